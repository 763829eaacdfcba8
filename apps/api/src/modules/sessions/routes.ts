import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endedSessionsSchema, openSessionListSchema, sessionParamsSchema, successResponseSchema } from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../plugins/auth';
import { declareRoutes } from '../../plugins/route-declaration';
import { createSessionService, type SessionOwner } from './service';
import type { ServicesOption } from '../services';

const owner = (request: FastifyRequest): SessionOwner => {
  const user = currentUser(request);
  return { userId: user.id, sessionId: user.sessionId };
};

export async function sessionRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createSessionService(services);
  // Every role, past its first connection: the list belongs to « Mon compte ».
  const route = declareRoutes({ tags: ['auth'], access: onlyRoles('ADMIN', 'DOCTOR', 'EMPLOYEE') });

  // « Déconnexion »: the token stops working at once, everywhere. An account still on its first
  // connection may sign out too.
  api.post('/token/revoke', route('revokeToken', 'Se déconnecter (la session prend fin partout)', { access: 'signed-in', response: successResponseSchema }), async (request) =>
    service.signOut(owner(request)),
  );

  api.get('/account/sessions', route('listSessions', 'Sessions ouvertes du compte', { response: openSessionListSchema }), async (request) => service.list(owner(request)));

  api.delete('/account/sessions/:sessionId', route('endSession', 'Mettre fin à une autre session', { params: sessionParamsSchema, response: successResponseSchema }), async (request) =>
    service.endOne(owner(request), request.params.sessionId),
  );

  api.post('/account/sessions/end-others', route('endOtherSessions', 'Mettre fin à toutes les autres sessions', { response: endedSessionsSchema }), async (request) =>
    service.endOthers(owner(request)),
  );
}
