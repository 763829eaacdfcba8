import { loadRouteModules } from './router';

/**
 * Loads a link's page chunks when the visitor shows the intent to follow it (pointer over it, keyboard
 * focus on it, a finger on it), so the page is usually there by the click. One listener per event for the
 * whole document: every link of the app, menus included, is covered.
 */
export function preloadRoutesOnIntent(root: Document | HTMLElement) {
  const preloaded = new Set<string>();
  const preload = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if (link.pathname === window.location.pathname || preloaded.has(link.pathname)) return;
    preloaded.add(link.pathname);
    for (const { module } of loadRouteModules(link.pathname)) {
      // A chunk that fails here fails again on navigation, where the error screen handles it.
      module.catch(() => undefined);
    }
  };
  const options = { passive: true, capture: true };
  for (const type of ['pointerover', 'focusin', 'touchstart']) root.addEventListener(type, preload, options);
  return () => {
    for (const type of ['pointerover', 'focusin', 'touchstart']) root.removeEventListener(type, preload, options);
  };
}
