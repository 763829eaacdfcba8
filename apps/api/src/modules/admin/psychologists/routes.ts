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
import { createPsychologistAdminService } from './service';
import type { ServicesOption } from '../../services';

/** Every psychologist of a list without page parameters fits one answer: the platform has a few hundred at most. */
const UNPAGED_LIMIT = 5_000;

/** Psychologists (spec section 7, 'Admin: psychologists'); blocking goes through POST /account/lock/toggle. */
export async function psychologistAdminRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createPsychologistAdminService(services);
  const config = { access: adminsWith('doctors:manage') };
  const tags = ['admin: psychologists'];

  api.get(
    '/admin/doctors/get/all',
    {
      config,
      schema: { operationId: 'listDoctors', summary: 'Psychologues', tags, querystring: listQuerySchema, response: { 200: z.union([adminPsychologistPageSchema, adminPsychologistListSchema]) } },
    },
    async (request) => pageOrDocumentedShape(request.url, request.query, { load: service.list, unpagedLimit: UNPAGED_LIMIT, unpaged: (psychologists) => ({ doctors: psychologists }) }),
  );

  api.get(
    '/admin/doctors/:id/credits/load',
    {
      config,
      schema: { operationId: 'getDoctorCredits', summary: 'Consultations d’un psychologue par mois', tags, params: psychologistParamsSchema, response: { 200: psychologistCreditsResponseSchema } },
    },
    async (request) => ({
      doctorCredits: await service.credits(request.params.id),
    }),
  );

  api.post(
    '/admin/doctors/create',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'createDoctor', summary: 'Créer un psychologue', tags, body: psychologistCreateRequestSchema, response: { 200: psychologistCreateResponseSchema } },
    },
    async (request) => ({
      doctor: await service.create(currentUser(request), request.body),
    }),
  );

  api.post(
    '/admin/doctors/:id/invitation/resend',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'resendDoctorInvitation', summary: 'Renvoyer l’invitation d’un psychologue', tags, params: psychologistParamsSchema, response: { 200: psychologistCreateResponseSchema } },
    },
    async (request) => ({
      doctor: await service.resendInvitation(currentUser(request), request.params.id),
    }),
  );

  api.put(
    '/admin/doctors/update/:id',
    {
      config: { ...config, errors: [409] },
      schema: {
        operationId: 'updateDoctor',
        summary: 'Modifier un psychologue',
        tags,
        params: psychologistParamsSchema,
        body: psychologistUpdateRequestSchema,
        response: { 200: adminPsychologistSchema },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  api.delete(
    '/admin/doctors/delete/:id',
    {
      config: { ...config, errors: [409] },
      schema: { operationId: 'deleteDoctor', summary: 'Supprimer un psychologue', tags, params: psychologistParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
}
