import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders a prerendered page at build or hydrates it, true afterwards. What depends on
 * today's date (a calendar, the year) waits for it: the HTML was written on the build's day, and a
 * different render during hydration would be a mismatch.
 */
export function useHasHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
