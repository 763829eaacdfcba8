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
import { createEmployeeAdminService } from './service';
import { attachmentDisposition } from '../../../lib/content-disposition';
import type { ServicesOption } from '../../services';

/** The spec's unpaged shape for one company; the screens page (10,000 employees stay fast). */
const UNPAGED_LIMIT = 10_000;

export async function employeeAdminRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createEmployeeAdminService(services);
  const config = { access: adminsWith('employees:manage') };
  const tags = ['admin: employees'];

  api.get(
    '/admin/companies/:companyId/employees/get/all',
    {
      config,
      schema: {
        operationId: 'listEmployees',
        summary: 'Salariés d’une entreprise',
        tags,
        params: companyParamsSchema,
        querystring: listQuerySchema,
        response: { 200: z.union([employeeAccountPageSchema, employeeAccountListSchema]) },
      },
    },
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
    {
      config: { ...config, errors: [409] },
      bodyLimit: 512 * 1024,
      schema: { operationId: 'createEmployees', summary: 'Créer des salariés', tags, params: companyParamsSchema, body: employeeCreateRequestSchema, response: { 200: employeeCreateResponseSchema } },
    },
    async (request) => service.create(currentUser(request), request.params.companyId, request.body.employees),
  );

  api.post(
    '/admin/companies/:companyId/employees/:employeeId/temporary-password',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'issueEmployeeTemporaryPassword', summary: 'Nouveau mot de passe temporaire d’un salarié', tags, params: employeeParamsSchema, response: { 200: employeeAccountSchema } },
    },
    async (request) => service.issueNewTemporaryPassword(currentUser(request), request.params.companyId, request.params.employeeId),
  );

  api.post(
    '/admin/companies/:companyId/employees/:employeeId/temporary-password/reveal',
    {
      config: { ...config, errors: [409] },
      schema: {
        operationId: 'revealEmployeeTemporaryPassword',
        summary: 'Afficher le mot de passe temporaire d’un salarié (journalisé)',
        tags,
        params: employeeParamsSchema,
        response: { 200: employeeTemporaryPasswordSchema },
      },
    },
    async (request) => service.revealTemporaryPassword(currentUser(request), request.params.companyId, request.params.employeeId),
  );

  api.post(
    '/admin/companies/:companyId/employees/temporary-passwords/export',
    {
      config,
      schema: {
        operationId: 'exportEmployeeTemporaryPasswords',
        summary: 'Mots de passe temporaires des salariés pour l’export (journalisé)',
        tags,
        params: companyParamsSchema,
        response: { 200: employeeTemporaryPasswordsExportSchema },
      },
    },
    async (request) => service.exportTemporaryPasswords(currentUser(request), request.params.companyId),
  );

  // POST: it reveals the temporary passwords it holds (audited), as the CSV's call does.
  api.post(
    '/admin/companies/:companyId/employees/export/xlsx',
    {
      config: { ...config, errors: [409], fileAnswer: { mediaTypes: [XLSX_MEDIA_TYPE], description: 'Les salariés de l’entreprise (classeur Excel)' } },
      schema: { operationId: 'exportEmployeesXlsx', summary: 'Exporter les salariés en Excel (.xlsx), mots de passe temporaires compris (journalisé)', tags, params: companyParamsSchema },
    },
    async (request, reply) => {
      const { fileName, file } = await service.exportXlsx(currentUser(request), request.params.companyId);
      return reply.header('content-type', XLSX_MEDIA_TYPE).header('content-disposition', attachmentDisposition(fileName)).header('cache-control', 'private, no-store').send(file);
    },
  );

  api.post(
    '/admin/companies/:companyId/employees/:employeeId/invitation/resend',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'resendEmployeeInvitation', summary: 'Renvoyer l’invitation d’un salarié', tags, params: employeeParamsSchema, response: { 200: employeeAccountSchema } },
    },
    async (request) => service.resendInvitation(currentUser(request), request.params.companyId, request.params.employeeId),
  );

  api.put(
    '/admin/companies/:companyId/employees/update/:employeeId',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'updateEmployee', summary: 'Modifier un salarié', tags, params: employeeParamsSchema, body: employeeUpdateRequestSchema, response: { 200: employeeAccountSchema } },
    },
    async (request) => service.update(currentUser(request), request.params.companyId, request.params.employeeId, request.body),
  );

  api.delete(
    '/admin/companies/:companyId/employees/delete/:employeeId',
    { config: { ...config, errors: [409] }, schema: { operationId: 'deleteEmployee', summary: 'Supprimer un salarié', tags, params: employeeParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => service.remove(currentUser(request), request.params.companyId, request.params.employeeId),
  );
}
