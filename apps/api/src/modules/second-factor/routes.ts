import type { FastifyInstance } from 'fastify';
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
import { declareRoutes } from '../../plugins/route-declaration';
import { signInAnswer, signInContextOf } from '../auth/sign-in-answer';
import { createResetRequestService } from './reset-requests';
import { createSecondFactorService } from './service';
import type { ServicesOption } from '../services';

/** The TOTP second factor: the sign-in's second step, « Mon compte », and the four-eyes TECH reset (decision 0044). */
export async function secondFactorRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authRoute = declareRoutes({ tags: ['auth'], access: 'signed-in' });
  /** The sign-in's steps and the links received by mail: before any session. */
  const signInRoute = declareRoutes({ tags: ['auth'], access: 'public' });
  const adminRoute = declareRoutes({ tags: ['admin: accounts'], access: adminsWith('accounts:second-factor-reset') });
  const service = createSecondFactorService(services);
  const resets = createResetRequestService(services);

  api.post(
    '/token/second-factor',
    signInRoute('createTokenWithSecondFactor', 'Se connecter : code du second facteur', {
      errors: [401, 403, 409],
      body: secondFactorSignInRequestSchema,
      response: tokenCreateResponseSchema,
    }),
    async (request, reply) => signInAnswer(reply, await service.signInWithSecondFactor(request.body, signInContextOf(request)), services.config),
  );

  api.post(
    '/token/second-factor/enrolment',
    signInRoute('startSignInSecondFactorEnrolment', 'Se connecter : commencer l’activation du second facteur', {
      errors: [401, 409],
      body: secondFactorEnrolmentRequestSchema,
      response: secondFactorEnrolmentResponseSchema,
    }),
    async (request) => service.startEnrolmentAtSignIn(request.body.challenge),
  );

  api.post(
    '/token/second-factor/enrolment/confirm',
    signInRoute('confirmSignInSecondFactorEnrolment', 'Se connecter : confirmer l’activation du second facteur', {
      errors: [401, 403, 409],
      body: secondFactorEnrolmentConfirmRequestSchema,
      response: secondFactorEnrolmentConfirmResponseSchema,
    }),
    async (request, reply) => signInAnswer(reply, await service.confirmEnrolmentAtSignIn(request.body, signInContextOf(request)), services.config),
  );

  api.get('/account/second-factor', authRoute('getSecondFactorStatus', 'État du second facteur du compte', { response: accountSecondFactorStatusSchema }), async (request) =>
    service.status(currentUser(request)),
  );

  api.post(
    '/account/second-factor/enrolment',
    authRoute('startSecondFactorEnrolment', 'Commencer l’activation du second facteur', { errors: [409], response: secondFactorEnrolmentResponseSchema }),
    async (request) => service.startEnrolment(currentUser(request)),
  );

  api.post(
    '/account/second-factor/enrolment/confirm',
    authRoute('confirmSecondFactorEnrolment', 'Confirmer l’activation du second facteur', {
      errors: [409],
      body: accountSecondFactorCodeRequestSchema,
      response: recoveryCodesResponseSchema,
    }),
    async (request) => service.confirmEnrolment(currentUser(request), request.body.code, request.ip),
  );

  api.post(
    '/account/second-factor/recovery-codes',
    authRoute('renewRecoveryCodes', 'Renouveler les codes de secours', { errors: [409], body: accountSecondFactorCodeRequestSchema, response: recoveryCodesResponseSchema }),
    async (request) => service.renewRecoveryCodes(currentUser(request), request.body.code, request.ip),
  );

  api.post(
    '/account/second-factor/disable',
    authRoute('disableSecondFactor', 'Désactiver le second facteur', { errors: [409], body: accountSecondFactorCodeRequestSchema, response: successResponseSchema }),
    async (request) => service.disable(currentUser(request), request.body.code, request.ip),
  );

  // Asks for the reset: a second TECH administrator approves it (four eyes), the owner may refuse it.
  api.post(
    '/admin/accounts/:userId/second-factor/reset',
    adminRoute('requestSecondFactorReset', 'Demander la réinitialisation du second facteur d’un compte (approbation d’un second administrateur TECH)', {
      errors: [409],
      params: secondFactorResetParamsSchema,
      response: successResponseSchema,
    }),
    async (request) => resets.request(currentUser(request), request.params.userId),
  );

  api.get(
    '/admin/second-factor-resets',
    adminRoute('listSecondFactorResetRequests', 'Demandes de réinitialisation du second facteur en attente', { response: secondFactorResetRequestsResponseSchema }),
    async () => resets.listPending(),
  );

  api.post(
    '/admin/second-factor-resets/:requestId/approve',
    adminRoute('approveSecondFactorReset', 'Approuver une réinitialisation du second facteur', {
      errors: [409],
      params: secondFactorResetRequestParamsSchema,
      response: successResponseSchema,
    }),
    async (request) => resets.approve(currentUser(request), request.params.requestId),
  );

  api.post(
    '/admin/second-factor-resets/:requestId/cancel',
    adminRoute('cancelSecondFactorReset', 'Annuler une demande de réinitialisation du second facteur', {
      errors: [409],
      params: secondFactorResetRequestParamsSchema,
      response: successResponseSchema,
    }),
    async (request) => resets.cancel(currentUser(request), request.params.requestId),
  );

  // The owner's link in the request's notice: public, the token is the proof.
  api.post(
    '/account/second-factor-reset/refuse/:resetToken',
    signInRoute('refuseSecondFactorReset', 'Refuser la réinitialisation de son second facteur (lien reçu par email)', {
      params: secondFactorResetRefuseParamsSchema,
      response: successResponseSchema,
    }),
    async (request) => resets.refuseByOwner(request.params.resetToken, request.ip),
  );
}
