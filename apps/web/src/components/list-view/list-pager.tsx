import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pagerPages, withListQuery } from './list-params';

// 40 px targets on a phone, 36 px beside the numbers from 640 px.
const pageButton = cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'size-10 sm:size-9');

/**
 * Pages as links to `?page=` (they open in a new tab, and the back button goes back a page).
 * Numbered from 640 px; below, 'Page 2 sur 5' between the two arrows.
 */
export function ListPager({ page, pageCount, onNavigate }: { page: number; pageCount: number; onNavigate?: () => void }) {
  const [searchParams] = useSearchParams();
  if (pageCount <= 1) return null;

  const linkTo = (target: number) => ({ search: withListQuery(searchParams, { page: target }).toString() });
  const step = (target: number, label: string, icon: ReactNode) =>
    target < 1 || target > pageCount ? (
      <span className={cn(pageButton, 'pointer-events-none opacity-50')} aria-disabled="true" role="link" aria-label={label}>
        {icon}
      </span>
    ) : (
      <Link to={linkTo(target)} preventScrollReset onClick={onNavigate} className={pageButton} aria-label={label}>
        {icon}
      </Link>
    );

  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2 sm:justify-center">
      {step(page - 1, 'Page précédente', <ChevronLeft aria-hidden="true" />)}
      <p className="text-sm text-slate-700 sm:hidden">
        Page {page} sur {pageCount}
      </p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pagerPages(page, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="px-1 text-slate-500" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={linkTo(entry)}
                preventScrollReset
                onClick={onNavigate}
                aria-label={`Page ${entry}`}
                aria-current={entry === page ? 'page' : undefined}
                className={cn(pageButton, entry === page && 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800')}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, 'Page suivante', <ChevronRight aria-hidden="true" />)}
    </nav>
  );
}
