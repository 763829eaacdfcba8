import { z } from 'zod';

/** The database the server runs on (PGlite embedded, or a PostgreSQL server). */
const databaseKindSchema = z.enum(['pglite', 'postgres']);

/** GET /api/health and GET /api/health/ready when the server can answer. */
export const healthSchema = z.object({ status: z.literal('ok'), database: databaseKindSchema });
export type Health = z.infer<typeof healthSchema>;

/** GET /api/health/ready when the database does not answer (503). */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable'), message: z.string() });
