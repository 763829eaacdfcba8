import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAccountSchema, adminListSchema, adminMeResponseSchema, adminPageSchema, adminParamsSchema, adminWriteRequestSchema, successResponseSchema, listQuerySchema } from '@parenthese/shared';
import { pageOrDocumentedShape } from '../../../db/list-page';
import { adminsWith, currentUser, onlyRoles } from '../../../plugins/auth';
import { createAdminAccountService } from './service';
import type { ServicesOption } from '../../services';

/** Administrators (spec section 7, 'Admin: admins'); the role rules are the service's. */
export async function adminAccountRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminAccountService(services);
  const config = { access: adminsWith('admins:manage') };
  const tags = ['admin: admins'];

  api.get(
    '/admin/admins/get/me',
    { config: { access: onlyRoles('ADMIN') }, schema: { operationId: 'getCurrentAdmin', summary: 'L’administrateur connecté', tags, response: { 200: adminMeResponseSchema } } },
    async (request) => ({
      admin: await service.me(currentUser(request)),
    }),
  );

  api.get(
    '/admin/admins/get/all',
    { config, schema: { operationId: 'listAdmins', summary: 'Administrateurs', tags, querystring: listQuerySchema, response: { 200: z.union([adminPageSchema, adminListSchema]) } } },
    async (request) => pageOrDocumentedShape(request.url, request.query, { load: (query) => service.list(currentUser(request), query), unpagedLimit: 1_000, unpaged: (admins) => ({ admins }) }),
  );

  api.post(
    '/admin/admins/create',
    { config: { ...config, errors: [409] }, schema: { operationId: 'createAdmin', summary: 'Créer un administrateur', tags, body: adminWriteRequestSchema, response: { 200: adminAccountSchema } } },
    async (request) => service.create(currentUser(request), request.body),
  );

  api.post(
    '/admin/admins/:id/invitation/resend',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'resendAdminInvitation', summary: 'Renvoyer l’invitation d’un administrateur', tags, params: adminParamsSchema, response: { 200: adminAccountSchema } },
    },
    async (request) => service.resendInvitation(currentUser(request), request.params.id),
  );

  // Only TECH administrators approve a TECH role; the four-eyes rule itself is the service's.
  api.post(
    '/admin/admins/:id/tech-approval/approve',
    {
      config: { access: adminsWith('admins:manage-roles'), errors: [403, 409] },
      schema: {
        operationId: 'approveTechRole',
        summary: 'Approuver le rôle TECH d’un administrateur (second administrateur TECH)',
        tags,
        params: adminParamsSchema,
        response: { 200: adminAccountSchema },
      },
    },
    async (request) => service.approveTechRole(currentUser(request), request.params.id),
  );

  api.put(
    '/admin/admins/update/:id',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'updateAdmin', summary: 'Modifier un administrateur', tags, params: adminParamsSchema, body: adminWriteRequestSchema, response: { 200: adminAccountSchema } },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  api.delete(
    '/admin/admins/delete/:id',
    { config: { ...config, errors: [409] }, schema: { operationId: 'deleteAdmin', summary: 'Supprimer un administrateur', tags, params: adminParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
}
