import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../plugins/route-declaration';
import { healthSchema, healthUnavailableSchema } from '@parenthese/shared';
import { sql } from 'drizzle-orm';
import { DATABASE_UNAVAILABLE } from '../../lib/database-faults';
import type { ServicesOption } from '../services';

/** How long the readiness check waits for the database before calling it down. */
export const READY_CHECK_TIMEOUT_MS = 2000;
/** Readiness's message while the process stops (a deploy): the load balancer sends the client elsewhere. */
export const SERVER_STOPPING = 'Le serveur s’arrête ; réessayez dans un instant.';

/**
 * /api/health says the process is alive (it never touches the database, so a database outage does
 * not get the process restarted); /api/health/ready says whether it can serve, for load balancers:
 * not while the database is unreachable, nor while the process stops.
 */
export async function healthRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['health'], access: 'public' });
  api.get('/health', route('getHealth', 'Le processus répond', { isDatabaseFree: true, response: healthSchema }), async () => ({
    status: 'ok' as const,
    database: services.databaseKind,
  }));

  api.get(
    '/health/ready',
    route('getReadiness', 'Le serveur peut répondre (base de données joignable)', { response: { 200: healthSchema, 503: healthUnavailableSchema } }),
    async (_request, reply) => {
      // A stopping process finishes its requests but takes no new clients (lib/graceful-shutdown.ts).
      if (services.draining.isDraining)
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable' as const, message: SERVER_STOPPING });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database ready check timed out')), READY_CHECK_TIMEOUT_MS);
      });
      try {
        await Promise.race([services.db.execute(sql`select 1`), timeout]);
        return { status: 'ok' as const, database: services.databaseKind };
      } catch {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable' as const, message: DATABASE_UNAVAILABLE });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
