import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  waitingListCancelResponseSchema,
  waitingListOfferBookRequestSchema,
  waitingListOfferBookResponseSchema,
  waitingListResponseSchema,
  waitingListSubscribeRequestSchema,
  waitingListSubscribeResponseSchema,
} from '@parenthese/shared';
import { currentUser, onlyRoles, sessionClaims } from '../../plugins/auth';
import { createWaitingListService } from './service';
import type { ServicesOption } from '../services';

/** The waiting list, under /api/employee-service: employees only, each on their own entries and links. */
export async function waitingListRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createWaitingListService(services);
  const config = { access: onlyRoles('EMPLOYEE') };
  const tags = ['employee-service'];

  api.get(
    '/waiting-list',
    { config, schema: { operationId: 'listWaitingList', summary: 'Ses demandes d’alerte de créneau libéré', tags, response: { 200: waitingListResponseSchema } } },
    async (request) => service.list(currentUser(request).id),
  );

  api.post(
    '/waiting-list',
    {
      config: { ...config, errors: [409] },
      schema: {
        operationId: 'joinWaitingList',
        summary: 'Demander à être prévenu quand un créneau se libère',
        tags,
        body: waitingListSubscribeRequestSchema,
        response: { 200: waitingListSubscribeResponseSchema },
      },
    },
    async (request) => service.subscribe(currentUser(request).id, request.body),
  );

  api.post(
    '/waiting-list/:id/cancel',
    {
      config: { ...config, errors: [404] },
      schema: { operationId: 'leaveWaitingList', summary: 'Annuler une demande d’alerte de créneau libéré', tags, params: idParamsSchema, response: { 200: waitingListCancelResponseSchema } },
    },
    async (request) => service.cancel(currentUser(request).id, request.params.id),
  );

  // The link of a « créneau libéré » mail: signed in, the employee it was sent to books its slot.
  api.post(
    '/waiting-list/offer/book',
    {
      config: { ...config, errors: [404, 409] },
      schema: {
        operationId: 'bookWaitingListOffer',
        summary: 'Réserver le créneau libéré d’un message d’alerte',
        tags,
        body: waitingListOfferBookRequestSchema,
        response: { 200: waitingListOfferBookResponseSchema },
      },
    },
    async (request) => service.bookOffer(sessionClaims(request), request.body.token),
  );
}
