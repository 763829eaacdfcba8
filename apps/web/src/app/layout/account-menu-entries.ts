import type { Session } from '@/lib/session';

export type MenuEntry = { label: string; to: string };

export const BOOKING_PATH = '/employee/appointment';

/** The role's own entries of the account menu (spec section 2); the booking entry is drawn apart. */
export function roleMenuEntries(session: Session): MenuEntry[] {
  if (session.firstConnexion) return [{ label: 'Première connexion', to: '/first-connection' }];
  switch (session.role) {
    case 'ADMIN':
      return [
        { label: 'Entreprises', to: '/account/admin?view=companies' },
        { label: 'Psychologues', to: '/account/admin?view=psychologists' },
        { label: 'Administrateurs', to: '/account/admin?view=admins' },
      ];
    case 'DOCTOR':
      return [
        { label: 'Mon compte', to: '/account/psy/profile' },
        { label: 'Mes rendez-vous', to: '/account/psy/calendar' },
        { label: 'Plages de travail', to: '/account/psy/working-hours' },
      ];
    case 'EMPLOYEE':
      return [
        { label: 'Mon compte', to: '/account/employee/profile' },
        { label: 'Mes rendez-vous', to: '/account/employee/appointments' },
      ];
    default:
      return [];
  }
}

/** Only an employee past first connection books from the menu. */
export const hasBookingEntry = (session: Session) => session.role === 'EMPLOYEE' && !session.firstConnexion;
