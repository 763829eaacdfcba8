import { useRef } from 'react';

/**
 * Radix gives focus back to a Dialog.Trigger on close; our dialogs are mostly opened from state (a card's
 * button, a form, a route blocker), and without a trigger focus fell to <body>, so a keyboard user
 * restarted from the top of the page. This remembers what had focus when the dialog opened and returns
 * there, or to the page's main content when that element is gone (a cancelled appointment's card).
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = returnTo.current?.isConnected ? returnTo.current : document.getElementById('contenu');
      target?.focus();
    },
  };
}
