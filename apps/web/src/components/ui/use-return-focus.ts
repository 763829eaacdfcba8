import { useRef } from 'react';
import { focusQuietly, quietenFocusForThisTask } from './quiet-focus';

/** The last element outside any dialog that opened one: where a dialog whose content was swapped returns. */
let lastOpenerOutsideDialogs: HTMLElement | null = null;

const isConnected = (element: HTMLElement | null): element is HTMLElement => Boolean(element?.isConnected);

/**
 * Radix gives focus back to a Dialog.Trigger on close; our dialogs are mostly opened from state (a card's
 * button, a form, a route blocker), and without a trigger focus fell to <body>, so a keyboard user
 * restarted from the top of the page. This remembers what had focus when the dialog opened and returns
 * there; when that element is gone, to the element outside dialogs that opened the last one (a dialog
 * that swapped its content, like the login dialog's reset view), else to the page's main content.
 * Both focuses are the page's, not the person's: quiet, so no tooltip opens on them (quiet-focus.ts).
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
      if (returnTo.current && !returnTo.current.closest('[role="dialog"], [role="alertdialog"]')) lastOpenerOutsideDialogs = returnTo.current;
      // Radix focuses the dialog's first control right after this returns, unless the dialog chose otherwise.
      quietenFocusForThisTask();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = [returnTo.current, lastOpenerOutsideDialogs].find(isConnected) ?? document.getElementById('contenu');
      if (target) focusQuietly(target);
    },
  };
}
