import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';

type CardStatusProps<TData> = {
  /** The query that reads the card's state (an account setting, a subscription). */
  query: UseQueryResult<TData>;
  /** Names the placeholder for screen readers, e.g. « Chargement de la double authentification ». */
  loadingLabel: string;
  errorMessage: string;
  children: (data: TData) => ReactNode;
};

/**
 * The body of an account card that reads one setting: a status line and a button as placeholders while
 * it loads, the error with « Réessayer » if it fails, else what the card shows of the answer.
 */
export function CardStatus<TData>({ query, loadingLabel, errorMessage, children }: CardStatusProps<TData>) {
  if (query.isPending) {
    return (
      <div className="space-y-3" role="status" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-10 w-56" />
      </div>
    );
  }
  if (query.isError) return <LoadError message={errorMessage} onRetry={() => query.refetch()} isRetrying={query.isFetching} />;
  return children(query.data);
}
