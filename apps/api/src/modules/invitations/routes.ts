import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invitationAcceptRequestSchema, invitationCheckResponseSchema, invitationTokenParamsSchema, tokenCreateAnswerSchema } from '@parenthese/shared';
import { rememberDevice } from '../auth/device-cookie';
import { createInvitationActivationService } from './activation-service';
import type { ServicesOption } from '../services';

/** An invited account's link (mailed by writeInvitationMails): checked when the page opens, spent when a password is chosen. */
export async function invitationRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createInvitationActivationService(services);
  const tags = ['auth'];

  api.get(
    '/account/invitation/check/:invitationToken',
    {
      config: { access: 'public' },
      schema: { operationId: 'checkInvitation', summary: 'Vérifier un lien d’invitation', tags, params: invitationTokenParamsSchema, response: { 200: invitationCheckResponseSchema } },
    },
    async (request) => service.check(request.params.invitationToken, request.ip),
  );

  api.post(
    '/account/invitation/accept/:invitationToken',
    {
      config: { access: 'public', errors: [403, 409] },
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accepter une invitation et choisir son mot de passe',
        tags,
        params: invitationTokenParamsSchema,
        body: invitationAcceptRequestSchema,
        response: { 200: tokenCreateAnswerSchema },
      },
    },
    async (request, reply) => {
      const { answer, deviceOwner } = await service.accept(request.params.invitationToken, request.body, { clientAddress: request.ip, userAgent: request.headers['user-agent'] });
      // Signed in (an employee): this browser becomes a known device, as after a sign-in. Staff have their second factor to enrol first.
      if (deviceOwner) rememberDevice(reply, deviceOwner, services.config);
      return answer;
    },
  );
}
