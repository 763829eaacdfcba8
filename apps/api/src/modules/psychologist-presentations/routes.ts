import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { psychologistPresentationResponseSchema, presentationFormSchema, psychologistChoiceQuerySchema, psychologistChoicesResponseSchema } from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { declareRoutes } from '../../plugins/route-declaration';
import { createPresentationService } from './service';
import type { ServicesOption } from '../services';

/** The psychologist's own presentation, under /api/doctor (decision 0061). */
export async function psychologistPresentationRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['doctor'], access: onlyRoles('DOCTOR') });
  const service = createPresentationService(services);
  const response = { 200: psychologistPresentationResponseSchema };

  api.get('/doctor/presentation', route('getOwnPresentation', 'Présentation du psychologue aux salariés', { response }), async (request) => service.ownPresentation(currentUser(request).id));
  api.put('/doctor/presentation', route('savePresentation', 'Écrire ou modifier sa présentation aux salariés', { response, body: presentationFormSchema }), async (request) =>
    service.save(currentUser(request).id, request.body),
  );
  api.delete('/doctor/presentation', route('withdrawPresentation', 'Retirer sa présentation aux salariés', { response }), async (request) => service.withdraw(currentUser(request).id));
}

/** « Choisir ma psychologue », under /api/employee-service. */
export async function psychologistChoiceRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['employee-service'], access: onlyRoles('EMPLOYEE') });
  const service = createPresentationService(services);
  api.get(
    '/psychologists',
    route('listPsychologistChoices', 'Psychologues présentés d’une catégorie et d’un mode (« Choisir ma psychologue »)', {
      querystring: psychologistChoiceQuerySchema,
      response: psychologistChoicesResponseSchema,
    }),
    async (request) => service.choices({ category: request.query.doctorCategoryName, meetingType: request.query.meetingType }),
  );
}
