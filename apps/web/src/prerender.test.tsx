import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// react-router/dom would load a second copy of the router under Vitest; its RouterProvider only adds flushSync.
import { matchRoutes, RouterProvider } from 'react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from './app/providers';
import { createAppRouter, loadMatchedRoutes, routes } from './app/router';
import { signInAsEmployee } from './test/render-with-providers';
import { apiHandler, serveApi } from './test/fake-api';
import { preloadedPages, prerenderedPages, render } from './prerender';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Puts a page's prerendered HTML in the document and hydrates it as main.tsx does; answers React's recoverable errors (mismatches). */
async function hydrate(path: string) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = await render(path);
  document.body.append(container);
  window.history.replaceState(null, '', path);
  await loadMatchedRoutes(path);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <Providers>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors };
}

const publicPaths = prerenderedPages.flatMap((page) => page.paths);

describe('the prerendered public pages', () => {
  it('are written for /, /index and /contact', () => {
    expect(publicPaths).toEqual(['/', '/index', '/contact']);
  });

  it.each([
    ['/', 'Une parenthèse pour parler, sans être jugé.'],
    ['/contact', 'Demander une démonstration'],
  ])('%s holds its content and a signed-out header before any script runs', async (path, title) => {
    const html = await render(path);
    const container = document.createElement('div');
    container.innerHTML = html;
    expect(container.querySelector('h1')?.textContent).toBe(title);
    expect(container.querySelector('button[aria-label="Se connecter"]')).not.toBeNull();
  });

  it("holds nothing that depends on the build's day (the calendar's open days, the year): it is served on later days", async () => {
    const container = document.createElement('div');
    container.innerHTML = await render('/contact');
    expect(container.querySelector('#contact-date')).toBeNull();
    expect(container.querySelector('footer')?.textContent).not.toContain(String(new Date().getFullYear()));
  });

  it('shows the calendar and the year once hydrated', async () => {
    const { container } = await hydrate('/contact');
    // Once its code is downloaded, after hydration (demo-date-picker.tsx).
    await waitFor(() => expect(container.querySelector('#contact-date')).not.toBeNull(), { timeout: 10_000 });
    expect(container.querySelector('footer')?.textContent).toContain(String(new Date().getFullYear()));
  });

  it.each(publicPaths)('%s hydrates without a mismatch, signed out', async (path) => {
    serveApi(apiHandler('GET', '/api/public/config', { videoUrl: '' }));
    const { errors } = await hydrate(path);
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it.each(publicPaths)('%s hydrates without a mismatch signed in, then shows the account menu', async (path) => {
    signInAsEmployee();
    serveApi(apiHandler('GET', '/api/public/config', { videoUrl: '' }));
    const { errors } = await hydrate(path);
    expect(errors).toEqual([]);
    expect(await screen.findByRole('button', { name: /Mon compte/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });
});

describe('the pages written with their route chunks preloaded', () => {
  it("are the employee pages, signed in (their content is the user's, so not prerendered)", () => {
    expect(preloadedPages.flatMap((page) => page.paths)).toEqual(['/account/employee', '/employee/appointment', '/account/employee/appointments', '/account/employee/profile']);
  });

  // The header's account button (not its dropdown, loaded on demand) is preloaded with the route's chunks.
  it('preload the account button of the header, and not its dropdown', async () => {
    const headerSource = await import('./app/layout/site-header.tsx?raw');
    for (const page of preloadedPages) {
      expect(page.headerModules).toEqual(['src/app/layout/account-menu-launcher.tsx']);
      expect(headerSource.default).toContain("import('./account-menu-launcher')");
      expect(headerSource.default).not.toContain("import('./account-menu')");
    }
  });

  // The build links the chunks of the listed source modules: they must be those the router loads for the path.
  it.each([...prerenderedPages, ...preloadedPages].flatMap((page) => page.paths.map((path) => [path, page.modules] as const)))(
    '%s lists the modules of its routes, and only those',
    async (path, modules) => {
      // The lazy routes' components (resolved in place when an earlier test hydrated the page).
      const matches = matchRoutes(routes, path) ?? [];
      const components = (await Promise.all(matches.map(async ({ route }) => (typeof route.lazy === 'function' ? (await route.lazy()).Component : route.Component)))).filter(Boolean);
      const exported = await Promise.all(modules.map(async (module) => Object.values(await import(/* @vite-ignore */ `../${module}`))));
      for (const component of components) expect(exported.some((values) => values.includes(component))).toBe(true);
      for (const values of exported) expect(components.some((component) => values.includes(component))).toBe(true);
    },
  );
});
