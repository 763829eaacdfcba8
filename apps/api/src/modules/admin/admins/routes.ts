import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAccountSchema, adminListSchema, adminMeResponseSchema, adminPageSchema, adminParamsSchema, adminWriteRequestSchema, successResponseSchema, listQuerySchema } from '@parenthese/shared';
import { pageOrDocumentedShape } from '../../../db/list-page';
import { adminsWith, currentUser, onlyRoles } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { createAdminAccountService } from './service';
import type { ServicesOption } from '../../services';

/** Administrators (spec section 7, 'Admin: admins'); the role rules are the service's. */
export async function adminAccountRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['admin: admins'], access: adminsWith('admins:manage') });
  const service = createAdminAccountService(services);

  api.get('/admin/admins/get/me', route('getCurrentAdmin', 'L’administrateur connecté', { access: onlyRoles('ADMIN'), response: adminMeResponseSchema }), async (request) => ({
    admin: await service.me(currentUser(request)),
  }));

  api.get('/admin/admins/get/all', route('listAdmins', 'Administrateurs', { querystring: listQuerySchema, response: z.union([adminPageSchema, adminListSchema]) }), async (request) =>
    pageOrDocumentedShape(request.url, request.query, { load: (query) => service.list(currentUser(request), query), unpagedLimit: 1_000, unpaged: (admins) => ({ admins }) }),
  );

  api.post('/admin/admins/create', route('createAdmin', 'Créer un administrateur', { errors: [409], body: adminWriteRequestSchema, response: adminAccountSchema }), async (request) =>
    service.create(currentUser(request), request.body),
  );

  api.post(
    '/admin/admins/:id/invitation/resend',
    route('resendAdminInvitation', 'Renvoyer l’invitation d’un administrateur', { errors: [409], params: adminParamsSchema, response: adminAccountSchema }),
    async (request) => service.resendInvitation(currentUser(request), request.params.id),
  );

  // Only TECH administrators approve a TECH role; the four-eyes rule itself is the service's.
  api.post(
    '/admin/admins/:id/tech-approval/approve',
    route('approveTechRole', 'Approuver le rôle TECH d’un administrateur (second administrateur TECH)', {
      access: adminsWith('admins:manage-roles'),
      errors: [403, 409],
      params: adminParamsSchema,
      response: adminAccountSchema,
    }),
    async (request) => service.approveTechRole(currentUser(request), request.params.id),
  );

  api.put(
    '/admin/admins/update/:id',
    route('updateAdmin', 'Modifier un administrateur', { errors: [409], params: adminParamsSchema, body: adminWriteRequestSchema, response: adminAccountSchema }),
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  api.delete('/admin/admins/delete/:id', route('deleteAdmin', 'Supprimer un administrateur', { errors: [409], params: adminParamsSchema, response: successResponseSchema }), async (request) =>
    service.remove(currentUser(request), request.params.id),
  );
}
