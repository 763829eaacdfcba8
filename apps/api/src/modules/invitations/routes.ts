import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { declareRoutes } from '../../plugins/route-declaration';
import { invitationAcceptRequestSchema, invitationCheckResponseSchema, invitationTokenParamsSchema, tokenCreateAnswerSchema } from '@parenthese/shared';
import { signInAnswer } from '../auth/sign-in-answer';
import { createInvitationActivationService } from './activation-service';
import type { ServicesOption } from '../services';

/** An invited account's link (mailed by writeInvitationMails): checked when the page opens, spent when a password is chosen. */
export async function invitationRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['auth'], access: 'public' });
  const service = createInvitationActivationService(services);

  api.get(
    '/account/invitation/check/:invitationToken',
    route('checkInvitation', 'Vérifier un lien d’invitation', { params: invitationTokenParamsSchema, response: invitationCheckResponseSchema }),
    async (request) => service.check(request.params.invitationToken, request.ip),
  );

  api.post(
    '/account/invitation/accept/:invitationToken',
    route('acceptInvitation', 'Accepter une invitation et choisir son mot de passe', {
      errors: [403, 409],
      params: invitationTokenParamsSchema,
      body: invitationAcceptRequestSchema,
      response: tokenCreateAnswerSchema,
    }),
    async (request, reply) => {
      const accepted = await service.accept(request.params.invitationToken, request.body, { clientAddress: request.ip, userAgent: request.headers['user-agent'] });
      // Signed in (an employee): this browser becomes a known device, as after a sign-in. Staff have their second factor to enrol first.
      return signInAnswer(reply, accepted, services.config);
    },
  );
}
