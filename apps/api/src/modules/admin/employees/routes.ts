import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyParamsSchema,
  successResponseSchema,
  employeeAccountListSchema,
  employeeAccountPageSchema,
  employeeAccountSchema,
  employeeCreateRequestSchema,
  employeeCreateResponseSchema,
  employeeParamsSchema,
  employeeTemporaryPasswordSchema,
  employeeTemporaryPasswordsExportSchema,
  employeeUpdateRequestSchema,
  listQuerySchema,
  XLSX_MEDIA_TYPE,
} from '@parenthese/shared';
import { pageOrDocumentedShape } from '../../../db/list-page';
import { adminsWith, currentUser } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { createEmployeeAdminService } from './service';
import { attachmentHeaders } from '../../../lib/content-disposition';
import type { ServicesOption } from '../../services';

/** The spec's unpaged shape for one company; the screens page (10,000 employees stay fast). */
const UNPAGED_LIMIT = 10_000;

export async function employeeAdminRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['admin: employees'], access: adminsWith('employees:manage') });
  const service = createEmployeeAdminService(services);

  api.get(
    '/admin/companies/:companyId/employees/get/all',
    route('listEmployees', 'Salariés d’une entreprise', {
      params: companyParamsSchema,
      querystring: listQuerySchema,
      response: z.union([employeeAccountPageSchema, employeeAccountListSchema]),
    }),
    async (request) =>
      pageOrDocumentedShape(request.url, request.query, {
        load: (query) => service.list(request.params.companyId, query),
        unpagedLimit: UNPAGED_LIMIT,
        unpaged: (employeeAccounts) => ({ employeeAccounts }),
      }),
  );

  api.post(
    '/admin/companies/:companyId/employees/create/V2',
    // Up to 500 rows of a CSV import: a larger body than the default.
    route('createEmployees', 'Créer des salariés', {
      errors: [409],
      params: companyParamsSchema,
      body: employeeCreateRequestSchema,
      response: employeeCreateResponseSchema,
      bodyLimit: 512 * 1024,
    }),
    async (request) => service.create(currentUser(request), request.params.companyId, request.body.employees),
  );

  api.post(
    '/admin/companies/:companyId/employees/:employeeId/temporary-password',
    route('issueEmployeeTemporaryPassword', 'Nouveau mot de passe temporaire d’un salarié', { errors: [409], params: employeeParamsSchema, response: employeeAccountSchema }),
    async (request) => service.issueNewTemporaryPassword(currentUser(request), request.params.companyId, request.params.employeeId),
  );

  api.post(
    '/admin/companies/:companyId/employees/:employeeId/temporary-password/reveal',
    route('revealEmployeeTemporaryPassword', 'Afficher le mot de passe temporaire d’un salarié (journalisé)', {
      errors: [409],
      params: employeeParamsSchema,
      response: employeeTemporaryPasswordSchema,
    }),
    async (request) => service.revealTemporaryPassword(currentUser(request), request.params.companyId, request.params.employeeId),
  );

  api.post(
    '/admin/companies/:companyId/employees/temporary-passwords/export',
    route('exportEmployeeTemporaryPasswords', 'Mots de passe temporaires des salariés pour l’export (journalisé)', {
      params: companyParamsSchema,
      response: employeeTemporaryPasswordsExportSchema,
    }),
    async (request) => service.exportTemporaryPasswords(currentUser(request), request.params.companyId),
  );

  // POST: it reveals the temporary passwords it holds (audited), as the CSV's call does.
  api.post(
    '/admin/companies/:companyId/employees/export/xlsx',
    route('exportEmployeesXlsx', 'Exporter les salariés en Excel (.xlsx), mots de passe temporaires compris (journalisé)', {
      errors: [409],
      fileAnswer: { mediaTypes: [XLSX_MEDIA_TYPE], description: 'Les salariés de l’entreprise (classeur Excel)' },
      params: companyParamsSchema,
    }),
    async (request, reply) => {
      const { fileName, file } = await service.exportXlsx(currentUser(request), request.params.companyId);
      return attachmentHeaders(reply, { contentType: XLSX_MEDIA_TYPE, fileName }).send(file);
    },
  );

  api.post(
    '/admin/companies/:companyId/employees/:employeeId/invitation/resend',
    route('resendEmployeeInvitation', 'Renvoyer l’invitation d’un salarié', { errors: [409], params: employeeParamsSchema, response: employeeAccountSchema }),
    async (request) => service.resendInvitation(currentUser(request), request.params.companyId, request.params.employeeId),
  );

  api.put(
    '/admin/companies/:companyId/employees/update/:employeeId',
    route('updateEmployee', 'Modifier un salarié', { errors: [409], params: employeeParamsSchema, body: employeeUpdateRequestSchema, response: employeeAccountSchema }),
    async (request) => service.update(currentUser(request), request.params.companyId, request.params.employeeId, request.body),
  );

  api.delete(
    '/admin/companies/:companyId/employees/delete/:employeeId',
    route('deleteEmployee', 'Supprimer un salarié', { errors: [409], params: employeeParamsSchema, response: successResponseSchema }),
    async (request) => service.remove(currentUser(request), request.params.companyId, request.params.employeeId),
  );
}
