import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  absenceCreatedResponseSchema,
  absenceIdParamsSchema,
  absenceListResponseSchema,
  absencePreviewResponseSchema,
  absenceRequestSchema,
  publicHolidayChangeRequestSchema,
  publicHolidaysQuerySchema,
  publicHolidaysResponseSchema,
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
import { declareRoutes } from '../../plugins/route-declaration';
import { createPlanningService } from './service';
import { createAbsenceService } from './absences';
import { createStandingWeekService } from './standing-week-service';
import type { ServicesOption } from '../services';

export async function planningRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['planning'], access: onlyRoles('DOCTOR') });
  const service = createPlanningService(services);
  const standingWeek = createStandingWeekService(services);
  const absences = createAbsenceService(services);

  // The week containing startDate: its slots for the editor and its consultations for the calendar.
  api.post('/planning/load', route('loadPlanningWeek', 'Disponibilités et rendez-vous d’une semaine', { body: planningLoadRequestSchema, response: planningWeekResponseSchema }), async (request) =>
    service.loadWeek(currentUser(request).id, request.body.startDate),
  );

  api.put(
    '/planning/update/v2',
    route('updatePlanningWeek', 'Modifier les disponibilités d’une semaine', { errors: [404, 409], body: planningUpdateRequestSchema, response: planningWeekResponseSchema }),
    async (request) => service.updateWeek(currentUser(request).id, request.body),
  );

  // 'Appliquer à plusieurs semaines': the displayed week's hours into the following weeks, one transaction.
  api.post(
    '/planning/copy-week',
    route('copyPlanningWeek', 'Appliquer une semaine à plusieurs semaines', { errors: [409], body: planningCopyWeekRequestSchema, response: planningCopyWeekResponseSchema }),
    async (request) => service.copyWeek(currentUser(request).id, request.body),
  );

  // « Semaine type »: the weekly pattern kept published ahead by the nightly job (decision 0065).
  api.get('/planning/standing-week', route('getStandingWeek', 'Lire sa semaine type', { response: standingWeekResponseSchema }), async (request) => standingWeek.get(currentUser(request).id));

  api.put(
    '/planning/standing-week',
    route('saveStandingWeek', 'Enregistrer, activer ou désactiver sa semaine type', { body: standingWeekUpdateRequestSchema, response: standingWeekUpdateResponseSchema }),
    async (request) => standingWeek.save(currentUser(request).id, request.body),
  );

  // Absences (issue 35 item 3, decision 0064): what confirming would cancel, then the absence itself.
  api.post(
    '/planning/absences/preview',
    route('previewAbsence', 'Ce qu’une absence annulerait (heures des rendez-vous, créneaux libres)', { errors: [409], body: absenceRequestSchema, response: absencePreviewResponseSchema }),
    async (request) => absences.preview(currentUser(request).id, request.body),
  );

  api.post(
    '/planning/absences',
    route('addAbsence', 'Ajouter une absence (annule les rendez-vous qu’elle couvre)', { errors: [409], body: absenceRequestSchema, response: absenceCreatedResponseSchema }),
    async (request) => absences.confirm(currentUser(request).id, request.body),
  );

  api.get('/planning/absences', route('listAbsences', 'Absences en cours et à venir', { response: absenceListResponseSchema }), async (request) => absences.list(currentUser(request).id));

  api.delete('/planning/absences/:absenceId', route('removeAbsence', 'Supprimer une absence', { params: absenceIdParamsSchema, response: absenceListResponseSchema }), async (request) => {
    const psychologistId = currentUser(request).id;
    await absences.remove(psychologistId, request.params.absenceId);
    return absences.list(psychologistId);
  });

  // French public holidays: closed by default, opened one by one.
  api.get(
    '/planning/public-holidays',
    route('listPublicHolidays', 'Jours fériés d’une année, ouverts ou fermés', { querystring: publicHolidaysQuerySchema, response: publicHolidaysResponseSchema }),
    async (request) => absences.holidays(currentUser(request).id, request.query.year),
  );

  api.put(
    '/planning/public-holidays/open',
    route('openPublicHoliday', 'Ouvrir un jour férié aux créneaux', { body: publicHolidayChangeRequestSchema, response: publicHolidaysResponseSchema }),
    async (request) => absences.setHoliday(currentUser(request).id, request.body.day, true),
  );

  api.put(
    '/planning/public-holidays/close',
    route('closePublicHoliday', 'Fermer à nouveau un jour férié', { body: publicHolidayChangeRequestSchema, response: publicHolidaysResponseSchema }),
    async (request) => absences.setHoliday(currentUser(request).id, request.body.day, false),
  );
}
