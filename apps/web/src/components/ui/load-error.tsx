import { RefreshCw } from 'lucide-react';
import { AlertBanner } from './alert-banner';
import { Button } from './button';

/** A load that failed: the French message and a 'Réessayer' button. */
export function LoadError({ message, onRetry, isRetrying = false }: { message: string; onRetry: () => void; isRetrying?: boolean }) {
  return (
    <AlertBanner
      tone="danger"
      title="Erreur"
      action={
        <Button variant="outline" size="sm" onClick={onRetry} isLoading={isRetrying} className="self-center">
          <RefreshCw aria-hidden="true" />
          Réessayer
        </Button>
      }
    >
      {message}
    </AlertBanner>
  );
}
