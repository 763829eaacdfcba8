import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAccountSchema, adminListSchema, adminMeResponseSchema, adminPageSchema, adminParamsSchema, adminWriteRequestSchema, successResponseSchema, listQuerySchema } from '@parenthese/shared';
import { pageOrDocumentedShape } from '../../../db/list-page';
import { adminsWith, currentUser, onlyRoles } from '../../../plugins/auth';
import { createAdminAccountService } from './service';

/** Administrators (spec section 7, 'Admin: admins'); the role rules are the service's. */
export async function adminAccountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createAdminAccountService(app);
  const config = { access: adminsWith('admins:manage') };
  const tags = ['admin: admins'];

  api.get('/admin/admins/get/me', { config: { access: onlyRoles('ADMIN') }, schema: { tags, response: { 200: adminMeResponseSchema } } }, async (request) => ({
    admin: await service.me(currentUser(request)),
  }));

  api.get('/admin/admins/get/all', { config, schema: { tags, querystring: listQuerySchema, response: { 200: z.union([adminPageSchema, adminListSchema]) } } }, async (request) =>
    pageOrDocumentedShape(request.url, request.query, { load: (query) => service.list(currentUser(request), query), unpagedLimit: 1_000, unpaged: (admins) => ({ admins }) }),
  );

  api.post('/admin/admins/create', { config, schema: { tags, body: adminWriteRequestSchema, response: { 200: adminAccountSchema } } }, async (request) =>
    service.create(currentUser(request), request.body),
  );

  api.post('/admin/admins/:id/invitation/resend', { config, schema: { tags, params: adminParamsSchema, response: { 200: adminAccountSchema } } }, async (request) =>
    service.resendInvitation(currentUser(request), request.params.id),
  );

  // Only TECH administrators approve a TECH role; the four-eyes rule itself is the service's.
  api.post(
    '/admin/admins/:id/tech-approval/approve',
    { config: { access: adminsWith('admins:manage-roles') }, schema: { tags, params: adminParamsSchema, response: { 200: adminAccountSchema } } },
    async (request) => service.approveTechRole(currentUser(request), request.params.id),
  );

  api.put('/admin/admins/update/:id', { config, schema: { tags, params: adminParamsSchema, body: adminWriteRequestSchema, response: { 200: adminAccountSchema } } }, async (request) =>
    service.update(currentUser(request), request.params.id, request.body),
  );

  api.delete('/admin/admins/delete/:id', { config, schema: { tags, params: adminParamsSchema, response: { 200: successResponseSchema } } }, async (request) =>
    service.remove(currentUser(request), request.params.id),
  );
}
