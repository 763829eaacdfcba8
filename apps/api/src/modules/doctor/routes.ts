import type { FastifyInstance } from 'fastify';

/** Routes of this area are added by its issue. */
export async function doctorRoutes(_app: FastifyInstance) {}
