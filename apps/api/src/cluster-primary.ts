import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { listenForMetrics } from './modules/metrics/metrics-port';

/** More unexpected exits than this within a minute: the servers cannot start, so the primary stops. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * The primary process of the API's cluster (docs/decisions/0012-api-cluster-and-rate-limits.md): it
 * serves nothing itself. It holds the rate limit counters the workers share (they ask over IPC),
 * starts `workers` server processes sharing the port, starts a new one when one dies, and on SIGTERM
 * or SIGINT passes the signal on and waits for every worker to finish its requests.
 */
export function runClusterPrimary(options: { workers: number; shutdownGraceSeconds: number; metricsPort: number | undefined; onListening: () => void }) {
  new RateLimiterClusterMaster();
  if (options.metricsPort) {
    // METRICS_PORT answers for the whole cluster: each process's figures, asked over IPC, summed (the
    // database-read gauges kept once). Every process shares the main port, so /metrics there with
    // METRICS_TOKEN would answer whichever process took the connection.
    const aggregator = new AggregatorRegistry();
    void listenForMetrics(options.metricsPort, { text: () => aggregator.clusterMetrics(), contentType: aggregator.contentType }, (error) =>
      console.warn(`Métriques du groupe de processus indisponibles : ${error instanceof Error ? error.message : String(error)}`),
    ).catch((error: unknown) => {
      console.error(`METRICS_PORT ${options.metricsPort} : ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
  }
  let isStopping = false;
  let listening = 0;
  const recentExits: number[] = [];

  for (let index = 0; index < options.workers; index += 1) cluster.fork();
  cluster.on('listening', () => {
    listening += 1;
    if (listening === options.workers) options.onListening();
  });
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (isStopping) return;
    const now = Date.now();
    recentExits.push(now);
    while (recentExits[0] < now - 60_000) recentExits.shift();
    if (recentExits.length > MAX_RESTARTS_PER_MINUTE) {
      console.error('Les processus serveur s’arrêtent les uns après les autres : arrêt.');
      process.exit(1);
    }
    console.warn(`Processus serveur ${worker.process.pid} arrêté (${signal ?? code}) : un autre le remplace.`);
    // A moment later: a signal sent to the whole process group reaches the primary too.
    setTimeout(() => {
      if (!isStopping) cluster.fork();
    }, 500);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    let running = workers.length;
    if (running === 0) process.exit(0);
    for (const worker of workers) {
      worker.on('exit', () => {
        running -= 1;
        if (running === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
    // A worker stuck in its shutdown does not keep the port forever (each ends itself after its grace).
    setTimeout(() => process.exit(1), (options.shutdownGraceSeconds + 10) * 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
