import type { FastifyInstance } from 'fastify';

/** The employee service, under /api/employee-service. Its routes are added by the employee issue. */
export async function employeeServiceRoutes(_app: FastifyInstance) {}
