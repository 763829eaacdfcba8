import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseConnection, Executor } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';
import { countUnsentMails, oldestUnsentMailAgeSeconds } from '../outbox/repository';

/** What a sign-in attempt came to: the only values of the `outcome` label. */
export const SIGN_IN_OUTCOMES = ['success', 'second_factor_required', 'wrong_credentials', 'locked', 'temporary_password_expired', 'throttled'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** Where Prometheus looks by default. */
export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_REFUSED = 'Jeton des métriques manquant ou invalide.';

/** The route label of a request no route matched (404): never its path. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The method label's values; anything else reads `other`. */
export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The app's Prometheus metrics (decision 0068), in a registry of its own: tests build many apps in one
 * process, and the global registry would mix their counts (and refuse a metric registered twice).
 * The counters are always there (an increment is cheap); `serve()` adds what is read at scrape time
 * and Node's default metrics, only where /metrics is served.
 */
export function createMetrics() {
  const registry = new Registry();
  const bookings = new Counter({ name: 'parenthese_bookings_total', help: 'Consultations réservées', registers: [registry] });
  const cancellations = new Counter({ name: 'parenthese_cancellations_total', help: 'Consultations annulées par le salarié', registers: [registry] });
  const moves = new Counter({ name: 'parenthese_moves_total', help: 'Rendez-vous déplacés par le salarié', registers: [registry] });
  const signIns = new Counter({ name: 'parenthese_sign_ins_total', help: 'Tentatives de connexion par issue', labelNames: ['outcome'] as const, registers: [registry] });
  // Every outcome reads 0 before its first attempt, so a rate over it exists from the start.
  for (const outcome of SIGN_IN_OUTCOMES) signIns.inc({ outcome }, 0);
  let isServed = false;

  return {
    registry,
    booked: () => bookings.inc(),
    cancelled: () => cancellations.inc(),
    moved: () => moves.inc(),
    signIn: (outcome: SignInOutcome) => signIns.inc({ outcome }),

    /**
     * Adds the request metrics (returned: the app's onResponse hook feeds them), the figures read at each
     * scrape (job queues, outbox, pool) and Node's defaults (event-loop lag among them). Once per app.
     */
    serve(sources: { db: Executor; jobs: Pick<JobEngine, 'queueFigures'>; poolUsage: DatabaseConnection['poolUsage'] }) {
      if (isServed) throw new Error('Les métriques sont déjà servies.');
      isServed = true;
      collectDefaultMetrics({ register: registry });
      const labelNames = ['method', 'route', 'status'] as const;
      // The histogram's _count series is the request count: no counter beside it, which would double the
      // per-request cost (prom-client hashes the labels at each call; bench/metrics-cost.mjs).
      const durations = new Histogram({
        name: 'parenthese_http_request_duration_seconds',
        help: 'Durée des requêtes HTTP par méthode, modèle de route et statut',
        labelNames,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      });

      // Read from the database at each scrape: every process of a cluster reads the same figure, so the
      // primary's aggregation (cluster-primary.ts) keeps one ('first') where it sums the rest.
      new Gauge({
        name: 'parenthese_job_queue_depth',
        aggregator: 'first',
        help: 'Travaux en attente (à faire ou à réessayer) par file',
        labelNames: ['job'] as const,
        registers: [registry],
        async collect() {
          this.reset();
          for (const queue of await sources.jobs.queueFigures()) this.set({ job: queue.name }, queue.waiting);
        },
      });
      new Gauge({
        name: 'parenthese_job_failed',
        aggregator: 'first',
        help: 'Travaux en échec définitif (plus de nouvel essai) par file',
        labelNames: ['job'] as const,
        registers: [registry],
        async collect() {
          this.reset();
          for (const queue of await sources.jobs.queueFigures()) this.set({ job: queue.name }, queue.failed);
        },
      });
      new Gauge({
        name: 'parenthese_outbox_pending',
        aggregator: 'first',
        help: 'Mails en attente d’envoi (enregistrés ou à envoyer)',
        registers: [registry],
        async collect() {
          this.set((await countUnsentMails(sources.db)).waiting);
        },
      });
      new Gauge({
        name: 'parenthese_outbox_failed',
        aggregator: 'first',
        help: 'Mails en échec définitif',
        registers: [registry],
        async collect() {
          this.set((await countUnsentMails(sources.db)).failed);
        },
      });
      new Gauge({
        name: 'parenthese_outbox_oldest_pending_age_seconds',
        aggregator: 'first',
        help: 'Âge du plus ancien mail en attente (secondes), 0 sans mail en attente',
        registers: [registry],
        async collect() {
          this.set(await oldestUnsentMailAgeSeconds(sources.db));
        },
      });
      const { poolUsage } = sources;
      // PGlite has one connection and no pool: nothing meaningful to report, so no pool metric at all.
      if (poolUsage) {
        new Gauge({
          name: 'parenthese_db_pool_in_use',
          help: 'Connexions PostgreSQL prêtées',
          registers: [registry],
          collect() {
            this.set(poolUsage().inUse);
          },
        });
        new Gauge({
          name: 'parenthese_db_pool_waiting',
          help: 'Demandes en attente d’une connexion PostgreSQL',
          registers: [registry],
          collect() {
            this.set(poolUsage().waiting);
          },
        });
      }

      return {
        /** One answered request: its route pattern (never its path), method and status. */
        observeRequest(request: { method: string; route: string | undefined; status: number; seconds: number }) {
          const labels = {
            method: (HTTP_METHODS as readonly string[]).includes(request.method) ? request.method : 'other',
            route: request.route ?? UNMATCHED_ROUTE,
            status: String(request.status),
          };
          durations.observe(labels, request.seconds);
        },
      };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
