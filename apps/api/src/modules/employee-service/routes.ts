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
import { declareRoutes } from '../../plugins/route-declaration';
import { createMissedConsultationsService } from '../missed-consultations/service';
import { createEmployeeService } from './service';
import type { ServicesOption } from '../services';

/** The employee service, under /api/employee-service: employees only, each on their own data. */
export async function employeeServiceRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createEmployeeService(services);
  // Employees past their first connection, each on their own data.
  const route = declareRoutes({ tags: ['employee-service'], access: onlyRoles('EMPLOYEE') });

  api.get('/employee/account/details', route('getEmployeeAccount', 'Profil et crédits du salarié connecté', { errors: [404], response: employeeAccountDetailsSchema }), async (request) =>
    service.accountDetails(currentUser(request).id),
  );

  api.post(
    '/employee/account/details/update',
    route('updateEmployeeAccount', 'Modifier son profil de salarié', { errors: [404, 409], body: employeeProfileUpdateRequestSchema, response: employeeProfileUpdateResponseSchema }),
    async (request) => service.updateProfile(currentUser(request).id, request.body),
  );

  // The busiest read: its session check joins the read of the employee's own hours (plugins/auth.ts).
  api.post(
    '/meeting/find',
    route('findSlots', 'Chercher des créneaux disponibles', {
      access: onlyRolesSessionCheckedByHandler('EMPLOYEE'),
      errors: [404],
      body: slotSearchRequestSchema,
      response: slotSearchResponseSchema,
      attachValidation: true,
    }),
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
    route('bookConsultation', 'Réserver une consultation', {
      access: onlyRolesSessionCheckedByHandler('EMPLOYEE'),
      errors: [404, 409],
      body: bookingRequestSchema,
      response: bookingResponseSchema,
      attachValidation: true,
    }),
    async (request) => {
      await app.refuseInvalidBody(request);
      return service.book(sessionClaims(request), request.body);
    },
  );

  api.get('/meeting/load', route('listConsultations', 'Consultations du salarié connecté', { response: consultationLoadResponseSchema }), async (request) =>
    service.listConsultations(currentUser(request).id),
  );

  api.post('/meeting/:id/cancel', route('cancelConsultation', 'Annuler une consultation', { errors: [409], params: idParamsSchema, response: consultationCancelResponseSchema }), async (request) =>
    service.cancel(currentUser(request).id, request.params.id),
  );

  // Moving an appointment (issue 35): the free hours to move it to, then the move itself.
  api.post(
    '/meeting/:id/move/find',
    route('findMoveSlots', 'Chercher les heures libres où déplacer un rendez-vous', {
      errors: [404, 409],
      params: idParamsSchema,
      body: moveSlotSearchRequestSchema,
      response: slotSearchResponseSchema,
    }),
    async (request) => service.findMoveSlots(currentUser(request).id, request.params.id, request.body),
  );

  api.post(
    '/meeting/:id/move',
    route('moveConsultation', 'Déplacer un rendez-vous', { errors: [404, 409], params: idParamsSchema, body: consultationMoveRequestSchema, response: consultationMoveResponseSchema }),
    async (request) => service.move(currentUser(request).id, request.params.id, request.body.meetingId),
  );

  // Booking again the psychologist of a consultation (decision 0060), named only by that consultation.
  api.get(
    '/meeting/:id/continue',
    route('loadCareContinuation', 'Reprendre rendez-vous avec la même personne : catégorie et modes proposés', {
      errors: [404, 409],
      params: idParamsSchema,
      response: careContinuationOptionsSchema,
    }),
    async (request) => service.continuationOptions(currentUser(request).id, request.params.id),
  );

  api.post(
    '/meeting/:id/continue/find',
    route('findCareContinuationSlots', 'Chercher les heures libres de la même personne', {
      errors: [404, 409],
      params: idParamsSchema,
      body: careContinuationFindRequestSchema,
      response: slotSearchResponseSchema,
    }),
    async (request) => service.findContinuationSlots(currentUser(request).id, request.params.id, request.body),
  );

  api.post(
    '/meeting/:id/rate',
    route('rateConsultation', 'Noter une consultation passée', { errors: [409], params: idParamsSchema, body: consultationRateRequestSchema, response: consultationRateResponseSchema }),
    async (request) => service.rate(currentUser(request).id, request.params.id, request.body.rating),
  );

  // « Personne ne s'est présenté » (decision 0062).
  const missedConsultations = createMissedConsultationsService(services);
  api.post(
    '/meeting/:id/no-show',
    route('reportDoctorNoShow', 'Signaler qu’un rendez-vous n’a pas eu lieu (personne ne s’est présenté)', {
      errors: [409],
      params: idParamsSchema,
      response: consultationNoShowResponseSchema,
    }),
    async (request) => missedConsultations.reportPsychologistNoShow(currentUser(request).id, request.params.id),
  );
}
