import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { CalendarPlus, CircleUserRound, Home, LogOut } from 'lucide-react';
import { paths } from '@parenthese/shared';
import { useLogout } from '@/lib/use-logout';
import { useEmployeeDetails } from '@/features/employee/shared';
import { cn } from '@/lib/cn';
import type { Session } from '@/lib/session';
import { hasBookingEntry, roleMenuEntries } from './account-menu-entries';

const itemClasses =
  'flex w-full cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:cursor-not-allowed [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * 'Prendre rendez-vous' is open while credits remain. While the credits load, or if they cannot be
 * read, it stays open: the booking page and the server check credits anyway.
 */
function BookingEntry() {
  const details = useEmployeeDetails();
  const hasNoCredits = details.data !== undefined && details.data.availableCredits <= 0;
  if (hasNoCredits) {
    return (
      <DropdownMenu.Item disabled className={cn(itemClasses, 'flex-col items-start gap-0.5 text-slate-400')} aria-describedby="booking-no-credits">
        <span className="flex items-center gap-2">
          <CalendarPlus aria-hidden="true" />
          <span>
            Prendre rendez-vous <span className="text-xs whitespace-nowrap">(aucun crédit)</span>
          </span>
        </span>
        <span id="booking-no-credits" className="pl-6 text-xs">
          Vous n'avez plus de crédits disponibles
        </span>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={paths.employeeBooking}>
        <CalendarPlus aria-hidden="true" />
        Prendre rendez-vous
      </Link>
    </DropdownMenu.Item>
  );
}

/** The signed-in account menu: the role's pages, then main page and logout. */
export function AccountMenu({ session }: { session: Session }) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white pr-1 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-50 sm:pr-3"
        aria-label={`Mon compte (${session.login}) : ouvrir le menu`}
      >
        <CircleUserRound className="size-8 text-brand-700" strokeWidth={1.5} aria-hidden="true" />
        <span className="hidden max-w-40 truncate sm:inline">{session.login}</span>
      </DropdownMenu.Trigger>
      {/* Not portalled to the body: the menu stays inside the header's landmark (axe 'region'). */}
      <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-[min(18rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-500">{session.login}</DropdownMenu.Label>
          {roleMenuEntries(session).map((entry) => (
            <DropdownMenu.Item key={entry.to} asChild className={itemClasses}>
              <Link to={entry.to}>
                <entry.icon aria-hidden="true" />
                {entry.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {hasBookingEntry(session) && <BookingEntry />}
          <DropdownMenu.Separator className="my-1.5 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to={paths.home}>
              <Home aria-hidden="true" />
              Page principale
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={cn(itemClasses, 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')} onSelect={logout}>
            <LogOut aria-hidden="true" />
            Déconnexion
          </DropdownMenu.Item>
        </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
