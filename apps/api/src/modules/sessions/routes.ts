import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endedSessionsSchema, openSessionListSchema, sessionParamsSchema, successResponseSchema } from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../plugins/auth';
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
  const everyAccount = { access: onlyRoles('ADMIN', 'DOCTOR', 'EMPLOYEE') };

  // « Déconnexion »: the token stops working at once, everywhere. An account still on its first
  // connection may sign out too.
  api.post(
    '/token/revoke',
    { config: { access: 'signed-in' }, schema: { operationId: 'revokeToken', summary: 'Se déconnecter (la session prend fin partout)', tags: ['auth'], response: { 200: successResponseSchema } } },
    async (request) => service.signOut(owner(request)),
  );

  api.get(
    '/account/sessions',
    { config: everyAccount, schema: { operationId: 'listSessions', summary: 'Sessions ouvertes du compte', tags: ['auth'], response: { 200: openSessionListSchema } } },
    async (request) => service.list(owner(request)),
  );

  api.delete(
    '/account/sessions/:sessionId',
    { config: everyAccount, schema: { operationId: 'endSession', summary: 'Mettre fin à une autre session', tags: ['auth'], params: sessionParamsSchema, response: { 200: successResponseSchema } } },
    async (request) => service.endOne(owner(request), request.params.sessionId),
  );

  api.post(
    '/account/sessions/end-others',
    { config: everyAccount, schema: { operationId: 'endOtherSessions', summary: 'Mettre fin à toutes les autres sessions', tags: ['auth'], response: { 200: endedSessionsSchema } } },
    async (request) => service.endOthers(owner(request)),
  );
}
