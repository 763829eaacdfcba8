import { useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import type { Session } from '@/lib/session';
import type { AccountMenuProps, MenuOpening } from './account-menu';
import { TRIGGER_CLASSES, TriggerContent, triggerLabel } from './account-menu-trigger';

/** Shown beside the account button when the menu is asked for but its code cannot be downloaded. */
export const ACCOUNT_MENU_UNAVAILABLE = "Le menu du compte n'a pas pu se charger. Vérifiez votre connexion, puis réessayez ou rechargez la page.";

/** The keys that open Radix's dropdown from its trigger (Enter and Space toggle it, ArrowDown opens it). */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

const loadAccountMenu = () => import('./account-menu');

/**
 * The account button of a signed-in page. The dropdown (Radix's menu, about 30 KB in a dozen chunks) is not
 * needed to paint the page: until it is, this plain button, drawn and announced as the dropdown's closed
 * trigger, stands in for it. Pointing at it or focusing it downloads the dropdown, which then takes its place
 * (keeping the focus); a press or a key made before that is replayed on it once it is there, so the menu
 * opens as it would have (the first entry focused when opened from the keyboard).
 */
export function AccountMenuLauncher({ session }: { session: Session }) {
  const [AccountMenu, setAccountMenu] = useState<ComponentType<AccountMenuProps> | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  // What the visitor did before the dropdown was there: replayed on it (null: nothing, or opened and closed).
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const [hadFocus, setHadFocus] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const loading = useRef<Promise<unknown> | null>(null);

  const load = () => {
    loading.current ??= loadAccountMenu().then(
      (module) => {
        setHadFocus(document.activeElement !== null && document.activeElement === buttonRef.current);
        setAccountMenu(() => module.AccountMenu);
      },
      () => {
        // Asked again on the next press: the network may be back.
        loading.current = null;
        setHasFailed(true);
      },
    );
  };

  const ask = (next: MenuOpening, isToggle: boolean) => {
    setHasFailed(false);
    setOpening((current) => (isToggle && current ? null : next));
    load();
  };

  if (AccountMenu) {
    return (
      <div className="relative">
        <AccountMenu session={session} opening={opening} hasFocus={hadFocus} />
      </div>
    );
  }

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    // As the dropdown's trigger does: a main-button press opens the menu and does not move the focus.
    if (event.button === 0 && !event.ctrlKey) {
      event.preventDefault();
      ask({ kind: 'pointer', pointerType: event.pointerType }, true);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPENING_KEYS.includes(event.key)) return;
    event.preventDefault();
    ask({ kind: 'key', key: event.key }, event.key !== 'ArrowDown');
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        className={TRIGGER_CLASSES}
        aria-label={triggerLabel(session)}
        onPointerEnter={load}
        onFocus={load}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      >
        <TriggerContent session={session} />
      </button>
      {hasFailed && opening && (
        <p role="alert" className="absolute top-full right-0 z-50 mt-2 w-[min(18rem,calc(100vw-1.5rem))] rounded-xl border border-red-200 bg-white p-3 text-sm text-red-700 shadow-lg">
          {ACCOUNT_MENU_UNAVAILABLE}
        </p>
      )}
    </div>
  );
}
