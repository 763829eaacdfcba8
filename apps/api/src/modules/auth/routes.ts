import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tokenCreateRequestSchema, tokenCreateResponseSchema } from '@parenthese/shared';
import { currentUser } from '../../plugins/auth';
import { createSignInService } from './service';

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signInService = createSignInService(app);

  api.post(
    '/token/create',
    { schema: { tags: ['auth'], body: tokenCreateRequestSchema, response: { 200: tokenCreateResponseSchema } } },
    async (request) => signInService.signIn(request.body, request.ip),
  );

  // Lets the web app check that a stored session is still accepted (locked account, changed password).
  api.get('/token/check', { preHandler: app.authenticate, schema: { tags: ['auth'] } }, async (request) => {
    const user = currentUser(request);
    return { userId: user.id, role: user.role, firstConnexion: user.isFirstConnection };
  });
}
