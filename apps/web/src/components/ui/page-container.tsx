import { useEffect, type ReactNode } from 'react';

/**
 * The landing page's title, written in index.html (the landing sets none, so that '/' downloads no script
 * for it): what the document shows again when a page that set its own is left.
 */
export const HOME_TITLE = 'Parenthèse — Écoute psychologique pour les salariés';

/** « <Page> – Parenthèse »: each page's title in the tab, the history and what a screen reader announces first. */
export const documentTitle = (pageName: string) => `${pageName} – Parenthèse`;

/**
 * Names the page in the document's title while it is shown (none given: the title is left alone). The
 * prerendered and preloaded pages carry the same title in their HTML (src/prerender.tsx), before any script.
 * Beside PageContainer, in its module: the pages without it (contact, links, 404) import it from here, so
 * both share one chunk; a module of its own was one more file in every route's preload list on '/'.
 */
export function usePageTitle(pageName: string | undefined) {
  useEffect(() => {
    if (!pageName) return;
    document.title = documentTitle(pageName);
    return () => {
      document.title = HOME_TITLE;
    };
  }, [pageName]);
}

/**
 * The column's widths, as whole class names: a page chooses one instead of overriding the default with a
 * className, so that no page pays tailwind-merge's first call (about 110 ms on a 4× slowed phone, before
 * the signed-in pages could paint).
 */
const COLUMN_WIDTHS = { narrow: 'max-w-4xl', default: 'max-w-6xl', wide: 'max-w-7xl' } as const;

/** The content column of a page, with its main heading; the heading (or `pageName`) names the document too. */
export function PageContainer({
  title,
  pageName,
  description,
  actions,
  children,
  width = 'default',
}: {
  title?: ReactNode;
  /** The page's name in the document's title (« <pageName> – Parenthèse »), when it is not the heading's text. */
  pageName?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  width?: keyof typeof COLUMN_WIDTHS;
}) {
  usePageTitle(pageName ?? (typeof title === 'string' ? title : undefined));
  return (
    <div className={`mx-auto w-full ${COLUMN_WIDTHS[width]} px-4 py-8 sm:px-6 lg:px-8`}>
      {(title || actions) && (
        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            {title && <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>}
            {description && <p className="mt-1 text-slate-600">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </div>
  );
}
