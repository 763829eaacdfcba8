import { Building2, CalendarDays, Clock, KeyRound, ShieldCheck, Stethoscope, UserRound, type LucideIcon } from 'lucide-react';
import type { Session } from '@/lib/session';

export type MenuEntry = { label: string; to: string; icon: LucideIcon };

export const BOOKING_PATH = '/employee/appointment';

/** The role's own entries of the account menu (spec section 2); the booking entry is drawn apart. */
export function roleMenuEntries(session: Session): MenuEntry[] {
  if (session.firstConnexion) return [{ label: 'Première connexion', to: '/first-connection', icon: KeyRound }];
  switch (session.role) {
    case 'ADMIN':
      return [
        { label: 'Entreprises', to: '/account/admin?view=companies', icon: Building2 },
        { label: 'Psychologues', to: '/account/admin?view=psychologists', icon: Stethoscope },
        { label: 'Administrateurs', to: '/account/admin?view=admins', icon: ShieldCheck },
      ];
    case 'DOCTOR':
      return [
        { label: 'Mon compte', to: '/account/psy/profile', icon: UserRound },
        { label: 'Mes rendez-vous', to: '/account/psy/calendar', icon: CalendarDays },
        { label: 'Plages de travail', to: '/account/psy/working-hours', icon: Clock },
      ];
    case 'EMPLOYEE':
      return [
        { label: 'Mon compte', to: '/account/employee/profile', icon: UserRound },
        { label: 'Mes rendez-vous', to: '/account/employee/appointments', icon: CalendarDays },
      ];
    default:
      return [];
  }
}

/** Only an employee past first connection books from the menu. */
export const hasBookingEntry = (session: Session) => session.role === 'EMPLOYEE' && !session.firstConnexion;
