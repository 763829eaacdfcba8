import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite's build puts content-hashed files here: a new build gives them new names. */
export const HASHED_ASSETS_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * API answers (tokens, consultation subjects) are never stored by a browser or a proxy. The web app's
 * pages are revalidated each time, so a deployment is seen at once; its hashed assets are kept a year.
 */
export const cacheControlPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
});

/**
 * For @fastify/static's setHeaders: immutable hashed assets, every other file revalidated. Files may be
 * sent brotli- or gzip-encoded (preCompressed), so caches must key them on Accept-Encoding.
 */
export function staticCacheControl(response: { setHeader: (name: string, value: string) => unknown }, filePath: string, root: string) {
  const relative = filePath.slice(root.length).replaceAll('\\', '/');
  const isHashed = relative.startsWith(HASHED_ASSETS_PREFIX) || relative.startsWith(HASHED_ASSETS_PREFIX.slice(1));
  response.setHeader('cache-control', isHashed ? IMMUTABLE : 'no-cache');
  response.setHeader('vary', 'accept-encoding');
}
