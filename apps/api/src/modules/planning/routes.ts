import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { planningLoadRequestSchema, planningUpdateRequestSchema, planningWeekResponseSchema } from '@parenthese/shared';
import { currentUser } from '../../plugins/auth';
import { createPlanningService } from './service';

// Roles are checked on request, before the body is read: a stranger learns nothing from validation.
export async function planningRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPlanningService(app);
  const doctorOnly = app.requireRole('DOCTOR');

  // The week containing startDate: its slots for the editor and its consultations for the calendar.
  api.post(
    '/planning/load',
    { onRequest: doctorOnly, schema: { tags: ['planning'], body: planningLoadRequestSchema, response: { 200: planningWeekResponseSchema } } },
    async (request) => service.loadWeek(currentUser(request).id, request.body.startDate),
  );

  api.put(
    '/planning/update/v2',
    { onRequest: doctorOnly, schema: { tags: ['planning'], body: planningUpdateRequestSchema, response: { 200: planningWeekResponseSchema } } },
    async (request) => service.updateWeek(currentUser(request).id, request.body),
  );
}
