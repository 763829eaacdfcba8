import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SHELL_COOKIE, techAdminShellKey } from '@parenthese/shared';
import { GLOBAL_API_LIMIT_PER_MINUTE } from '../app';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { createWebDist } from '../../test/support/web-dist';

let testApp: TestApp;
let webDist: ReturnType<typeof createWebDist>;
beforeAll(async () => {
  // What apps/web/build/precompress.ts writes beside a large enough file.
  const script = `console.log(${JSON.stringify('Parenthèse '.repeat(200))});`;
  // What apps/web/build/prerender.ts writes: the public pages' HTML and the path → file table.
  const landing = `<!doctype html><div id="root"><h1>Une parenthèse pour parler</h1>${'<p>Parenthèse</p>'.repeat(100)}</div>`;
  webDist = createWebDist({
    'assets/entry-7d1e2f3a.js': script,
    'assets/entry-7d1e2f3a.js.br': brotliCompressSync(script),
    'assets/entry-7d1e2f3a.js.gz': gzipSync(script),
    'prerendered/index.html': landing,
    'prerendered/index.html.br': brotliCompressSync(landing),
    'prerendered/contact.html': '<!doctype html><div id="root"><h1>Demander une démonstration</h1></div>',
    // A signed-in page's shell (issue 27): the header and the page's loading state, for no one.
    'prerendered/admin.html': '<!doctype html><div id="root" data-signed-in-shell><h1>Administration</h1></div>',
    'prerendered/admin-audit.html': '<!doctype html><div id="root" data-signed-in-shell><h1>Administration</h1><p>audit</p></div>',
    // The same section with the TECH administrators' navigation.
    'prerendered/admin-tech.html': '<!doctype html><div id="root" data-signed-in-shell><h1>Administration</h1><nav>TECH</nav></div>',
    'prerendered/psy-calendar.html': '<!doctype html><div id="root" data-signed-in-shell><h1>Mes Rendez-vous</h1></div>',
    'prerendered/pages.json': JSON.stringify({
      '/': 'prerendered/index.html',
      '/index': 'prerendered/index.html',
      '/contact': 'prerendered/contact.html',
      '/account/admin': 'prerendered/admin.html',
      '/account/admin?view=audit': 'prerendered/admin-audit.html',
      [techAdminShellKey('/account/admin')]: 'prerendered/admin-tech.html',
      '/account/psy/calendar': 'prerendered/psy-calendar.html',
    }),
  });
  testApp = await createTestApp({ webDistDir: webDist.dir });
});
afterAll(async () => {
  await testApp.close();
  webDist.remove();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('Cache-Control', () => {
  it('is no-store on API answers, sign-in included', async () => {
    expect((await get('/api/health')).headers['cache-control']).toBe('no-store');
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: 'x@y.fr', password: 'x' } });
    expect(signIn.headers['cache-control']).toBe('no-store');
    expect((await get('/api/inconnu')).headers['cache-control']).toBe('no-store');
  });

  it('is no-cache on index.html and the single-page app routes, immutable for a year on hashed assets', async () => {
    for (const url of ['/', '/contact', '/account/employee/appointments', '/index.html', '/favicon.svg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await get('/assets/index-3f9a1c2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('Prerendered public pages', () => {
  it('are sent for their exact paths, query strings aside; every other page gets the empty index.html', async () => {
    expect((await get('/')).payload).toContain('Une parenthèse pour parler');
    expect((await get('/index')).payload).toContain('Une parenthèse pour parler');
    expect((await get('/contact?source=mail')).payload).toContain('Demander une démonstration');
    for (const url of ['/account/employee/profile', '/Contact/', '/reset-password/abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.payload, url).toBe('<!doctype html><title>Parenthèse</title>');
    }
  });

  it('leave an address no page has to a 404 with the app, whose router shows its not-found page (not a 200)', async () => {
    for (const url of ['/nulle-part', '/contact/autre', '/account/employee/inconnu', '/login?next=/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.payload, url).toBe('<!doctype html><title>Parenthèse</title>');
    }
    const unknownApiCall = await get('/api/nulle-part');
    expect([unknownApiCall.statusCode, unknownApiCall.json()]).toEqual([404, { code: 'NOT_FOUND', message: 'Ressource introuvable.' }]);
  });

  it("send a signed-in page's shell for its path, and the asked section's where it has one of its own", async () => {
    for (const url of ['/account/admin', '/account/admin?view=companies&company=abc', '/account/admin?view=inconnue', '/account/admin?search=audit']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.payload, url).toBe('<!doctype html><div id="root" data-signed-in-shell><h1>Administration</h1></div>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    for (const url of ['/account/admin?view=audit', '/account/admin?page=2&view=audit']) {
      const response = await get(url);
      expect([response.statusCode, response.headers['cache-control']], url).toEqual([200, 'no-cache']);
      expect(response.payload, url).toContain('<p>audit</p>');
    }
    expect((await get('/account/psy/calendar')).payload).toContain('Mes Rendez-vous');
    // A psychologist's billing page, under the same prefix, is not the administration's shell.
    expect((await get('/account/admin/3f1c')).payload).toBe('<!doctype html><title>Parenthèse</title>');
  });

  it("send a TECH administrator's browser the shell with their navigation, where the section has one, and say the page varies with the cookie", async () => {
    const asTech = (url: string, cookie = `${ADMIN_SHELL_COOKIE}=TECH`) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });
    for (const url of ['/account/admin', '/account/admin?view=inconnue']) {
      const response = await asTech(url);
      expect([response.statusCode, response.payload], url).toEqual([200, '<!doctype html><div id="root" data-signed-in-shell><h1>Administration</h1><nav>TECH</nav></div>']);
      expect(response.headers.vary, url).toMatch(/cookie/i);
    }
    // Any other value is no hint; a section without a TECH shell keeps its own; other pages do not vary.
    expect((await asTech('/account/admin', `${ADMIN_SHELL_COOKIE}=SITE`)).payload).not.toContain('<nav>TECH</nav>');
    expect((await get('/account/admin')).headers.vary ?? '').toMatch(/cookie/i);
    expect((await asTech('/account/admin?view=audit')).payload).toContain('<p>audit</p>');
    expect((await asTech('/account/psy/calendar')).headers.vary ?? '').not.toMatch(/cookie/i);
  });

  it('are sent brotli-compressed when the browser accepts it, and revalidated each time', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('Pre-compressed files', () => {
  const getEncoded = (url: string, acceptEncoding?: string) => testApp.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli file to a browser that accepts it, gzip otherwise, and the plain file to others', async () => {
    const brotli = await getEncoded('/assets/entry-7d1e2f3a.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(500);

    const gzip = await getEncoded('/assets/entry-7d1e2f3a.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const page = await getEncoded('/account/employee/appointments', 'br');
    expect(page.headers['content-type']).toMatch(/html/);
    expect(page.headers.vary).toMatch(/accept-encoding/i);

    const plain = await getEncoded('/assets/entry-7d1e2f3a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toContain('Parenthèse Parenthèse');
  });
});

describe('the global per-client limit', () => {
  it("leaves the web app's files out: a client past the API's limit still loads every page", async () => {
    const statuses = new Set<number>();
    for (let index = 0; index <= GLOBAL_API_LIMIT_PER_MINUTE; index += 1) statuses.add((await get('/assets/index-3f9a1c2b.js')).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});
