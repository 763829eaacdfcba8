import { Loader2 } from 'lucide-react';

/**
 * Shown on the very first load while the route's chunk arrives (react-router's HydrateFallback):
 * without it the screen stays blank and the router warns in the console.
 */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
      <span className="sr-only">Chargement…</span>
    </div>
  );
}
