import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpError } from '@/lib/http-client';
import { useIsToasterRequested } from '@/lib/toaster-demand';

// Toasts follow a user's action: their library loads with the first toast (lib/toaster-demand.ts).
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A refused call (4xx) will not succeed by asking again.
      retry: (failureCount, error) => !(error instanceof HttpError && error.status >= 400 && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  const isToasterRequested = useIsToasterRequested();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {isToasterRequested && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
