import { RefreshCw } from 'lucide-react';
import { AlertBanner } from './alert-banner';
import { Button } from './button';

/** A load that failed: a title ('Erreur' unless the spec names it), the French message and a 'Réessayer' button. */
export function LoadError({ title = 'Erreur', message, onRetry, isRetrying = false }: { title?: string; message: string; onRetry: () => void; isRetrying?: boolean }) {
  return (
    <AlertBanner
      tone="danger"
      title={title}
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
