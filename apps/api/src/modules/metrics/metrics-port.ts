import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { METRICS_PATH } from './metrics';

/**
 * METRICS_PORT (decision 0068): GET /metrics without token on a server of its own, bound to 127.0.0.1
 * so that only the host (or a scraper beside it) reaches it. Opened when the app listens, closed with it.
 */
export function serveMetricsOnPort(app: FastifyInstance, port: number) {
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== METRICS_PATH) {
        response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Ressource introuvable.' }));
        return;
      }
      app.metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': app.metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics collection failed');
          response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'Les métriques sont momentanément indisponibles.' }));
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    const listening = server;
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
}
