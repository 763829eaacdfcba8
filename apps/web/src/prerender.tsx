// Server entry of the build's prerendering (build/prerender.ts): renders a public page to HTML, as a
// signed-out visitor sees it before any script runs. The browser then hydrates it (main.tsx). A signed-in
// page gets its shell instead: the header and the page in its loading state, for no one in particular.
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { ADMIN_VIEW_LABELS, EARLY_READS_ROLE_ATTRIBUTE, EARLY_READS_SCRIPT, EARLY_READS_URLS_ATTRIBUTE, paths, techAdminShellKey, type AdminRole, type AdminView, type Role } from '@parenthese/shared';
import { earlyReadsOf } from './app/early-reads';
import { prefetchedPageRoles, type PrefetchedPage } from './app/prefetched-pages';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { documentTitle } from './components/ui/page-container';
import { setServerAdminRoleHint } from './lib/admin-shell-hint';
import { setServerSession } from './lib/session';

/**
 * The public pages written as HTML at build, with the source modules of their route chunks (preloaded by
 * the page, so hydration does not wait for them). The server sends the file for its exact path. `title`:
 * the document's title the page sets once running (usePageTitle), written in its HTML (the no-javascript
 * journey checks both agree); none keeps index.html's (the landing's). Not imported from the features: that
 * would bring their lazy chunks into this file statically.
 */
export const prerenderedPages = [
  { paths: [paths.home, paths.index], file: 'index.html', modules: ['src/features/public/index.ts'] },
  { paths: [paths.contact], file: 'contact.html', title: documentTitle('Demander une démonstration'), modules: ['src/features/contact/index.ts'] },
  // The legal pages read their facts from the API once running: their HTML holds the heading, the title and the loading state.
  { paths: [paths.privacy], file: 'privacy.html', title: documentTitle('Politique de confidentialité'), modules: ['src/app/query-client.tsx', 'src/features/legal/index.ts'] },
  { paths: [paths.legalNotice], file: 'legal-notice.html', title: documentTitle('Mentions légales'), modules: ['src/app/query-client.tsx', 'src/features/legal/index.ts'] },
  { paths: [paths.accessibility], file: 'accessibility.html', title: documentTitle('Déclaration d’accessibilité'), modules: ['src/app/query-client.tsx', 'src/features/legal/index.ts'] },
  { paths: [paths.termsOfUse], file: 'terms-of-use.html', title: documentTitle("Conditions d'utilisation"), modules: ['src/app/query-client.tsx', 'src/features/legal/index.ts'] },
];

/**
 * What a signed-in page loads besides its route: the header's account button (not its dropdown), and the
 * module its route's loader imports to start the page's first reads (app/prefetch-reads.ts).
 */
const signedInHeaderModules = ['src/app/layout/account-menu-launcher.tsx', 'src/app/prefetch-reads.ts'];

/**
 * The signed-in pages cannot be prerendered (their content is the user's). Their HTML is a shell that paints
 * before any script: the header (the account button's placeholder, no name), the page's heading and the page
 * as it shows while its data loads (renderShell), with their route chunks preloaded, so the browser fetches
 * those beside the entry instead of after it. main.tsx renders the app over the shell (not hydrating it: the
 * running page is the user's). `role`: whose page it is, so the route guard lets the shell render.
 */
type SignedInPage = {
  paths: string[];
  file: string;
  title: string;
  modules: string[];
  headerModules: string[];
  /**
   * What the page's first reads need (app/prefetch-reads.ts imports them in turn): preloaded at the browser's
   * usual priority, beside the entry, the rest at a low one, so that the reads leave as soon as the entry runs.
   */
  readModules: string[];
  /** The chunk of the administration section the page opens (features/admin/sections.tsx loads it). */
  sectionModules?: string[];
  role: Role;
  /** The script that starts its first reads as its HTML is parsed (app/early-reads.ts), or '' when it has none. */
  earlyReadsScript: string;
  /** The administration section it opens. */
  view?: AdminView;
  /** TECH: the shell the server sends a TECH administrator's browser (its navigation), under the keys techAdminShellKey(path). */
  adminRole?: AdminRole;
  tableKeys?: string[];
};

/** The shell's inline script starting the page's first reads (packages/shared/src/contracts/early-reads.ts), or ''. */
export function earlyReadsScript(page: PrefetchedPage): string {
  const reads = earlyReadsOf(page);
  if (!reads) return '';
  const attributes = { [EARLY_READS_ROLE_ATTRIBUTE]: reads.role, [EARLY_READS_URLS_ATTRIBUTE]: reads.urls.join(' ') };
  return renderToStaticMarkup(<script {...attributes} dangerouslySetInnerHTML={{ __html: EARLY_READS_SCRIPT }} />);
}

/**
 * A signed-in page: its route chunk (`src/features/<feature>/index.ts`) with the query client, and the header's
 * modules. `readsModule`: the module of its first reads (prefetch-reads.ts), its route's chunk by default.
 */
const signedInPage = (page: PrefetchedPage, pagePaths: string[], file: string, title: string, feature: string, readsModule = `src/features/${feature}/index.ts`): SignedInPage => ({
  paths: pagePaths,
  file,
  title: documentTitle(title),
  modules: ['src/app/query-client.tsx', `src/features/${feature}/index.ts`],
  headerModules: signedInHeaderModules,
  readModules: ['src/app/prefetch-reads.ts', 'src/app/query-client.tsx', readsModule],
  role: prefetchedPageRoles[page],
  earlyReadsScript: earlyReadsScript(page),
});
/** The employee's pages read their account from the employee's shared module (prefetch-reads.ts). */
const employeeReads = 'src/features/employee/shared/first-reads.ts';

/**
 * The administration's sections are `?view=` of one path: the server picks the shell of the asked section
 * (`/account/admin?view=…` in the table), which paints its heading and skeleton and preloads its chunk. The
 * sections only a TECH administrator opens draw the TECH navigation, and no heading (a SITE administrator asking
 * one is shown companies), but in the TECH shells below.
 */
const adminSection = (view: AdminView, file: string, sectionModule: string, pagePaths = [paths.adminView(view)]): SignedInPage => ({
  ...signedInPage('admin', pagePaths, file, `${ADMIN_VIEW_LABELS[view]} – Administration`, 'admin'),
  sectionModules: [`src/features/admin/${sectionModule}`],
  view,
});

const employeeAndPsychologistPages: SignedInPage[] = [
  signedInPage('employeeBooking', [paths.employeeHome, paths.employeeBooking], 'employee-booking.html', 'Prendre rendez-vous', 'employee/booking', employeeReads),
  signedInPage('employeeConsultations', [paths.employeeConsultations], 'employee-consultations.html', 'Mes rendez-vous', 'employee/consultations', employeeReads),
  signedInPage('employeeProfile', [paths.employeeProfile], 'employee-profile.html', 'Mon compte', 'employee/profile', employeeReads),
  signedInPage('psyProfile', [paths.psyProfile], 'psy-profile.html', 'Mon compte', 'psychologist/profile'),
  signedInPage('psyCalendar', [paths.psyCalendar], 'psy-calendar.html', 'Mes rendez-vous', 'psychologist/calendar'),
  signedInPage('psyWorkingHours', [paths.psyWorkingHours], 'psy-working-hours.html', 'Plages de travail', 'psychologist/working-hours'),
];

const administrationSections: SignedInPage[] = [
  adminSection('companies', 'admin.html', 'companies/companies-view.tsx', [paths.admin, paths.adminView('companies')]),
  adminSection('psychologists', 'admin-psychologists.html', 'psychologists/psychologists-view.tsx'),
  adminSection('admins', 'admin-admins.html', 'admins/admins-view.tsx'),
  adminSection('super-admin', 'admin-super-admin.html', 'super-admin/super-admin-view.tsx'),
  adminSection('demo-requests', 'admin-demo-requests.html', 'demo-requests/demo-requests-list.tsx'),
  adminSection('audit', 'admin-audit.html', 'audit/audit-log-view.tsx'),
  adminSection('account', 'admin-account.html', 'account/account-view.tsx'),
];

/**
 * Every section once more as a TECH administrator's browser draws it: the server sends these to a browser whose
 * cookie says it last knew a TECH administrator (ADMIN_SHELL_COOKIE). The sections every administrator opens
 * then draw the TECH navigation (7 entries, not 5), which the TECH sections' own shells already draw; the TECH
 * sections draw their heading and sentence, which their own shells leave out.
 */
const techAdministrationShells: SignedInPage[] = administrationSections.map((page) => ({
  ...page,
  file: page.file.replace(/\.html$/, '-tech.html'),
  adminRole: 'TECH',
  tableKeys: page.paths.map(techAdminShellKey),
}));

export const preloadedPages: SignedInPage[] = [...employeeAndPsychologistPages, ...administrationSections, ...techAdministrationShells];

/** The routes without their loaders: the build reads nothing (the employee pages' loaders read the browser's storage). */
const withoutLoaders = (list: RouteObject[]): RouteObject[] =>
  list.map(({ loader: _loader, children, ...route }) => ({ ...route, ...(children ? { children: withoutLoaders(children) } : {}) }) as RouteObject);

/**
 * The shell's buttons do nothing until the app renders over it (it is not hydrated): they are shown disabled,
 * so a tap is not silently lost and a test waits for the running page's own. Marked, to be told from the
 * buttons the page itself disables.
 */
export const disableShellButtons = (html: string) => html.replace(/<button(?![^>]*\sdisabled="")/g, '<button disabled="" data-shell-disabled=""');

/**
 * A signed-in page's shell: the page rendered for a session of `role` that carries no one's name, with no
 * data, so it shows its heading and the skeleton of its loading state, the same elements the running page
 * draws while its data loads (nothing moves when they replace it). The header shows the account button's
 * placeholder (site-header.tsx).
 */
export async function renderShell(path: string, role: Role, adminRole?: AdminRole): Promise<string> {
  setServerSession({ token: '', login: '', role, firstConnexion: false, expiration: Number.MAX_SAFE_INTEGER });
  setServerAdminRoleHint(adminRole);
  try {
    const handler = createStaticHandler(withoutLoaders(routes));
    const context = await handler.query(new Request(new URL(path, 'http://localhost')));
    if (context instanceof Response) throw new Error(`${path} redirige : son squelette ne peut pas être prérendu.`);
    const router = createStaticRouter(handler.dataRoutes, context);
    return disableShellButtons(
      renderToString(
        <StrictMode>
          <Providers>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>,
      ),
    );
  } finally {
    setServerSession(null);
    setServerAdminRoleHint(undefined);
  }
}

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirige : il ne peut pas être prérendu.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No hydration data: the routes have no loaders, and the page's script policy allows no inline script.
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
