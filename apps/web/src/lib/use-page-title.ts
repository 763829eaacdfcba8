import { useEffect } from 'react';

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
