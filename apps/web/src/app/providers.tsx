import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useIsToasterRequested } from '@/lib/toaster-demand';

// Toasts follow a user's action: their library loads with the first toast (lib/toaster-demand.ts).
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/sonner-toaster')).Toaster }));

/** What every page shares. TanStack Query's provider is not here: it comes with the pages that use it (query-client.tsx). */
export function Providers({ children, onMounted }: { children: ReactNode; /** Called once the app is on screen (hydrated). */ onMounted?: () => void }) {
  const isToasterRequested = useIsToasterRequested();
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <>
      {children}
      {isToasterRequested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
