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
import { createPlanningService } from './service';
import { createAbsenceService } from './absences';
import { createStandingWeekService } from './standing-week-service';
import type { ServicesOption } from '../services';

export async function planningRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPlanningService(services);
  const standingWeek = createStandingWeekService(services);
  const absences = createAbsenceService(services);
  const config = { access: onlyRoles('DOCTOR') };

  // The week containing startDate: its slots for the editor and its consultations for the calendar.
  api.post(
    '/planning/load',
    {
      config,
      schema: {
        operationId: 'loadPlanningWeek',
        summary: 'Disponibilités et rendez-vous d’une semaine',
        tags: ['planning'],
        body: planningLoadRequestSchema,
        response: { 200: planningWeekResponseSchema },
      },
    },
    async (request) => service.loadWeek(currentUser(request).id, request.body.startDate),
  );

  api.put(
    '/planning/update/v2',
    {
      config: { ...config, errors: [404, 409] },
      schema: {
        operationId: 'updatePlanningWeek',
        summary: 'Modifier les disponibilités d’une semaine',
        tags: ['planning'],
        body: planningUpdateRequestSchema,
        response: { 200: planningWeekResponseSchema },
      },
    },
    async (request) => service.updateWeek(currentUser(request).id, request.body),
  );

  // 'Appliquer à plusieurs semaines': the displayed week's hours into the following weeks, one transaction.
  api.post(
    '/planning/copy-week',
    {
      config: { ...config, errors: [409] },
      schema: {
        operationId: 'copyPlanningWeek',
        summary: 'Appliquer une semaine à plusieurs semaines',
        tags: ['planning'],
        body: planningCopyWeekRequestSchema,
        response: { 200: planningCopyWeekResponseSchema },
      },
    },
    async (request) => service.copyWeek(currentUser(request).id, request.body),
  );

  // « Semaine type »: the weekly pattern kept published ahead by the nightly job (decision 0065).
  api.get(
    '/planning/standing-week',
    { config, schema: { operationId: 'getStandingWeek', summary: 'Lire sa semaine type', tags: ['planning'], response: { 200: standingWeekResponseSchema } } },
    async (request) => standingWeek.get(currentUser(request).id),
  );

  api.put(
    '/planning/standing-week',
    {
      config,
      schema: {
        operationId: 'saveStandingWeek',
        summary: 'Enregistrer, activer ou désactiver sa semaine type',
        tags: ['planning'],
        body: standingWeekUpdateRequestSchema,
        response: { 200: standingWeekUpdateResponseSchema },
      },
    },
    async (request) => standingWeek.save(currentUser(request).id, request.body),
  );

  // Absences (issue 35 item 3, decision 0064): what confirming would cancel, then the absence itself.
  api.post(
    '/planning/absences/preview',
    {
      config: { ...config, errors: [409] },
      schema: {
        operationId: 'previewAbsence',
        summary: 'Ce qu’une absence annulerait (heures des rendez-vous, créneaux libres)',
        tags: ['planning'],
        body: absenceRequestSchema,
        response: { 200: absencePreviewResponseSchema },
      },
    },
    async (request) => absences.preview(currentUser(request).id, request.body),
  );

  api.post(
    '/planning/absences',
    {
      config: { ...config, errors: [409] },
      schema: {
        operationId: 'addAbsence',
        summary: 'Ajouter une absence (annule les rendez-vous qu’elle couvre)',
        tags: ['planning'],
        body: absenceRequestSchema,
        response: { 200: absenceCreatedResponseSchema },
      },
    },
    async (request) => absences.confirm(currentUser(request).id, request.body),
  );

  api.get(
    '/planning/absences',
    { config, schema: { operationId: 'listAbsences', summary: 'Absences en cours et à venir', tags: ['planning'], response: { 200: absenceListResponseSchema } } },
    async (request) => absences.list(currentUser(request).id),
  );

  api.delete(
    '/planning/absences/:absenceId',
    { config, schema: { operationId: 'removeAbsence', summary: 'Supprimer une absence', tags: ['planning'], params: absenceIdParamsSchema, response: { 200: absenceListResponseSchema } } },
    async (request) => {
      const psychologistId = currentUser(request).id;
      await absences.remove(psychologistId, request.params.absenceId);
      return absences.list(psychologistId);
    },
  );

  // French public holidays: closed by default, opened one by one.
  api.get(
    '/planning/public-holidays',
    {
      config,
      schema: {
        operationId: 'listPublicHolidays',
        summary: 'Jours fériés d’une année, ouverts ou fermés',
        tags: ['planning'],
        querystring: publicHolidaysQuerySchema,
        response: { 200: publicHolidaysResponseSchema },
      },
    },
    async (request) => absences.holidays(currentUser(request).id, request.query.year),
  );

  api.put(
    '/planning/public-holidays/open',
    {
      config,
      schema: {
        operationId: 'openPublicHoliday',
        summary: 'Ouvrir un jour férié aux créneaux',
        tags: ['planning'],
        body: publicHolidayChangeRequestSchema,
        response: { 200: publicHolidaysResponseSchema },
      },
    },
    async (request) => absences.setHoliday(currentUser(request).id, request.body.day, true),
  );

  api.put(
    '/planning/public-holidays/close',
    {
      config,
      schema: {
        operationId: 'closePublicHoliday',
        summary: 'Fermer à nouveau un jour férié',
        tags: ['planning'],
        body: publicHolidayChangeRequestSchema,
        response: { 200: publicHolidaysResponseSchema },
      },
    },
    async (request) => absences.setHoliday(currentUser(request).id, request.body.day, false),
  );
}
