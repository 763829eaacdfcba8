import type { FastifyInstance } from 'fastify';

/** The super-admin mail view reads the real outbox here. */
export async function outboxRoutes(_app: FastifyInstance) {}
