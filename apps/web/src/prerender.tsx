// Server entry of the build's prerendering (build/prerender.ts): renders a public page to HTML, as a
// signed-out visitor sees it before any script runs. The browser then hydrates it (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { paths } from '@parenthese/shared';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { documentTitle } from './components/ui/page-container';

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
];

/** What the header of a signed-in page loads besides its route: the account button (not its dropdown). */
const signedInHeaderModules = ['src/app/layout/account-menu-launcher.tsx'];

/**
 * The signed-in pages cannot be prerendered (their content is the user's): their HTML is the empty app
 * with their route chunks preloaded, so the browser fetches those beside the entry instead of after it.
 */
export const preloadedPages = [
  {
    paths: [paths.employeeHome, paths.employeeBooking],
    file: 'employee-booking.html',
    title: documentTitle('Prendre rendez-vous'),
    modules: ['src/app/query-client.tsx', 'src/features/employee/booking/index.ts'],
    headerModules: signedInHeaderModules,
  },
  {
    paths: [paths.employeeAppointments],
    file: 'employee-appointments.html',
    title: documentTitle('Mes rendez-vous'),
    modules: ['src/app/query-client.tsx', 'src/features/employee/appointments/index.ts'],
    headerModules: signedInHeaderModules,
  },
  {
    paths: [paths.employeeProfile],
    file: 'employee-profile.html',
    title: documentTitle('Mon compte'),
    modules: ['src/app/query-client.tsx', 'src/features/employee/profile/index.ts'],
    headerModules: signedInHeaderModules,
  },
];

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
