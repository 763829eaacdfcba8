import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';

/** The error fallback screen (spec section 2), shown when a page fails to render. */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Erreur de rendu', error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <AlertTriangle className="size-12 text-red-600" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Une erreur s'est produite</h1>
      <p className="text-slate-600">Une erreur inattendue s'est produite. Veuillez essayer de nouveau.</p>
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
        Réessayer
      </button>
    </div>
  );
}
