import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { HttpError } from '@/lib/http-client';

// TanStack Query is its own chunk: the landing page does without it (its one read is a plain fetch), so
// a visitor's first page does not download it. Every other page loads it with its route (QueryLayout),
// and the header's lazy login dialog and account menu with themselves (withQueryClient).

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

/** The app's query client, unless a provider above already gives one (a test's own client). */
function QueryProvider({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  return <QueryClientProvider client={existing ?? queryClient}>{children}</QueryClientProvider>;
}

/** The layout route above every page that reads the API with TanStack Query. */
export function QueryLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}

/** A lazily loaded component outside the routes (the header's dialog and menu), given the same client. */
export function withQueryClient<Props extends object>(Component: (props: Props) => ReactNode) {
  return function WithQueryClient(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
