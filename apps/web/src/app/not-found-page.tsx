import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@parenthese/shared';
import { buttonVariants } from '@/components/ui/button-variants';
import { usePageTitle } from '@/components/ui/page-container';

/** 404 for any unknown path; the attempted path is logged. */
export function NotFoundPage() {
  const location = useLocation();
  usePageTitle('Page introuvable');
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
