import { Building2, CalendarDays, Clock, KeyRound, ShieldCheck, Stethoscope, UserRound, type LucideIcon } from 'lucide-react';
import { paths } from '@parenthese/shared';
import type { Session } from '@/lib/session';

export type MenuEntry = { label: string; to: string; icon: LucideIcon };

/** The role's own entries of the account menu (spec section 2); the booking entry is drawn apart. */
export function roleMenuEntries(session: Session): MenuEntry[] {
  if (session.firstConnexion) return [{ label: 'Première connexion', to: paths.firstConnection, icon: KeyRound }];
  switch (session.role) {
    case 'ADMIN':
      return [
        { label: 'Entreprises', to: paths.adminView('companies'), icon: Building2 },
        { label: 'Psychologues', to: paths.adminView('psychologists'), icon: Stethoscope },
        { label: 'Administrateurs', to: paths.adminView('admins'), icon: ShieldCheck },
        { label: 'Mon compte', to: paths.adminView('account'), icon: UserRound },
      ];
    case 'DOCTOR':
      return [
        { label: 'Mon compte', to: paths.psyProfile, icon: UserRound },
        { label: 'Mes rendez-vous', to: paths.psyCalendar, icon: CalendarDays },
        { label: 'Plages de travail', to: paths.psyWorkingHours, icon: Clock },
      ];
    case 'EMPLOYEE':
      return [
        { label: 'Mon compte', to: paths.employeeProfile, icon: UserRound },
        { label: 'Mes rendez-vous', to: paths.employeeConsultations, icon: CalendarDays },
      ];
    default:
      return [];
  }
}

/** Only an employee past first connection books from the menu. */
export const hasBookingEntry = (session: Session) => session.role === 'EMPLOYEE' && !session.firstConnexion;
