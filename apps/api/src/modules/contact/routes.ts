import type { FastifyInstance } from 'fastify';

/** Routes of this area are added by its issue. */
export async function contactRoutes(_app: FastifyInstance) {}
