import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error';

/** The API's bodies are at most two or three levels deep; anything past this is refused unread. */
export const MAX_JSON_DEPTH = 8;
export const TOO_DEEP = 'Les données envoyées sont trop imbriquées.';

/** Small bodies for the routes an anonymous caller reaches with credentials; a default for the rest. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
const SMALL_BODY_LIMIT = 4 * 1024;
const SMALL_BODY_ROUTES = ['/api/token/create', '/api/account/first/connection', '/api/account/password/reset/request', '/api/account/password/reset/confirm/:resetToken'];

/** The demonstration form answers an overlong message with its own French field error, not a 413. */
const LARGER_BODY_ROUTES: Record<string, number> = { '/api/contact/request': 256 * 1024 };

export type RouteTableEntry = { method: HTTPMethods; url: string; bodyLimit: number; hasBodySchema: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app as registered (HEAD twins left out): for tests that cover them all. */
    routeTable: RouteTableEntry[];
  }
}

/**
 * True as soon as arrays and objects nest deeper than `limit`: one pass over the text, counting
 * brackets outside strings, before JSON.parse builds anything.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) isInString = false;
    } else if (code === 0x22) {
      isInString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Request bodies are bounded before any work: a size limit per route (small where credentials are
 * sent), and JSON nested past MAX_JSON_DEPTH answers 400 before it is parsed or walked.
 */
export const requestLimitsPlugin = fp(async (app: FastifyInstance) => {
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route: RouteOptions) => {
    route.bodyLimit ??= SMALL_BODY_ROUTES.includes(route.url) ? SMALL_BODY_LIMIT : (LARGER_BODY_ROUTES[route.url] ?? DEFAULT_BODY_LIMIT);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routeTable.push({ method, url: route.url, bodyLimit: route.bodyLimit, hasBodySchema: Boolean(route.schema?.body) });
    }
  });

  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (isNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
});
