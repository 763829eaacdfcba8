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

/**
 * A stop with nothing lost (SIGTERM, a deploy's restart): the process is marked draining; it stops
 * accepting connections and finishes the requests in flight, each answered with « Connection: close »
 * (Fastify does that while closing) so that keep-alive clients such as a proxy move to another instance;
 * meanwhile the job engine stops taking jobs and gives its running ones the same grace, after which
 * pg-boss hands them back to their queue. Past `graceSeconds`, the connections still open are cut.
 * Then the database pool closes. Answers whether everything finished within the grace.
 */
export async function shutDownGracefully(options: { app: FastifyInstance; closeDatabase: () => Promise<void>; graceSeconds: number }): Promise<boolean> {
  const { app, closeDatabase, graceSeconds } = options;
  const graceMs = graceSeconds * 1000;
  app.draining.start();
  let isWithinGrace = true;
  const cutConnections = setTimeout(() => {
    isWithinGrace = false;
    app.log.warn({ graceSeconds }, 'arrêt : délai de grâce dépassé, les connexions restantes sont coupées');
    app.server.closeAllConnections();
  }, graceMs);
  cutConnections.unref();
  try {
    // Started now rather than after the last request (app.close runs it in its onClose hook again, which
    // then waits for this same stop): a long job gets the whole grace, not what the requests left of it.
    await Promise.all([app.jobs.stop({ timeoutMs: graceMs }), app.close()]);
  } finally {
    clearTimeout(cutConnections);
  }
  await closeDatabase();
  return isWithinGrace;
}

/** The last resort if closing itself hangs (a stuck database): the process ends anyway. */
export function exitAfterGrace(graceSeconds: number, exit: (code: number) => void = process.exit) {
  setTimeout(() => exit(1), graceSeconds * 1000 + HARD_EXIT_MARGIN_MS).unref();
}
