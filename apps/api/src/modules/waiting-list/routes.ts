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
import { declareRoutes } from '../../plugins/route-declaration';
import { createWaitingListService } from './service';
import type { ServicesOption } from '../services';

/** The waiting list, under /api/employee-service: employees only, each on their own entries and links. */
export async function waitingListRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['employee-service'], access: onlyRoles('EMPLOYEE') });
  const service = createWaitingListService(services);

  api.get('/waiting-list', route('listWaitingList', 'Ses demandes d’alerte de créneau libéré', { response: waitingListResponseSchema }), async (request) => service.list(currentUser(request).id));

  api.post(
    '/waiting-list',
    route('joinWaitingList', 'Demander à être prévenu quand un créneau se libère', { errors: [409], body: waitingListSubscribeRequestSchema, response: waitingListSubscribeResponseSchema }),
    async (request) => service.subscribe(currentUser(request).id, request.body),
  );

  api.post(
    '/waiting-list/:id/cancel',
    route('leaveWaitingList', 'Annuler une demande d’alerte de créneau libéré', { errors: [404], params: idParamsSchema, response: waitingListCancelResponseSchema }),
    async (request) => service.cancel(currentUser(request).id, request.params.id),
  );

  // The link of a « créneau libéré » mail: signed in, the employee it was sent to books its slot.
  api.post(
    '/waiting-list/offer/book',
    route('bookWaitingListOffer', 'Réserver le créneau libéré d’un message d’alerte', {
      errors: [404, 409],
      body: waitingListOfferBookRequestSchema,
      response: waitingListOfferBookResponseSchema,
    }),
    async (request) => service.bookOffer(sessionClaims(request), request.body.token),
  );
}
