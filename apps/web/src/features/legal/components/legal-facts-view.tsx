import type { ReactNode } from 'react';
import type { LegalFacts } from '@parenthese/shared';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http-client';
import { useLegalFacts } from '../api/get-legal-facts';

/** A legal page's body once its facts have arrived; a skeleton before, an error with « Réessayer » if they fail. */
export function LegalFactsView({ children }: { children: (facts: LegalFacts) => ReactNode }) {
  const { data, error, refetch, isFetching } = useLegalFacts();
  if (data) return <>{children(data)}</>;
  if (error) {
    return <LoadError title="Impossible de charger cette page" message={errorMessage(error, 'Une erreur inconnue est survenue')} onRetry={() => void refetch()} isRetrying={isFetching} />;
  }
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Chargement…</span>
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** One part of a legal page: an h2 with an anchor the table of contents links to. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className="scroll-mt-24">
      <h2 id={`${id}-titre`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** The text of a legal page: sections one under the other, in a readable column. */
export function LegalArticle({ children }: { children: ReactNode }) {
  return <article className="space-y-10 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-2">{children}</article>;
}

/** A column of a legal table: its heading; `isWideOnly`, left out below the md breakpoint (its cells too). */
export type LegalTableColumn = { label: string; isWideOnly?: boolean };

/**
 * A table of a legal page: scrolled sideways on a narrow screen, its caption for screen readers only, the
 * columns' headings in a shaded row. `isDense`: px-3 cells instead of px-4 (the page's rows use the same).
 */
export function LegalTable({ caption, columns, isDense = false, children }: { caption: string; columns: readonly LegalTableColumn[]; isDense?: boolean; children: ReactNode }) {
  const headingClasses = `${isDense ? 'px-3' : 'px-4'} py-2 font-semibold`;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.isWideOnly ? `hidden ${headingClasses} md:table-cell` : headingClasses}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** A mail address as a link. */
export function MailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}
