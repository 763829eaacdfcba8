import { useHasHydrated } from '@/lib/use-has-hydrated';
import { Logo } from './logo';

export function SiteFooter() {
  // Public pages are prerendered at build: the year is the visitor's, once the page runs.
  const hasHydrated = useHasHydrated();
  return (
    <footer className="border-t border-slate-200 bg-brand-900 text-brand-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <Logo isLight />
        <p className="text-sm text-brand-100">Un espace d'écoute confidentiel, gratuit pour les salariés, sans jugement.</p>
        <p className="text-sm text-brand-200">© {hasHydrated ? new Date().getFullYear() : null} Parenthèse</p>
      </div>
    </footer>
  );
}
