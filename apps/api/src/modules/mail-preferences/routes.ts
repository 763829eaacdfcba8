import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactEmailTokenParamsSchema, employeeMailPreferencesSchema, employeeMailPreferencesUpdateSchema, successResponseSchema } from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { declareRoutes } from '../../plugins/route-declaration';
import { createMailPreferencesService } from './service';
import type { ServicesOption } from '../services';

/** An employee's choices for the mails about their use (decision 0047), and the link that confirms a personal address. */
export async function mailPreferencesRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const employeeRoute = declareRoutes({ tags: ['employee-service'], access: onlyRoles('EMPLOYEE') });
  const authRoute = declareRoutes({ tags: ['auth'], access: 'public' });
  const service = createMailPreferencesService(services);

  api.get(
    '/employee-service/employee/account/mail-preferences',
    employeeRoute('getMailPreferences', 'Adresse et objets de ses messages', { response: employeeMailPreferencesSchema }),
    async (request) => service.read(currentUser(request).id),
  );

  api.put(
    '/employee-service/employee/account/mail-preferences',
    employeeRoute('updateMailPreferences', 'Choisir l’adresse et les objets de ses messages', { body: employeeMailPreferencesUpdateSchema, response: employeeMailPreferencesSchema }),
    async (request) => service.update(currentUser(request).id, request.body),
  );

  // Mailed to the personal address: the page posts on a click, so a mail client or scanner that opens the link does nothing.
  api.post(
    '/account/contact-email/confirm/:contactEmailToken',
    authRoute('confirmContactEmail', 'Confirmer son adresse personnelle pour les messages', { params: contactEmailTokenParamsSchema, response: successResponseSchema }),
    async (request) => service.confirm(request.params.contactEmailToken, request.ip),
  );
}
