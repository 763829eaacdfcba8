import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { METRICS_PATH, METRICS_TOKEN_REFUSED, type Metrics } from './metrics';

/** Hashed first, so the comparison takes as long whatever the length of what was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics on the main port, with METRICS_TOKEN only (decision 0068): `Authorization: Bearer
 * <token>`, compared in constant time. Outside /api like the form without script: no session, no
 * global per-client limit, and hidden from the API document, which describes the app's API only.
 */
export async function metricsRoutes(app: FastifyInstance, options: { token: string; metrics: Metrics }) {
  const expected = digest(options.token);
  app.get(METRICS_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(sent), expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ code: 'UNAUTHORIZED', message: METRICS_TOKEN_REFUSED });
    }
    return sendMetrics(options.metrics, request, reply);
  });
}

/** The registry's text, as Prometheus reads it. */
export async function sendMetrics(metrics: Metrics, _request: FastifyRequest, reply: FastifyReply) {
  const { registry } = metrics;
  const text = await registry.metrics();
  return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
}
