import { Link } from 'react-router';
import { paths } from '@parenthese/shared';
import { useHasHydrated } from '@/lib/use-has-hydrated';
import { Logo } from './logo';

/** The pages the law expects (issue 26) and the terms of use (issue 34), on every page: plain links, so '/' pays almost nothing for them. */
const LEGAL_LINKS = [
  [paths.privacy, 'Confidentialité'],
  [paths.legalNotice, 'Mentions légales'],
  [paths.termsOfUse, "Conditions d'utilisation"],
  [paths.accessibility, 'Accessibilité : partiellement conforme'],
] as const;

export function SiteFooter() {
  // Public pages are prerendered at build: the year is the visitor's, once the page runs.
  const hasHydrated = useHasHydrated();
  return (
    <footer className="border-t border-slate-200 bg-brand-900 text-brand-50 [&_a:focus-visible]:outline-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <Logo isLight />
        <p className="text-sm text-brand-100">Un espace d'écoute confidentiel, gratuit pour les salariés, sans jugement.</p>
        <p className="text-sm text-brand-200">© {hasHydrated ? new Date().getFullYear() : null} Parenthèse</p>
        <nav aria-label="Informations légales" className="flex w-full flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          {LEGAL_LINKS.map(([path, label]) => (
            <Link key={path} to={path} className="underline hover:text-white">
              {label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
