import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { doctorAccountDetailsSchema, doctorAccountUpdateRequestSchema, doctorAwaitingConsultationsSchema, doctorConsultationSchema, doctorMeetingParamsSchema } from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { createMissedConsultationsService } from '../missed-consultations/service';
import { createDoctorService, type DoctorAnswer } from './service';

export async function doctorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createDoctorService(app);
  const config = { access: onlyRoles('DOCTOR') };

  api.get('/doctor/account/details', { config, schema: { tags: ['doctor'], response: { 200: doctorAccountDetailsSchema } } }, async (request) => service.loadDetails(currentUser(request).id));

  api.post('/doctor/account/details/update', { config, schema: { tags: ['doctor'], body: doctorAccountUpdateRequestSchema, response: { 200: doctorAccountDetailsSchema } } }, async (request) =>
    service.updateDetails(currentUser(request).id, request.body),
  );

  // The reminder on the calendar: bookings still waiting for an answer, whatever their week.
  api.get('/doctor/meetings/awaiting', { config, schema: { tags: ['doctor'], response: { 200: doctorAwaitingConsultationsSchema } } }, async (request) =>
    service.awaitingConsultations(currentUser(request).id),
  );

  // What the spec's calendar only faked: the psychologist's answer to a booking.
  for (const answer of ['accept', 'refuse', 'cancel'] as const satisfies readonly DoctorAnswer[]) {
    api.post(`/doctor/meetings/:id/${answer}`, { config, schema: { tags: ['doctor'], params: doctorMeetingParamsSchema, response: { 200: doctorConsultationSchema } } }, async (request) =>
      service.answerConsultation(currentUser(request).id, request.params.id, answer),
    );
  }

  // « Le salarié ne s'est pas présenté » (decision 0062).
  const missedConsultations = createMissedConsultationsService(app);
  api.post('/doctor/meetings/:id/no-show', { config, schema: { tags: ['doctor'], params: doctorMeetingParamsSchema, response: { 200: doctorConsultationSchema } } }, async (request) =>
    missedConsultations.markEmployeeNoShow(currentUser(request).id, request.params.id),
  );
}
