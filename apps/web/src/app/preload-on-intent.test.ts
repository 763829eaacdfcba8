import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { preloadRoutesOnIntent } from './preload-on-intent';
import { loadMatchedRoutes, routes } from './router';

/** Replaces the lazy loaders a path matches with spies, and gives the originals back after the test. */
function spyOnLazyRoutes(pathname: string) {
  const matched = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route as RouteObject).filter((route) => route.lazy);
  const originals = matched.map((route) => route.lazy);
  const spies = matched.map((route) => {
    const spy = vi.fn(async () => ({ Component: () => null }));
    route.lazy = spy;
    return spy;
  });
  restores.push(() => matched.forEach((route, index) => (route.lazy = originals[index])));
  return spies;
}
const restores: Array<() => void> = [];
afterEach(() => {
  restores.splice(0).forEach((restore) => restore());
  document.body.innerHTML = '';
});

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Nous contacter</span>';
  document.body.append(anchor);
  return anchor;
}

describe('preloading on navigation intent', () => {
  it.each([
    ['the pointer moves over a link', 'pointerover'],
    ['keyboard focus reaches it', 'focusin'],
    ['a finger touches it', 'touchstart'],
  ])("loads the target page's chunks when %s, once", (_, type) => {
    const spies = spyOnLazyRoutes('/reset-password');
    expect(spies).toHaveLength(2); // the query layout and the page
    const stop = preloadRoutesOnIntent(document);
    const anchor = link('/reset-password');

    anchor.querySelector('span')!.dispatchEvent(new Event(type, { bubbles: true }));
    anchor.dispatchEvent(new Event(type, { bubbles: true }));

    for (const spy of spies) expect(spy).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads /contact with its page alone: the demo request form needs no query layout', () => {
    const spies = spyOnLazyRoutes('/contact');
    expect(spies).toHaveLength(1);
    const stop = preloadRoutesOnIntent(document);
    link('/contact').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(spies[0]).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves links to other sites alone', () => {
    const stop = preloadRoutesOnIntent(document);
    const spies = spyOnLazyRoutes('/contact');
    link('https://exemple.fr/contact').dispatchEvent(new Event('pointerover', { bubbles: true }));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    stop();
  });
});

describe('loadMatchedRoutes (before hydrating a prerendered page)', () => {
  it("resolves the path's lazy routes in place, so the router renders the page at once", async () => {
    const [layoutSpy, pageSpy] = spyOnLazyRoutes('/reset-password');
    await loadMatchedRoutes('/reset-password');
    expect(layoutSpy).toHaveBeenCalledTimes(1);
    expect(pageSpy).toHaveBeenCalledTimes(1);
    const matched = (matchRoutes(routes, '/reset-password') ?? []).map(({ route }) => route);
    expect(matched.every((route) => route.lazy === undefined)).toBe(true);
    expect(matched.at(-1)?.Component).toBeTypeOf('function');
  });
});
