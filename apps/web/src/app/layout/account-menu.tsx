import { useEffect, useRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { CalendarPlus, Home, LogOut } from 'lucide-react';
import { paths } from '@parenthese/shared';
import { useLogout } from '@/lib/use-logout';
import { useEmployeeDetails } from '@/features/employee/shared';
import { cn } from '@/lib/cn';
import type { Session } from '@/lib/session';
import { hasBookingEntry, roleMenuEntries } from './account-menu-entries';
import { TRIGGER_CLASSES, TriggerContent, triggerLabel } from './account-menu-trigger';

/** A press or a key made on the account button before this menu was downloaded (account-menu-launcher). */
export type MenuOpening = { kind: 'pointer'; pointerType: string } | { kind: 'key'; key: string };

export type AccountMenuProps = {
  session: Session;
  /** Replayed on the trigger once it is there, so the menu opens as if it had been there all along. */
  opening?: MenuOpening | null;
  /** The button it replaces had the focus: the trigger takes it. */
  hasFocus?: boolean;
};

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
export function AccountMenu({ session, opening = null, hasFocus = false }: AccountMenuProps) {
  const logout = useLogout();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Once, on mount: this effect runs after Radix's own (children first), so its listeners see the replay.
  const replay = useRef({ opening, hasFocus });
  useEffect(() => {
    const trigger = triggerRef.current;
    const { opening: pending, hasFocus: wasFocused } = replay.current;
    if (!trigger) return;
    if (wasFocused || pending?.kind === 'key') trigger.focus();
    if (pending?.kind === 'key') trigger.dispatchEvent(new KeyboardEvent('keydown', { key: pending.key, bubbles: true, cancelable: true }));
    if (pending?.kind === 'pointer') {
      trigger.dispatchEvent(new PointerEvent('pointerdown', { button: 0, pointerType: pending.pointerType, bubbles: true, cancelable: true }));
    }
  }, []);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} className={TRIGGER_CLASSES} aria-label={triggerLabel(session)}>
        <TriggerContent session={session} />
      </DropdownMenu.Trigger>
      {/* Not portalled to the body: the menu stays inside the header's landmark (axe 'region'). */}
      <DropdownMenu.Content align="end" sideOffset={8} collisionPadding={12} className="z-50 w-[min(18rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg">
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
        <DropdownMenu.Item className={cn(itemClasses, 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')} onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Déconnexion
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
