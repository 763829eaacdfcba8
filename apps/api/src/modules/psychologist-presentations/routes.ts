import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { psychologistPresentationResponseSchema, presentationFormSchema, psychologistChoiceQuerySchema, psychologistChoicesResponseSchema } from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { createPresentationService } from './service';
import type { ServicesOption } from '../services';

/** The psychologist's own presentation, under /api/doctor (decision 0061). */
export async function psychologistPresentationRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPresentationService(services);
  const config = { access: onlyRoles('DOCTOR') };
  const schema = { tags: ['doctor'], response: { 200: psychologistPresentationResponseSchema } };

  api.get('/doctor/presentation', { config, schema: { operationId: 'getOwnPresentation', summary: 'Présentation du psychologue aux salariés', ...schema } }, async (request) =>
    service.ownPresentation(currentUser(request).id),
  );
  api.put(
    '/doctor/presentation',
    { config, schema: { operationId: 'savePresentation', summary: 'Écrire ou modifier sa présentation aux salariés', ...schema, body: presentationFormSchema } },
    async (request) => service.save(currentUser(request).id, request.body),
  );
  api.delete('/doctor/presentation', { config, schema: { operationId: 'withdrawPresentation', summary: 'Retirer sa présentation aux salariés', ...schema } }, async (request) =>
    service.withdraw(currentUser(request).id),
  );
}

/** « Choisir ma psychologue », under /api/employee-service. */
export async function psychologistChoiceRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPresentationService(services);
  api.get(
    '/psychologists',
    {
      config: { access: onlyRoles('EMPLOYEE') },
      schema: {
        operationId: 'listPsychologistChoices',
        summary: 'Psychologues présentés d’une catégorie et d’un mode (« Choisir ma psychologue »)',
        tags: ['employee-service'],
        querystring: psychologistChoiceQuerySchema,
        response: { 200: psychologistChoicesResponseSchema },
      },
    },
    async (request) => service.choices({ category: request.query.doctorCategoryName, meetingType: request.query.meetingType }),
  );
}
