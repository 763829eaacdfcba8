import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
// react-router/dom would load a second copy of the router under Vitest; its RouterProvider only adds flushSync.
import { matchRoutes, RouterProvider } from 'react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_VIEW_LABELS, ADMIN_VIEW_PERMISSIONS, ADMIN_VIEWS, EARLY_READS_SCRIPT, techAdminShellKey } from '@parenthese/shared';
import { Providers } from './app/providers';
import { createAppRouter, loadMatchedRoutes, routes } from './app/router';
import { employeeDetails, signInAsEmployee } from './test/render-with-providers';
import { apiHandler, serveApi } from './test/fake-api';
import { legalFacts } from './test/legal-facts';
import { preloadedPages, prerenderedPages, render, renderShell } from './prerender';
import { sectionLoaders } from './features/admin/sections';
import { sectionFrames } from './features/admin/section-frames';

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
          <RouterProvider router={createAppRouter({ prerendered: true })} />
        </Providers>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors };
}

const publicPaths = prerenderedPages.flatMap((page) => page.paths);

describe('the prerendered public pages', () => {
  it('are written for /, /index, /contact and the legal pages', () => {
    expect(publicPaths).toEqual(['/', '/index', '/contact', '/confidentialite', '/mentions-legales', '/accessibilite', '/conditions-utilisation']);
  });

  // Their served HTML kept the landing's title until a script ran.
  it.each([
    ['/confidentialite', 'Politique de confidentialité'],
    ['/mentions-legales', 'Mentions légales'],
    ['/accessibilite', 'Déclaration d’accessibilité'],
    ['/conditions-utilisation', "Conditions d'utilisation"],
  ])('%s is written with its own title and its heading', async (path, heading) => {
    const page = prerenderedPages.find((candidate) => (candidate.paths as readonly string[]).includes(path))!;
    expect(page.title).toBe(`${heading} – Parenthèse`);
    const container = document.createElement('div');
    container.innerHTML = await render(path);
    expect(container.querySelector('h1')?.textContent).toBe(heading);
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

  it.each(publicPaths)('%s hydrates without a mismatch and without scrolling, signed out', async (path) => {
    serveApi(apiHandler('GET', '/api/public/config', { videoUrl: '' }), apiHandler('GET', '/api/legal/facts', legalFacts));
    // The router's first render scrolled to the top: a reader who had scrolled while the scripts loaded was
    // sent back up, and a tap on a footer link landed on the page behind it (legal-pages.spec.ts, under load).
    const scrollTo = vi.spyOn(window, 'scrollTo');
    try {
      const { errors } = await hydrate(path);
      expect(errors).toEqual([]);
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      scrollTo.mockRestore();
    }
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });

  it.each(publicPaths)('%s hydrates without a mismatch signed in, then shows the account menu', async (path) => {
    signInAsEmployee();
    serveApi(apiHandler('GET', '/api/public/config', { videoUrl: '' }), apiHandler('GET', '/api/legal/facts', legalFacts));
    const { errors } = await hydrate(path);
    expect(errors).toEqual([]);
    expect(await screen.findByRole('button', { name: /mon compte/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });
});

describe('the signed-in pages written as a shell, with their route chunks preloaded', () => {
  it("are the employee, psychologist and administration pages (their content is the user's, so only a shell)", () => {
    expect(preloadedPages.flatMap((page) => page.paths)).toEqual([
      '/account/employee',
      '/employee/appointment',
      '/account/employee/appointments',
      '/account/employee/profile',
      '/account/psy/profile',
      '/account/psy/calendar',
      '/account/psy/working-hours',
      '/account/admin',
      ...ADMIN_VIEWS.map((view) => `/account/admin?view=${view}`),
      // Again as a TECH administrator's browser draws them.
      '/account/admin',
      ...ADMIN_VIEWS.map((view) => `/account/admin?view=${view}`),
    ]);
    expect(preloadedPages.filter((page) => page.adminRole === 'TECH').flatMap((page) => page.tableKeys)).toEqual(
      ['/account/admin', ...ADMIN_VIEWS.map((view) => `/account/admin?view=${view}`)].map(techAdminShellKey),
    );
  });

  it("draws in a TECH administrator's shell the navigation the page then draws for them", async () => {
    for (const page of preloadedPages.filter((candidate) => candidate.adminRole === 'TECH')) {
      const container = document.createElement('div');
      container.innerHTML = await renderShell(page.paths.at(-1)!, page.role, 'TECH');
      expect(
        [...container.querySelectorAll('main nav a')].map((link) => link.textContent),
        page.file,
      ).toEqual(ADMIN_VIEWS.map((entry) => ADMIN_VIEW_LABELS[entry]));
      // Nothing else differs from every administrator's shell of the section, but a TECH section's heading
      // and sentence, drawn over its skeleton (the next test).
      const plain = await shellOf(page.paths.at(-1)!);
      for (const shell of [container, plain]) shell.querySelector('main nav')?.remove();
      const isTechSection = page.view !== undefined && ADMIN_VIEW_PERMISSIONS[page.view] !== undefined;
      if (isTechSection) container.querySelector('main section')?.replaceWith(...container.querySelectorAll('main section > [role="status"]'));
      expect(container.innerHTML, page.file).toBe(plain.innerHTML);
    }
  });

  // The server sends the shell of the asked section (its `?view=`): it paints that section's heading and
  // preloads its chunk, the one features/admin/sections.tsx loads for it.
  it.each(ADMIN_VIEWS)('/account/admin?view=%s preloads the chunk of its section', async (view) => {
    const page = preloadedPages.find((candidate) => candidate.paths.includes(`/account/admin?view=${view}`))!;
    expect(page.sectionModules).toHaveLength(1);
    const exported = Object.values(await import(/* @vite-ignore */ `../${page.sectionModules![0]}`));
    expect(exported).toContain(await sectionLoaders[view]());
  });

  // Their largest text on a phone, drawn after the data before (LCP 3.1-3.2 s in Lighthouse, session 36).
  it("paints the psychologist's pages' largest text with the HTML: the personal information card's sentence, the grid's help", async () => {
    const profile = await shellOf('/account/psy/profile');
    expect(profile.querySelector('main [role="status"]')?.textContent).toContain('Vos coordonnées professionnelles. Elles ne sont jamais communiquées aux salariés.');
    const workingHours = await shellOf('/account/psy/working-hours');
    expect(workingHours.querySelector('#availability-grid-help')?.textContent).toContain('Touchez un créneau pour le sélectionner');
    expect(workingHours.querySelector('main [role="status"][aria-label="Chargement des plages horaires"]')).not.toBeNull();
  });

  it("paints a section's heading in its shell; a section only TECH administrators open, only in a TECH administrator's browser", async () => {
    expect((await shellOf('/account/admin?view=psychologists')).querySelector('main h2')?.textContent).toBe('Psychologues');
    expect((await shellOf('/account/admin')).querySelector('main h2')?.textContent).toBe('Entreprises');
    for (const view of ['audit', 'super-admin'] as const) {
      const shell = await shellOf(`/account/admin?view=${view}`);
      expect(shell.querySelector('main h2'), view).toBeNull();
      // The heading and its sentence are the largest text of a phone's first screen: painted with the HTML.
      const techShell = document.createElement('div');
      techShell.innerHTML = await renderShell(`/account/admin?view=${view}`, 'ADMIN', 'TECH');
      expect(techShell.querySelector('main h2')?.textContent, view).toBe(sectionFrames[view].title);
      expect(techShell.querySelector('main section p')?.textContent, view).toBe(sectionFrames[view].description);
      expect(shell.querySelector('main [role="status"]'), view).not.toBeNull();
      // The whole TECH navigation, as the page then draws it for them: nothing moves when it renders over the shell.
      expect(
        [...shell.querySelectorAll('main nav a')].map((link) => link.textContent),
        view,
      ).toEqual(ADMIN_VIEWS.map((entry) => ADMIN_VIEW_LABELS[entry]));
    }
    expect([...(await shellOf('/account/admin')).querySelectorAll('main nav a')].map((link) => link.textContent)).not.toContain('Super Admin');
  });

  /** A page's shell in a container, as the browser reads it before any script. */
  async function shellOf(path: string) {
    const page = preloadedPages.find((candidate) => candidate.paths.includes(path))!;
    const container = document.createElement('div');
    container.innerHTML = await renderShell(path, page.role);
    return container;
  }

  it.each([
    ['/account/employee', 'Prendre rendez-vous'],
    ['/account/employee/appointments', 'Mes Rendez-vous'],
    ['/account/employee/profile', 'Mon compte'],
    ['/account/psy/profile', 'Mon compte'],
    ['/account/psy/calendar', 'Mes Rendez-vous'],
    ['/account/psy/working-hours', 'Plages de travail'],
    ['/account/admin', 'Administration'],
  ])('%s paints the header, its heading and the skeleton of its first screen, for no one', async (path, heading) => {
    const shell = await shellOf(path);
    expect(shell.querySelector('header nav')).not.toBeNull();
    expect(shell.querySelector('main h1')?.textContent).toBe(heading);
    // Its loading state: skeleton blocks or the sentence that stands for them.
    expect(shell.querySelectorAll('main .animate-pulse').length + shell.querySelectorAll('main [role="status"], main [aria-busy="true"]').length).toBeGreaterThan(0);
    // The account button's place is kept, with no one's name; nobody is offered to sign in.
    expect(shell.querySelector('header span.rounded-full[aria-hidden="true"]')).not.toBeNull();
    expect(shell.querySelector('button[aria-label="Se connecter"]')).toBeNull();
    expect(shell.textContent).not.toMatch(/Bonjour|demo|@/);
    // Nothing of the build's day: the shell is served on later days.
    expect(shell.textContent).not.toContain(String(new Date().getFullYear()));
    // What axe calls aria-prohibited-attr: a name on a plain div or span is read by no screen reader (the
    // loading blocks carry role="status" for theirs). The accessibility sweep met it on the psychologist's profile.
    expect([...shell.querySelectorAll('div[aria-label]:not([role]), span[aria-label]:not([role])')].map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
  });

  // The working-hours journey's « Semaine suivante », clicked in the shell, was lost: the week stayed the same.
  it.each(preloadedPages.map((page) => page.paths[0]!))('%s shows its buttons disabled until the app renders over it', async (path) => {
    const shell = await shellOf(path);
    const buttons = [...shell.querySelectorAll('button')];
    if (path === '/account/psy/working-hours') expect(shell.querySelector<HTMLButtonElement>('button[aria-label="Semaine suivante"]')?.disabled).toBe(true);
    expect(buttons.filter((button) => !button.disabled).map((button) => button.outerHTML.slice(0, 160))).toEqual([]);
  });

  it('keeps the week label of the working hours unseen, its room kept', async () => {
    for (const path of ['/account/psy/working-hours']) {
      const label = [...(await shellOf(path)).querySelectorAll('p')].find((paragraph) => paragraph.textContent?.startsWith('Semaine du'));
      expect(label?.querySelector('span.invisible')).not.toBeNull();
    }
  });

  it('is replaced by the running page, which draws the same elements while its data loads (nothing moves)', async () => {
    signInAsEmployee();
    // The profile does not answer before the comparison: the page is in its loading state, like the shell.
    serveApi(apiHandler('GET', '/api/employee-service/employee/account/details', employeeDetails(), { delayMs: 2_000 }));
    const path = '/account/employee';
    const shell = await shellOf(path);
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = shell.innerHTML;
    document.body.append(container);
    window.history.replaceState(null, '', path);
    // As main.tsx does for a shell: the router first, then, once it is ready (the route's modules loaded), a new
    // root over the shell (not a hydration).
    const router = createAppRouter();
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
    await act(async () => {
      root = createRoot(container);
      root.render(
        <StrictMode>
          <Providers>
            <RouterProvider router={router} />
          </Providers>
        </StrictMode>,
      );
    });
    const main = container.querySelector('main')!;
    // Apart from the buttons the shell disables (they do nothing until this render).
    expect(main.outerHTML).toBe(shell.querySelector('main')!.outerHTML.replaceAll(' disabled="" data-shell-disabled=""', ''));
    expect(await screen.findByRole('radio', { name: /Psychologue du travail/ }, { timeout: 10_000 })).toBeInTheDocument();
  });

  // The header's account button (not its dropdown, loaded on demand) is preloaded with the route's chunks.
  it('preload the account button of the header, and not its dropdown', async () => {
    const headerSource = await import('./app/layout/site-header.tsx?raw');
    for (const page of preloadedPages) {
      expect(page.headerModules).toEqual(['src/app/layout/account-menu-launcher.tsx', 'src/app/prefetch-reads.ts']);
      expect(headerSource.default).toContain("import('./account-menu-launcher')");
      expect(headerSource.default).not.toContain("import('./account-menu')");
    }
  });

  // Their reads that the address alone determines leave with the HTML (app/early-reads.ts, app/early-reads.test.ts).
  it("start from their HTML the first reads their address determines, for a session of the page's role", () => {
    const scripts = Object.fromEntries(preloadedPages.map((page) => [page.file, page.earlyReadsScript]));
    expect(scripts['employee-consultations.html']).toBe(
      `<script data-role="EMPLOYEE" data-reads="/api/employee-service/employee/account/details /api/employee-service/meeting/load">${EARLY_READS_SCRIPT}</script>`,
    );
    expect(scripts['employee-booking.html']).toBe(`<script data-role="EMPLOYEE" data-reads="/api/employee-service/employee/account/details">${EARLY_READS_SCRIPT}</script>`);
    expect(scripts['psy-calendar.html']).toBe(`<script data-role="DOCTOR" data-reads="/api/doctor/meetings/awaiting">${EARLY_READS_SCRIPT}</script>`);
    expect(scripts['admin-audit-tech.html']).toBe(`<script data-role="ADMIN" data-reads="/api/admin/admins/get/me">${EARLY_READS_SCRIPT}</script>`);
    // The working hours' first read is a week computed by the page (a POST): it leaves with the route's loader.
    expect(scripts['psy-working-hours.html']).toBe('');
    for (const page of preloadedPages.filter((each) => each.earlyReadsScript)) expect(page.earlyReadsScript).toContain(`data-role="${page.role}"`);
  });

  // Preloaded beside the entry so that the first reads leave as soon as it runs: they must be what prefetch-reads.ts imports.
  it("preload before the rest the modules of the page's first reads", async () => {
    const readsSource = (await import('./app/prefetch-reads.ts?raw')).default;
    for (const page of preloadedPages) {
      const [prefetchReads, queryClient, readsModule] = page.readModules;
      expect([prefetchReads, queryClient]).toEqual(['src/app/prefetch-reads.ts', 'src/app/query-client.tsx']);
      expect(readsSource).toContain("import('./query-client')");
      const importedAs = readsModule!.replace(/^src\//, '@/').replace(/(\/index)?\.tsx?$/, '');
      expect(readsSource).toContain(`import('${importedAs}')`);
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
