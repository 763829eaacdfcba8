import { useEffect } from 'react';
import { Link, useLocation, useRouteError } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { paths } from '@parenthese/shared';
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

/** 404 for any unknown path; the attempted path is logged. */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn(`404 : page introuvable pour le chemin ${location.pathname}`);
  }, [location.pathname]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-7xl font-black text-brand-700">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <p className="text-slate-600">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <Link to={paths.home} className={buttonVariants()}>
        Retour à l'accueil
      </Link>
    </div>
  );
}
