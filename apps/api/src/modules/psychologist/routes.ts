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
import { declareRoutes } from '../../plugins/route-declaration';
import { createMissedConsultationsService } from '../missed-consultations/service';
import { createPsychologistService, type PsychologistAnswer } from './service';
import type { ServicesOption } from '../services';

export async function psychologistRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['doctor'], access: onlyRoles('DOCTOR') });
  const service = createPsychologistService(services);

  api.get('/doctor/account/details', route('getDoctorAccount', 'Profil du psychologue connecté', { errors: [404], response: psychologistAccountDetailsSchema }), async (request) =>
    service.loadDetails(currentUser(request).id),
  );

  api.post(
    '/doctor/account/details/update',
    route('updateDoctorAccount', 'Modifier son profil de psychologue', { errors: [404, 409], body: psychologistAccountUpdateRequestSchema, response: psychologistAccountDetailsSchema }),
    async (request) => service.updateDetails(currentUser(request).id, request.body),
  );

  // The reminder on the calendar: bookings still waiting for an answer, whatever their week.
  api.get('/doctor/meetings/awaiting', route('listAwaitingConsultations', 'Réservations en attente de réponse', { response: psychologistAwaitingConsultationsSchema }), async (request) =>
    service.awaitingConsultations(currentUser(request).id),
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
      route(operationId, summary, { errors: [409], params: psychologistConsultationParamsSchema, response: psychologistConsultationSchema }),
      async (request) => service.answerConsultation(currentUser(request).id, request.params.id, answer),
    );
  }

  // « Le salarié ne s'est pas présenté » (decision 0062).
  const missedConsultations = createMissedConsultationsService(services);
  api.post(
    '/doctor/meetings/:id/no-show',
    route('markEmployeeNoShow', 'Signaler que le salarié ne s’est pas présenté', { errors: [409], params: psychologistConsultationParamsSchema, response: psychologistConsultationSchema }),
    async (request) => missedConsultations.markEmployeeNoShow(currentUser(request).id, request.params.id),
  );
}
