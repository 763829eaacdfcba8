import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSecondFactorCodeRequestSchema,
  accountSecondFactorStatusSchema,
  recoveryCodesResponseSchema,
  secondFactorEnrolmentConfirmRequestSchema,
  secondFactorEnrolmentConfirmResponseSchema,
  secondFactorEnrolmentRequestSchema,
  secondFactorEnrolmentResponseSchema,
  secondFactorResetParamsSchema,
  secondFactorResetRefuseParamsSchema,
  secondFactorResetRequestParamsSchema,
  secondFactorResetRequestsResponseSchema,
  secondFactorSignInRequestSchema,
  successResponseSchema,
  tokenCreateResponseSchema,
} from '@parenthese/shared';
import { adminsWith, currentUser } from '../../plugins/auth';
import { knownDeviceOf, rememberDevice, type DeviceOwner } from '../auth/device-cookie';
import { createResetRequestService } from './reset-requests';
import { createSecondFactorService } from './service';
import type { ServicesOption } from '../services';

/** The TOTP second factor: the sign-in's second step, « Mon compte », and the four-eyes TECH reset (decision 0044). */
export async function secondFactorRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createSecondFactorService(services);
  const resets = createResetRequestService(services);
  const contextOf = (request: FastifyRequest) => ({ clientAddress: request.ip, userAgent: request.headers['user-agent'], knownDevice: knownDeviceOf(request) });
  /** A token was issued: the browser becomes a known device of the account (device-cookie.ts). */
  const signedInAnswer = <Answer>(reply: FastifyReply, signedIn: { deviceOwner: DeviceOwner; answer: Answer }) => {
    rememberDevice(reply, signedIn.deviceOwner, services.config);
    return signedIn.answer;
  };

  api.post(
    '/token/second-factor',
    {
      config: { access: 'public', errors: [401, 403, 409] },
      schema: {
        operationId: 'createTokenWithSecondFactor',
        summary: 'Se connecter : code du second facteur',
        tags: ['auth'],
        body: secondFactorSignInRequestSchema,
        response: { 200: tokenCreateResponseSchema },
      },
    },
    async (request, reply) => signedInAnswer(reply, await service.signInWithSecondFactor(request.body, contextOf(request))),
  );

  api.post(
    '/token/second-factor/enrolment',
    {
      config: { access: 'public', errors: [401, 409] },
      schema: {
        operationId: 'startSignInSecondFactorEnrolment',
        summary: 'Se connecter : commencer l’activation du second facteur',
        tags: ['auth'],
        body: secondFactorEnrolmentRequestSchema,
        response: { 200: secondFactorEnrolmentResponseSchema },
      },
    },
    async (request) => service.startEnrolmentAtSignIn(request.body.challenge),
  );

  api.post(
    '/token/second-factor/enrolment/confirm',
    {
      config: { access: 'public', errors: [401, 403, 409] },
      schema: {
        operationId: 'confirmSignInSecondFactorEnrolment',
        summary: 'Se connecter : confirmer l’activation du second facteur',
        tags: ['auth'],
        body: secondFactorEnrolmentConfirmRequestSchema,
        response: { 200: secondFactorEnrolmentConfirmResponseSchema },
      },
    },
    async (request, reply) => signedInAnswer(reply, await service.confirmEnrolmentAtSignIn(request.body, contextOf(request))),
  );

  api.get(
    '/account/second-factor',
    {
      config: { access: 'signed-in' },
      schema: { operationId: 'getSecondFactorStatus', summary: 'État du second facteur du compte', tags: ['auth'], response: { 200: accountSecondFactorStatusSchema } },
    },
    async (request) => service.status(currentUser(request)),
  );

  api.post(
    '/account/second-factor/enrolment',
    {
      config: { access: 'signed-in', errors: [409] },
      schema: { operationId: 'startSecondFactorEnrolment', summary: 'Commencer l’activation du second facteur', tags: ['auth'], response: { 200: secondFactorEnrolmentResponseSchema } },
    },
    async (request) => service.startEnrolment(currentUser(request)),
  );

  api.post(
    '/account/second-factor/enrolment/confirm',
    {
      config: { access: 'signed-in', errors: [409] },
      schema: {
        operationId: 'confirmSecondFactorEnrolment',
        summary: 'Confirmer l’activation du second facteur',
        tags: ['auth'],
        body: accountSecondFactorCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => service.confirmEnrolment(currentUser(request), request.body.code, request.ip),
  );

  api.post(
    '/account/second-factor/recovery-codes',
    {
      config: { access: 'signed-in', errors: [409] },
      schema: {
        operationId: 'renewRecoveryCodes',
        summary: 'Renouveler les codes de secours',
        tags: ['auth'],
        body: accountSecondFactorCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => service.renewRecoveryCodes(currentUser(request), request.body.code, request.ip),
  );

  api.post(
    '/account/second-factor/disable',
    {
      config: { access: 'signed-in', errors: [409] },
      schema: { operationId: 'disableSecondFactor', summary: 'Désactiver le second facteur', tags: ['auth'], body: accountSecondFactorCodeRequestSchema, response: { 200: successResponseSchema } },
    },
    async (request) => service.disable(currentUser(request), request.body.code, request.ip),
  );

  // Asks for the reset: a second TECH administrator approves it (four eyes), the owner may refuse it.
  api.post(
    '/admin/accounts/:userId/second-factor/reset',
    {
      config: { access: adminsWith('accounts:second-factor-reset'), errors: [409] },
      schema: {
        operationId: 'requestSecondFactorReset',
        summary: 'Demander la réinitialisation du second facteur d’un compte (approbation d’un second administrateur TECH)',
        tags: ['admin: accounts'],
        params: secondFactorResetParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => resets.request(currentUser(request), request.params.userId),
  );

  api.get(
    '/admin/second-factor-resets',
    {
      config: { access: adminsWith('accounts:second-factor-reset') },
      schema: {
        operationId: 'listSecondFactorResetRequests',
        summary: 'Demandes de réinitialisation du second facteur en attente',
        tags: ['admin: accounts'],
        response: { 200: secondFactorResetRequestsResponseSchema },
      },
    },
    async () => resets.listPending(),
  );

  api.post(
    '/admin/second-factor-resets/:requestId/approve',
    {
      config: { access: adminsWith('accounts:second-factor-reset'), errors: [409] },
      schema: {
        operationId: 'approveSecondFactorReset',
        summary: 'Approuver une réinitialisation du second facteur',
        tags: ['admin: accounts'],
        params: secondFactorResetRequestParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => resets.approve(currentUser(request), request.params.requestId),
  );

  api.post(
    '/admin/second-factor-resets/:requestId/cancel',
    {
      config: { access: adminsWith('accounts:second-factor-reset'), errors: [409] },
      schema: {
        operationId: 'cancelSecondFactorReset',
        summary: 'Annuler une demande de réinitialisation du second facteur',
        tags: ['admin: accounts'],
        params: secondFactorResetRequestParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => resets.cancel(currentUser(request), request.params.requestId),
  );

  // The owner's link in the request's notice: public, the token is the proof.
  api.post(
    '/account/second-factor-reset/refuse/:resetToken',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'refuseSecondFactorReset',
        summary: 'Refuser la réinitialisation de son second facteur (lien reçu par email)',
        tags: ['auth'],
        params: secondFactorResetRefuseParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => resets.refuseByOwner(request.params.resetToken, request.ip),
  );
}
