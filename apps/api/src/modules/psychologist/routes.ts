import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  psychologistAccountDetailsSchema,
  psychologistAccountUpdateRequestSchema,
  psychologistAwaitingConsultationsSchema,
  psychologistConsultationSchema,
  psychologistConsultationParamsSchema,
} from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { createMissedConsultationsService } from '../missed-consultations/service';
import { createPsychologistService, type PsychologistAnswer } from './service';
import type { ServicesOption } from '../services';

export async function psychologistRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPsychologistService(services);
  const config = { access: onlyRoles('DOCTOR') };

  api.get(
    '/doctor/account/details',
    {
      config: { ...config, errors: [404] },
      schema: { operationId: 'getDoctorAccount', summary: 'Profil du psychologue connecté', tags: ['doctor'], response: { 200: psychologistAccountDetailsSchema } },
    },
    async (request) => service.loadDetails(currentUser(request).id),
  );

  api.post(
    '/doctor/account/details/update',
    {
      config: { ...config, errors: [404, 409] },
      schema: {
        operationId: 'updateDoctorAccount',
        summary: 'Modifier son profil de psychologue',
        tags: ['doctor'],
        body: psychologistAccountUpdateRequestSchema,
        response: { 200: psychologistAccountDetailsSchema },
      },
    },
    async (request) => service.updateDetails(currentUser(request).id, request.body),
  );

  // The reminder on the calendar: bookings still waiting for an answer, whatever their week.
  api.get(
    '/doctor/meetings/awaiting',
    { config, schema: { operationId: 'listAwaitingConsultations', summary: 'Réservations en attente de réponse', tags: ['doctor'], response: { 200: psychologistAwaitingConsultationsSchema } } },
    async (request) => service.awaitingConsultations(currentUser(request).id),
  );

  // What the spec's calendar only faked: the psychologist's answer to a booking.
  const answers = [
    { answer: 'accept', operationId: 'acceptConsultation', summary: 'Accepter une réservation' },
    { answer: 'refuse', operationId: 'refuseConsultation', summary: 'Refuser une réservation' },
    { answer: 'cancel', operationId: 'cancelConsultationAsDoctor', summary: 'Annuler un rendez-vous accepté' },
  ] as const satisfies readonly { answer: PsychologistAnswer; operationId: string; summary: string }[];
  for (const { answer, operationId, summary } of answers) {
    api.post(
      `/doctor/meetings/:id/${answer}`,
      { config: { ...config, errors: [409] }, schema: { operationId, summary, tags: ['doctor'], params: psychologistConsultationParamsSchema, response: { 200: psychologistConsultationSchema } } },
      async (request) => service.answerConsultation(currentUser(request).id, request.params.id, answer),
    );
  }

  // « Le salarié ne s'est pas présenté » (decision 0062).
  const missedConsultations = createMissedConsultationsService(services);
  api.post(
    '/doctor/meetings/:id/no-show',
    {
      config: { ...config, errors: [409] },
      schema: {
        operationId: 'markEmployeeNoShow',
        summary: 'Signaler que le salarié ne s’est pas présenté',
        tags: ['doctor'],
        params: psychologistConsultationParamsSchema,
        response: { 200: psychologistConsultationSchema },
      },
    },
    async (request) => missedConsultations.markEmployeeNoShow(currentUser(request).id, request.params.id),
  );
}
