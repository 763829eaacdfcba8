import { CircleUserRound } from 'lucide-react';
import type { Session } from '@/lib/session';

// How the account button looks and is announced, shared by the stand-in button (account-menu-launcher) and
// the dropdown's trigger (account-menu) that replaces it: in its own module, as each of them loads the other.

export const TRIGGER_CLASSES = 'flex h-10 items-center gap-2 rounded-full border border-slate-200 bg-white pr-1 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-50 sm:pr-3';

/** Starts with the visible text, the login (WCAG 2.5.3, axe's label-content-name-mismatch): a voice user says what they see. */
export const triggerLabel = (session: Session) => `${session.login}, mon compte : ouvrir le menu`;

export function TriggerContent({ session }: { session: Session }) {
  return (
    <>
      <CircleUserRound className="size-8 text-brand-700" strokeWidth={1.5} aria-hidden="true" />
      <span className="hidden max-w-40 truncate sm:inline">{session.login}</span>
    </>
  );
}
