import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import { METRICS_PATH, type Metrics } from './metrics';

/**
 * A server of its own for GET /metrics, without token, bound to 127.0.0.1 so that only the host (or a
 * scraper beside it) reaches it (decision 0068). `metrics` answers the text; a failure answers 500 in French.
 */
export async function listenForMetrics(port: number, metrics: { text: () => Promise<string>; contentType: string }, onError: (error: unknown) => void): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 'NOT_FOUND', message: 'Ressource introuvable.' }));
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ code: 'INTERNAL', message: 'Les métriques sont momentanément indisponibles.' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

/**
 * METRICS_PORT for one app: opened when the app listens, closed with it. In a cluster's server process
 * the port is the primary's, which sums every process's figures (cluster-primary.ts): this process only
 * answers the primary's requests for its own, over IPC (prom-client's AggregatorRegistry).
 */
export function serveMetricsOnPort(app: FastifyInstance, metrics: Metrics, port: number) {
  if (cluster.isWorker) {
    // Constructing one is what makes this process answer the primary's requests.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([metrics.registry]);
    return;
  }
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = await listenForMetrics(port, { text: () => metrics.registry.metrics(), contentType: metrics.registry.contentType }, (error) => app.log.warn({ err: error }, 'metrics collection failed'));
  });
  app.addHook('onClose', async () => {
    const listening = server;
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
}
