import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paths, routePatterns } from '@parenthese/shared';
import { calendarFeeds } from './db/schema';
import { hashFeedToken } from './modules/calendar/service';
import { createAdmin, createPsychologist, createEmployee } from '../test/support/factories';
import { FIELD_NAMES, malformedRequest, type Principal } from '../test/fuzz/malformed-requests';
import { bearerFor } from '../test/support/consultations';
import { createTestApp, type TestApp } from '../test/support/test-app';
import { createWebDist } from '../test/support/web-dist';

/**
 * No log line carries a secret a request brings (docs/architecture.md: requests are logged by route pattern, never by their path):
 * every API route, every page of the web app and unknown paths are requested with one recognisable
 * token in the path, the query, the body and the authorization header, and the whole log is searched for it.
 */
const TOKEN = 'SECRET-7f3a9c2e51b84d06';
/** The token's distinctive part, in case something logs a piece of it. */
const TOKEN_CORE = '7f3a9c2e51b84d06';

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let webDist: ReturnType<typeof createWebDist>;
let testApp: TestApp;
let principals: Principal[];
beforeAll(async () => {
  // A small built web app, so pages really go through the fallback that serves index.html.
  webDist = createWebDist({ 'prerendered/contact.html': '<!doctype html><title>Contact</title>', 'prerendered/pages.json': JSON.stringify({ [paths.contact]: 'prerendered/contact.html' }) });
  testApp = await createTestApp({ logLevel: 'info', webDistDir: webDist.dir }, { logDestination: capture });
  const { db } = testApp;
  principals = [
    { name: 'anonyme', authorization: undefined },
    { name: 'le jeton en bearer', authorization: `Bearer ${TOKEN}` },
    { name: 'salarié', authorization: await bearerFor(testApp, await createEmployee(db)) },
    { name: 'psychologue', authorization: await bearerFor(testApp, await createPsychologist(db)) },
    { name: 'admin TECH', authorization: await bearerFor(testApp, await createAdmin(db)) },
  ];
});
afterAll(async () => {
  await testApp?.close();
  webDist?.remove();
});

/** Sends a request and returns what the log says its url was (every line of it naming one). */
async function loggedUrls(request: InjectOptions): Promise<string[]> {
  const first = lines.length;
  await testApp.app.inject(request);
  await testApp.services.deferredWork.idle();
  return lines
    .slice(first)
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url === undefined ? [] : [entry.req.url]));
}

let testStart = 0;
beforeEach(() => {
  testStart = lines.length;
});

/** Every line logged by the current test that carries the token, shortened for the failure message. */
function leaks(): string[] {
  return lines
    .slice(testStart)
    .filter((line) => line.includes(TOKEN_CORE))
    .map((line) => line.slice(0, 300));
}

const withParameters = (pattern: string) => pattern.replace(/:\w+/g, TOKEN);
const QUERY = `?token=${TOKEN}&search=${TOKEN}&view=${TOKEN}`;
/** A write body with the token in every field the contracts know, and in a field they don't. */
const BODY = Object.fromEntries([...FIELD_NAMES.filter((name) => !name.startsWith('_') && name !== 'constructor' && name !== 'prototype'), 'unknown'].map((name) => [name, TOKEN]));

describe('no secret in any log line', () => {
  it('logs the reset page by its pattern, not by its token (the page the security test caught)', async () => {
    expect(await loggedUrls({ method: 'GET', url: paths.resetPassword(TOKEN) })).toEqual([routePatterns.resetPassword]);
    expect(leaks()).toEqual([]);
  });

  it('logs a working calendar feed address by its pattern, not by its token', async () => {
    // A well-formed feed token carrying the recognisable part, so the feed is really read and answered.
    const feedToken = `${TOKEN_CORE}${'x'.repeat(43 - TOKEN_CORE.length)}`;
    await testApp.db.insert(calendarFeeds).values({ doctorId: (await createPsychologist(testApp.db)).id, tokenHash: hashFeedToken(feedToken) });
    const first = lines.length;
    expect(await loggedUrls({ method: 'GET', url: `/api/calendar/${feedToken}.ics${QUERY}` })).toEqual(['/api/calendar/:token.ics']);
    expect(lines.slice(first).some((line) => line.includes('"statusCode":200'))).toBe(true);
    expect(leaks()).toEqual([]);
  });

  it('logs every API route by its pattern, whoever calls it, with the token in path, query and body', async () => {
    const routes = testApp.app.routeAccessTable;
    expect(routes.length).toBeGreaterThan(25);
    for (const { method, url } of routes) {
      const hasBody = method !== 'GET' && method !== 'DELETE';
      for (const principal of principals) {
        const logged = await loggedUrls({
          method: method as 'GET',
          url: `${withParameters(url)}${QUERY}`,
          headers: principal.authorization ? { authorization: principal.authorization } : {},
          ...(hasBody ? { payload: BODY } : {}),
        });
        expect(logged, `${principal.name} ${method} ${url}`).toEqual([url]);
      }
    }
    expect(leaks()).toEqual([]);
  });

  it('logs every page of the web app by its own path or its pattern', async () => {
    const pages: [string, string][] = [
      ...Object.values(paths).flatMap((page): [string, string][] => (typeof page === 'string' ? [[page, page]] : [])),
      ...Object.values(routePatterns).map((pattern): [string, string] => [withParameters(pattern), pattern]),
    ];
    expect(pages.map(([, pattern]) => pattern)).toContain('/reset-password/:resetToken');
    for (const [page, pattern] of pages) {
      for (const url of [page, `${page}${QUERY}`, ...(page === '/' ? [] : [`${page}/`])]) {
        expect(await loggedUrls({ method: 'GET', url }), url).toEqual([pattern]);
      }
    }
    // Builders that take a value (the admin view) put it in the query string, which is never logged.
    for (const build of Object.values(paths)) {
      if (typeof build === 'function') await loggedUrls({ method: 'GET', url: (build as (value: string) => string)(TOKEN) });
    }
    // A page's address asked with another method is answered 404, still logged by the page's pattern.
    expect(await loggedUrls({ method: 'POST', url: paths.resetPassword(TOKEN), payload: BODY })).toEqual([routePatterns.resetPassword]);
    expect(leaks()).toEqual([]);
  });

  it('logs the web app’s real files by their path', async () => {
    expect(await loggedUrls({ method: 'GET', url: `/assets/index-3f9a1c2b.js${QUERY}` })).toEqual(['/assets/index-3f9a1c2b.js']);
    expect(await loggedUrls({ method: 'GET', url: '/favicon.svg' })).toEqual(['/favicon.svg']);
  });

  it('logs an unknown path by its first segment when the app knows that segment, otherwise as /*', async () => {
    const expected: Record<string, string> = {
      [`/api/${TOKEN}`]: '/api/*',
      [`/api/unknown/${TOKEN}`]: '/api/*',
      [`/api/account/password/reset/confirm/${TOKEN}/again`]: '/api/*',
      [`/api/employee-service/${TOKEN}/a/b${QUERY}`]: '/api/*',
      [`/${TOKEN}`]: '/*',
      [`/${TOKEN}/a`]: '/*',
      [`/unknown-thing/${TOKEN}`]: '/*',
      [`/reset-password/${TOKEN}/again`]: '/reset-password/*',
      [`/reset-password%2F${TOKEN}`]: '/*',
      [`/account/${TOKEN}/a/b`]: '/account/*',
      [`/account/admin/${TOKEN}/billing`]: '/account/*',
      [`/assets/${TOKEN}.js`]: '/assets/*',
      [`//${TOKEN}`]: '/*',
      [`/a/b/c/${TOKEN}`]: '/*',
    };
    for (const [url, pattern] of Object.entries(expected)) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const logged = await loggedUrls({ method, url, ...(method === 'POST' ? { payload: BODY } : {}) });
        expect(logged, `${method} ${url}`).toEqual([pattern]);
      }
    }
    // Malformed escapes in the path are refused by the router: nothing of them is logged either.
    for (const url of [`/reset-password/${TOKEN}%E0%A4%A`, `/api/account/password/reset/confirm/${TOKEN}%ff`, `/${TOKEN}%`]) {
      await loggedUrls({ method: 'GET', url });
    }
    expect(leaks()).toEqual([]);
  });

  it('keeps the token out of the log under the fuzz suite’s hostile requests', async () => {
    let sent = 0;
    for (const route of testApp.app.routeTable.filter((entry) => entry.url.startsWith('/api/') && !entry.url.startsWith('/api/docs'))) {
      const requests = fc.sample(malformedRequest(route, principals, [TOKEN]), { numRuns: 8, seed: 20_261_122 });
      for (const request of requests) {
        await loggedUrls({ ...request, url: `${String(request.url)}${String(request.url).includes('?') ? '&' : '?'}token=${TOKEN}`, payload: withToken(request.payload) });
        sent += 1;
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(leaks()).toEqual([]);
  });

  it('logged every request it sent, and never a bearer token', () => {
    testStart = 0;
    expect(leaks()).toEqual([]);
    const incoming = lines.filter((line) => line.includes('"msg":"incoming request"')).length;
    expect(incoming).toBeGreaterThan(500);
    expect(lines.join('')).not.toMatch(/Bearer /);
  });
});

/** The fuzz body with the token in it: as a field of an object, otherwise in front of the text. */
function withToken(payload: InjectOptions['payload']): InjectOptions['payload'] {
  if (typeof payload !== 'string') return payload;
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return JSON.stringify({ ...parsed, subject: TOKEN, password: TOKEN, message: TOKEN });
  } catch {
    // Broken JSON stays broken, now carrying the token.
  }
  return `${TOKEN}${payload}`;
}
