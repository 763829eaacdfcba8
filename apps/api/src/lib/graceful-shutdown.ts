import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Beyond the grace period, what is left gets this long to close before the process ends anyway. */
const HARD_EXIT_MARGIN_MS = 5_000;

/**
 * Whether this process is stopping: its readiness check then answers 503, so a load balancer stops
 * sending it new clients while it finishes the requests it has (modules/health/routes.ts).
 */
export type Draining = { readonly isDraining: boolean; start(): void };

export function createDraining(): Draining {
  let isDraining = false;
  return {
    get isDraining() {
      return isDraining;
    },
    start() {
      isDraining = true;
    },
  };
}

/** How long idle keep-alive connections are left for their client to close, at most (half the grace if shorter). */
export const IDLE_CONNECTIONS_WAIT_MS = 5_000;

/**
 * A stop with nothing lost (SIGTERM, a deploy's restart):
 * 1. the process is marked draining (readiness 503, every answer carries « Connection: close ») and
 *    stops accepting connections; the job engine stops taking jobs and gives its running ones the grace,
 *    after which pg-boss hands them back to their queue;
 * 2. the connections already open are left to end by themselves: each closes after its next answer,
 *    and an idle one is closed by its client (a proxy's upstream keep-alive timeout). Closing an idle
 *    connection from here races the client's next request on it, which the client cannot tell from a
 *    failure: a proxy answers 502 for a POST it will not resend. Only those still idle after
 *    IDLE_CONNECTIONS_WAIT_MS are closed from here;
 * 3. past `graceSeconds`, what is still open is cut; then the app closes and the database pool last.
 * Answers whether everything finished within the grace.
 */
export async function shutDownGracefully(options: {
  app: FastifyInstance;
  draining: Draining;
  /** The job engine (jobs/job-engine.ts), by its shape: lib/ imports nothing else of the API. */
  jobs: { stop(options: { timeoutMs: number }): Promise<unknown> };
  closeDatabase: () => Promise<void>;
  graceSeconds: number;
}): Promise<boolean> {
  const { app, draining, jobs, closeDatabase, graceSeconds } = options;
  const graceMs = graceSeconds * 1000;
  draining.start();
  const jobsStopped = jobs.stop({ timeoutMs: graceMs });
  let isWithinGrace = true;
  const timers = [
    setTimeout(() => app.server.closeIdleConnections(), Math.min(IDLE_CONNECTIONS_WAIT_MS, graceMs / 2)),
    setTimeout(() => {
      isWithinGrace = false;
      app.log.warn({ graceSeconds }, 'arrêt : délai de grâce dépassé, les connexions restantes sont coupées');
      app.server.closeAllConnections();
    }, graceMs),
  ];
  try {
    if (app.server.listening) {
      // net.Server's own close: stops accepting and calls back once every connection has ended. http.Server's
      // close (what app.close calls) would also close the idle ones at once, racing their clients (see 2.).
      await new Promise<void>((resolve) => net.Server.prototype.close.call(app.server, () => resolve()));
    }
    // The server is closed by now (Fastify accepts that): its onClose hooks run, the engine's stop among them.
    await Promise.all([jobsStopped, app.close()]);
  } finally {
    for (const timer of timers) clearTimeout(timer);
  }
  await closeDatabase();
  return isWithinGrace;
}

/** The last resort if closing itself hangs (a stuck database): the process ends anyway. */
export function exitAfterGrace(graceSeconds: number, exit: (code: number) => void = process.exit) {
  setTimeout(() => exit(1), graceSeconds * 1000 + HARD_EXIT_MARGIN_MS).unref();
}
