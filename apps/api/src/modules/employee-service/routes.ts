import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  careContinuationFindRequestSchema,
  careContinuationOptionsSchema,
  employeeAccountDetailsSchema,
  employeeProfileUpdateRequestSchema,
  employeeProfileUpdateResponseSchema,
  idParamsSchema,
  consultationCancelResponseSchema,
  bookingRequestSchema,
  bookingResponseSchema,
  slotSearchRequestSchema,
  slotSearchResponseSchema,
  consultationLoadResponseSchema,
  moveSlotSearchRequestSchema,
  consultationMoveRequestSchema,
  consultationMoveResponseSchema,
  consultationNoShowResponseSchema,
  consultationRateRequestSchema,
  consultationRateResponseSchema,
} from '@parenthese/shared';
import { sendPreparedJson } from '../../lib/answer-compression';
import { currentUser, onlyRoles, onlyRolesSessionCheckedByHandler, sessionClaims } from '../../plugins/auth';
import { createMissedConsultationsService } from '../missed-consultations/service';
import { createEmployeeService } from './service';
import type { ServicesOption } from '../services';

/** The employee service, under /api/employee-service: employees only, each on their own data. */
export async function employeeServiceRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createEmployeeService(services);
  // Employees past their first connection, each on their own data.
  const config = { access: onlyRoles('EMPLOYEE') };
  const tags = ['employee-service'];

  api.get(
    '/employee/account/details',
    { config: { ...config, errors: [404] }, schema: { operationId: 'getEmployeeAccount', summary: 'Profil et crédits du salarié connecté', tags, response: { 200: employeeAccountDetailsSchema } } },
    async (request) => service.accountDetails(currentUser(request).id),
  );

  api.post(
    '/employee/account/details/update',
    {
      config: { ...config, errors: [404, 409] },
      schema: {
        operationId: 'updateEmployeeAccount',
        summary: 'Modifier son profil de salarié',
        tags,
        body: employeeProfileUpdateRequestSchema,
        response: { 200: employeeProfileUpdateResponseSchema },
      },
    },
    async (request) => service.updateProfile(currentUser(request).id, request.body),
  );

  // The busiest read: its session check joins the read of the employee's own hours (plugins/auth.ts).
  api.post(
    '/meeting/find',
    {
      config: { access: onlyRolesSessionCheckedByHandler('EMPLOYEE'), errors: [404] },
      attachValidation: true,
      schema: { operationId: 'findSlots', summary: 'Chercher des créneaux disponibles', tags, body: slotSearchRequestSchema, response: { 200: slotSearchResponseSchema } },
    },
    async (request, reply) => {
      await app.refuseInvalidBody(request);
      // Serialised by the service from the contract's presenter (a shared answer once, compressed once per encoding).
      return sendPreparedJson(request, reply, await service.findSlots(sessionClaims(request), request.body));
    },
  );

  // The busiest write: its session check joins the booking's own round trip (plugins/auth.ts,
  // docs/decisions/0011-booking-in-one-round-trip.md).
  api.post(
    '/meeting/create',
    {
      config: { access: onlyRolesSessionCheckedByHandler('EMPLOYEE'), errors: [404, 409] },
      attachValidation: true,
      schema: { operationId: 'bookConsultation', summary: 'Réserver une consultation', tags, body: bookingRequestSchema, response: { 200: bookingResponseSchema } },
    },
    async (request) => {
      await app.refuseInvalidBody(request);
      return service.book(sessionClaims(request), request.body);
    },
  );

  api.get(
    '/meeting/load',
    { config, schema: { operationId: 'listConsultations', summary: 'Consultations du salarié connecté', tags, response: { 200: consultationLoadResponseSchema } } },
    async (request) => service.listConsultations(currentUser(request).id),
  );

  api.post(
    '/meeting/:id/cancel',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'cancelConsultation', summary: 'Annuler une consultation', tags, params: idParamsSchema, response: { 200: consultationCancelResponseSchema } },
    },
    async (request) => service.cancel(currentUser(request).id, request.params.id),
  );

  // Moving an appointment (issue 35): the free hours to move it to, then the move itself.
  api.post(
    '/meeting/:id/move/find',
    {
      config: { ...config, errors: [404, 409] },
      schema: {
        operationId: 'findMoveSlots',
        summary: 'Chercher les heures libres où déplacer un rendez-vous',
        tags,
        params: idParamsSchema,
        body: moveSlotSearchRequestSchema,
        response: { 200: slotSearchResponseSchema },
      },
    },
    async (request) => service.findMoveSlots(currentUser(request).id, request.params.id, request.body),
  );

  api.post(
    '/meeting/:id/move',
    {
      config: { ...config, errors: [404, 409] },
      schema: {
        operationId: 'moveConsultation',
        summary: 'Déplacer un rendez-vous',
        tags,
        params: idParamsSchema,
        body: consultationMoveRequestSchema,
        response: { 200: consultationMoveResponseSchema },
      },
    },
    async (request) => service.move(currentUser(request).id, request.params.id, request.body.meetingId),
  );

  // Booking again the psychologist of a consultation (decision 0060), named only by that consultation.
  api.get(
    '/meeting/:id/continue',
    {
      config: { ...config, errors: [404, 409] },
      schema: {
        operationId: 'loadCareContinuation',
        summary: 'Reprendre rendez-vous avec la même personne : catégorie et modes proposés',
        tags,
        params: idParamsSchema,
        response: { 200: careContinuationOptionsSchema },
      },
    },
    async (request) => service.continuationOptions(currentUser(request).id, request.params.id),
  );

  api.post(
    '/meeting/:id/continue/find',
    {
      config: { ...config, errors: [404, 409] },
      schema: {
        operationId: 'findCareContinuationSlots',
        summary: 'Chercher les heures libres de la même personne',
        tags,
        params: idParamsSchema,
        body: careContinuationFindRequestSchema,
        response: { 200: slotSearchResponseSchema },
      },
    },
    async (request) => service.findContinuationSlots(currentUser(request).id, request.params.id, request.body),
  );

  api.post(
    '/meeting/:id/rate',
    {
      config: { ...config, errors: [409] },
      schema: {
        operationId: 'rateConsultation',
        summary: 'Noter une consultation passée',
        tags,
        params: idParamsSchema,
        body: consultationRateRequestSchema,
        response: { 200: consultationRateResponseSchema },
      },
    },
    async (request) => service.rate(currentUser(request).id, request.params.id, request.body.rating),
  );

  // « Personne ne s'est présenté » (decision 0062).
  const missedConsultations = createMissedConsultationsService(services);
  api.post(
    '/meeting/:id/no-show',
    {
      config: { ...config, errors: [409] },
      schema: {
        operationId: 'reportDoctorNoShow',
        summary: 'Signaler qu’un rendez-vous n’a pas eu lieu (personne ne s’est présenté)',
        tags,
        params: idParamsSchema,
        response: { 200: consultationNoShowResponseSchema },
      },
    },
    async (request) => missedConsultations.reportPsychologistNoShow(currentUser(request).id, request.params.id),
  );
}
