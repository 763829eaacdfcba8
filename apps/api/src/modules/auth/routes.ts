import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailChangeProposalAcceptRequestSchema,
  emailChangeProposalAnswerSchema,
  emailChangeTokenParamsSchema,
  ownEmailChangeRequestSchema,
  firstConnectionRequestSchema,
  lockToggleRequestSchema,
  lockToggleResponseSchema,
  passwordResetCheckResponseSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  resetTokenParamsSchema,
  successResponseSchema,
  tokenCheckResponseSchema,
  tokenCreateAnswerSchema,
  tokenCreateRequestSchema,
} from '@parenthese/shared';
import { adminsWith, currentUser, onlyRoles } from '../../plugins/auth';
import { declareRoutes } from '../../plugins/route-declaration';
import { createAccountLockService } from '../accounts/account-lock';
import { createFirstConnectionService } from './first-connection-service';
import { createPasswordResetService } from './password-reset-service';
import { createSignInService } from './service';
import { signInAnswer, signInContextOf } from './sign-in-answer';
import type { ServicesOption } from '../services';

export async function authRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['auth'], access: 'public' });
  const signInService = createSignInService(services);
  const firstConnectionService = createFirstConnectionService(services);
  const passwordResetService = createPasswordResetService(services);
  const accountLockService = createAccountLockService(services);

  api.post(
    '/token/create',
    route('createToken', 'Se connecter (identifiant ou email et mot de passe)', { errors: [401, 403], body: tokenCreateRequestSchema, response: tokenCreateAnswerSchema }),
    async (request, reply) => signInAnswer(reply, await signInService.signIn(request.body, signInContextOf(request)), services.config),
  );

  // Lets the web app check that a stored session is still accepted (locked account, changed password).
  api.get('/token/check', route('checkToken', 'Vérifier que la session est toujours acceptée', { access: 'signed-in', response: tokenCheckResponseSchema }), async (request) => {
    const user = currentUser(request);
    return { userId: user.id, role: user.role, firstConnexion: user.isFirstConnection };
  });

  api.post(
    '/account/first/connection',
    route('completeFirstConnection', 'Première connexion : email et nouveau mot de passe', {
      access: 'signed-in',
      errors: [409],
      body: firstConnectionRequestSchema,
      response: successResponseSchema,
    }),
    async (request) => firstConnectionService.completeFirstConnection(currentUser(request), request.body),
  );

  api.post(
    '/account/password/reset/request',
    route('requestPasswordReset', 'Demander un lien de réinitialisation du mot de passe', { body: passwordResetRequestSchema, response: successResponseSchema }),
    async (request) => passwordResetService.requestReset(request.body, request.ip),
  );

  api.get(
    '/account/password/reset/check/:resetToken',
    route('checkPasswordResetLink', 'Vérifier un lien de réinitialisation du mot de passe', { params: resetTokenParamsSchema, response: passwordResetCheckResponseSchema }),
    async (request) => passwordResetService.checkResetLink(request.params.resetToken, request.ip),
  );

  api.post(
    '/account/password/reset/confirm/:resetToken',
    route('confirmPasswordReset', 'Choisir un nouveau mot de passe par le lien reçu', {
      errors: [409],
      params: resetTokenParamsSchema,
      body: passwordResetConfirmRequestSchema,
      response: successResponseSchema,
    }),
    async (request) => passwordResetService.confirmReset(request.params.resetToken, request.body.newPassword),
  );

  // Email change links (mailed by modules/accounts/email-change.ts): the page posts on a click, so a
  // mail client or scanner that opens the link does nothing.
  api.post(
    '/account/email-change/confirm/:emailChangeToken',
    route('confirmEmailChange', 'Confirmer le changement d’adresse email', { errors: [409], params: emailChangeTokenParamsSchema, response: successResponseSchema }),
    async (request) => services.emailChanges.confirm(request.params.emailChangeToken, request.ip),
  );

  api.post(
    '/account/email-change/refuse/:emailChangeToken',
    route('refuseEmailChange', 'Refuser le changement d’adresse email', { params: emailChangeTokenParamsSchema, response: successResponseSchema }),
    async (request) => services.emailChanges.refuse(request.params.emailChangeToken, request.ip),
  );

  api.post(
    '/account/email-change/undo/:emailChangeToken',
    route('undoEmailChange', 'Annuler un changement d’adresse email effectué (depuis l’ancienne adresse)', {
      errors: [409],
      params: emailChangeTokenParamsSchema,
      response: successResponseSchema,
    }),
    async (request) => services.emailChanges.undo(request.params.emailChangeToken, request.ip),
  );

  // The owner's side of a change (decision 0043): every account with a sign-in email and an account page.
  const ownerRoute = declareRoutes({ tags: ['auth'], access: onlyRoles('DOCTOR', 'ADMIN', 'EMPLOYEE') });
  api.get(
    '/account/email-change/proposal',
    ownerRoute('getEmailChangeProposal', 'Consulter la proposition de changement d’adresse d’un administrateur', { response: emailChangeProposalAnswerSchema }),
    async (request) => services.emailChanges.proposalFor(currentUser(request).id),
  );

  api.post(
    '/account/email-change/proposal/accept',
    ownerRoute('acceptEmailChangeProposal', 'Accepter la proposition de changement d’adresse (mot de passe et code)', {
      errors: [409],
      body: emailChangeProposalAcceptRequestSchema,
      response: successResponseSchema,
    }),
    async (request) => services.emailChanges.acceptProposal(currentUser(request).id, request.body, request.ip),
  );

  api.post(
    '/account/email-change/proposal/decline',
    ownerRoute('declineEmailChangeProposal', 'Décliner la proposition de changement d’adresse', { errors: [409], response: successResponseSchema }),
    async (request) => services.emailChanges.declineProposal(currentUser(request).id),
  );

  api.post(
    '/account/email-change/request',
    ownerRoute('requestOwnEmailChange', 'Changer sa propre adresse de connexion (mot de passe et code)', {
      errors: [409],
      body: ownEmailChangeRequestSchema,
      response: successResponseSchema,
    }),
    async (request) => services.emailChanges.requestOwn(currentUser(request).id, request.body, request.ip),
  );

  api.post(
    '/account/lock/toggle',
    route('toggleAccountLock', 'Bloquer ou débloquer un compte', { access: adminsWith('accounts:lock'), errors: [404], body: lockToggleRequestSchema, response: lockToggleResponseSchema }),
    async (request) => accountLockService.toggleLock(currentUser(request), request.body),
  );
}
