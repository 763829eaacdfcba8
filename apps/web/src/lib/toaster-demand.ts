import { useSyncExternalStore } from 'react';

// The toaster (and its library) is mounted the first time a toast is shown, so a visit without one never
// downloads it. Sonner replays the toasts created before its Toaster subscribed, so none is lost.
let isRequested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (isRequested) return;
  isRequested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsToasterRequested() {
  return useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  );
}
