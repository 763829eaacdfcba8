import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactEmailTokenParamsSchema, employeeMailPreferencesSchema, employeeMailPreferencesUpdateSchema, successResponseSchema } from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { createMailPreferencesService } from './service';
import type { ServicesOption } from '../services';

/** An employee's choices for the mails about their use (decision 0047), and the link that confirms a personal address. */
export async function mailPreferencesRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createMailPreferencesService(services);
  const config = { access: onlyRoles('EMPLOYEE') };
  const tags = ['employee-service'];

  api.get(
    '/employee-service/employee/account/mail-preferences',
    { config, schema: { operationId: 'getMailPreferences', summary: 'Adresse et objets de ses messages', tags, response: { 200: employeeMailPreferencesSchema } } },
    async (request) => service.read(currentUser(request).id),
  );

  api.put(
    '/employee-service/employee/account/mail-preferences',
    {
      config,
      schema: {
        operationId: 'updateMailPreferences',
        summary: 'Choisir l’adresse et les objets de ses messages',
        tags,
        body: employeeMailPreferencesUpdateSchema,
        response: { 200: employeeMailPreferencesSchema },
      },
    },
    async (request) => service.update(currentUser(request).id, request.body),
  );

  // Mailed to the personal address: the page posts on a click, so a mail client or scanner that opens the link does nothing.
  api.post(
    '/account/contact-email/confirm/:contactEmailToken',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'confirmContactEmail',
        summary: 'Confirmer son adresse personnelle pour les messages',
        tags: ['auth'],
        params: contactEmailTokenParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => service.confirm(request.params.contactEmailToken, request.ip),
  );
}
