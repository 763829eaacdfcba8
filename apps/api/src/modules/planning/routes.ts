import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  planningCopyWeekRequestSchema,
  planningCopyWeekResponseSchema,
  planningLoadRequestSchema,
  planningUpdateRequestSchema,
  planningWeekResponseSchema,
  standingWeekResponseSchema,
  standingWeekUpdateRequestSchema,
  standingWeekUpdateResponseSchema,
} from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { createPlanningService } from './service';
import { createStandingWeekService } from './standing-week-service';

export async function planningRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPlanningService(app);
  const standingWeek = createStandingWeekService(app);
  const config = { access: onlyRoles('DOCTOR') };

  // The week containing startDate: its slots for the editor and its consultations for the calendar.
  api.post('/planning/load', { config, schema: { tags: ['planning'], body: planningLoadRequestSchema, response: { 200: planningWeekResponseSchema } } }, async (request) =>
    service.loadWeek(currentUser(request).id, request.body.startDate),
  );

  api.put('/planning/update/v2', { config, schema: { tags: ['planning'], body: planningUpdateRequestSchema, response: { 200: planningWeekResponseSchema } } }, async (request) =>
    service.updateWeek(currentUser(request).id, request.body),
  );

  // 'Appliquer à plusieurs semaines': the displayed week's hours into the following weeks, one transaction.
  api.post('/planning/copy-week', { config, schema: { tags: ['planning'], body: planningCopyWeekRequestSchema, response: { 200: planningCopyWeekResponseSchema } } }, async (request) =>
    service.copyWeek(currentUser(request).id, request.body),
  );

  // « Semaine type »: the weekly pattern kept published ahead by the nightly job (decision 0065).
  api.get('/planning/standing-week', { config, schema: { tags: ['planning'], response: { 200: standingWeekResponseSchema } } }, async (request) => standingWeek.get(currentUser(request).id));

  api.put('/planning/standing-week', { config, schema: { tags: ['planning'], body: standingWeekUpdateRequestSchema, response: { 200: standingWeekUpdateResponseSchema } } }, async (request) =>
    standingWeek.save(currentUser(request).id, request.body),
  );
}
