import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  doctorAccountDetailsSchema,
  doctorAccountUpdateRequestSchema,
  doctorConsultationSchema,
  doctorMeetingParamsSchema,
} from '@parenthese/shared';
import { currentUser } from '../../plugins/auth';
import { createDoctorService, type DoctorAnswer } from './service';

// Roles are checked on request, before the body is read: a stranger learns nothing from validation.
export async function doctorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createDoctorService(app);
  const doctorOnly = app.requireRole('DOCTOR');

  api.get(
    '/doctor/account/details',
    { onRequest: doctorOnly, schema: { tags: ['doctor'], response: { 200: doctorAccountDetailsSchema } } },
    async (request) => service.loadDetails(currentUser(request).id),
  );

  api.post(
    '/doctor/account/details/update',
    { onRequest: doctorOnly, schema: { tags: ['doctor'], body: doctorAccountUpdateRequestSchema, response: { 200: doctorAccountDetailsSchema } } },
    async (request) => service.updateDetails(currentUser(request).id, request.body),
  );

  // What the spec's calendar only faked: the psychologist's answer to a booking.
  for (const answer of ['accept', 'refuse', 'cancel'] as const satisfies readonly DoctorAnswer[]) {
    api.post(
      `/doctor/meetings/:id/${answer}`,
      { onRequest: doctorOnly, schema: { tags: ['doctor'], params: doctorMeetingParamsSchema, response: { 200: doctorConsultationSchema } } },
      async (request) => service.answerConsultation(currentUser(request).id, request.params.id, answer),
    );
  }
}
