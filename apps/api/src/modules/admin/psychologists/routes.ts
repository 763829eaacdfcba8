import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPsychologistListSchema,
  adminPsychologistPageSchema,
  adminPsychologistSchema,
  psychologistCreateRequestSchema,
  psychologistCreateResponseSchema,
  psychologistCreditsResponseSchema,
  psychologistParamsSchema,
  psychologistUpdateRequestSchema,
  listQuerySchema,
  successResponseSchema,
} from '@parenthese/shared';
import { pageOrDocumentedShape } from '../../../db/list-page';
import { adminsWith, currentUser } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { createPsychologistAdminService } from './service';
import type { ServicesOption } from '../../services';

/** Every psychologist of a list without page parameters fits one answer: the platform has a few hundred at most. */
const UNPAGED_LIMIT = 5_000;

/** Psychologists (spec section 7, 'Admin: psychologists'); blocking goes through POST /account/lock/toggle. */
export async function psychologistAdminRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['admin: psychologists'], access: adminsWith('doctors:manage') });
  const service = createPsychologistAdminService(services);

  api.get(
    '/admin/doctors/get/all',
    route('listDoctors', 'Psychologues', { querystring: listQuerySchema, response: z.union([adminPsychologistPageSchema, adminPsychologistListSchema]) }),
    async (request) => pageOrDocumentedShape(request.url, request.query, { load: service.list, unpagedLimit: UNPAGED_LIMIT, unpaged: (psychologists) => ({ doctors: psychologists }) }),
  );

  api.get(
    '/admin/doctors/:id/credits/load',
    route('getDoctorCredits', 'Consultations d’un psychologue par mois', { params: psychologistParamsSchema, response: psychologistCreditsResponseSchema }),
    async (request) => ({
      doctorCredits: await service.credits(request.params.id),
    }),
  );

  api.post(
    '/admin/doctors/create',
    route('createDoctor', 'Créer un psychologue', { errors: [409], body: psychologistCreateRequestSchema, response: psychologistCreateResponseSchema }),
    async (request) => ({
      doctor: await service.create(currentUser(request), request.body),
    }),
  );

  api.post(
    '/admin/doctors/:id/invitation/resend',
    route('resendDoctorInvitation', 'Renvoyer l’invitation d’un psychologue', { errors: [409], params: psychologistParamsSchema, response: psychologistCreateResponseSchema }),
    async (request) => ({
      doctor: await service.resendInvitation(currentUser(request), request.params.id),
    }),
  );

  api.put(
    '/admin/doctors/update/:id',
    route('updateDoctor', 'Modifier un psychologue', { errors: [409], params: psychologistParamsSchema, body: psychologistUpdateRequestSchema, response: adminPsychologistSchema }),
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  api.delete('/admin/doctors/delete/:id', route('deleteDoctor', 'Supprimer un psychologue', { errors: [409], params: psychologistParamsSchema, response: successResponseSchema }), async (request) =>
    service.remove(currentUser(request), request.params.id),
  );
}
