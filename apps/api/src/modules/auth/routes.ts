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
import { createAccountLockService } from '../accounts/account-lock';
import { knownDeviceOf, rememberDevice } from './device-cookie';
import { createFirstConnectionService } from './first-connection-service';
import { createPasswordResetService } from './password-reset-service';
import { createSignInService } from './service';
import type { ServicesOption } from '../services';

export async function authRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signInService = createSignInService(services);
  const firstConnectionService = createFirstConnectionService(services);
  const passwordResetService = createPasswordResetService(services);
  const accountLockService = createAccountLockService(services);

  api.post(
    '/token/create',
    {
      config: { access: 'public', errors: [401, 403] },
      schema: {
        operationId: 'createToken',
        summary: 'Se connecter (identifiant ou email et mot de passe)',
        tags: ['auth'],
        body: tokenCreateRequestSchema,
        response: { 200: tokenCreateAnswerSchema },
      },
    },
    async (request, reply) => {
      const context = { clientAddress: request.ip, userAgent: request.headers['user-agent'], knownDevice: knownDeviceOf(request) };
      const { answer, deviceOwner } = await signInService.signIn(request.body, context);
      if (deviceOwner) rememberDevice(reply, deviceOwner, services.config);
      return answer;
    },
  );

  // Lets the web app check that a stored session is still accepted (locked account, changed password).
  api.get(
    '/token/check',
    { config: { access: 'signed-in' }, schema: { operationId: 'checkToken', summary: 'Vérifier que la session est toujours acceptée', tags: ['auth'], response: { 200: tokenCheckResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      return { userId: user.id, role: user.role, firstConnexion: user.isFirstConnection };
    },
  );

  api.post(
    '/account/first/connection',
    {
      config: { access: 'signed-in', errors: [409] },
      schema: {
        operationId: 'completeFirstConnection',
        summary: 'Première connexion : email et nouveau mot de passe',
        tags: ['auth'],
        body: firstConnectionRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => firstConnectionService.completeFirstConnection(currentUser(request), request.body),
  );

  api.post(
    '/account/password/reset/request',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Demander un lien de réinitialisation du mot de passe',
        tags: ['auth'],
        body: passwordResetRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => passwordResetService.requestReset(request.body, request.ip),
  );

  api.get(
    '/account/password/reset/check/:resetToken',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'checkPasswordResetLink',
        summary: 'Vérifier un lien de réinitialisation du mot de passe',
        tags: ['auth'],
        params: resetTokenParamsSchema,
        response: { 200: passwordResetCheckResponseSchema },
      },
    },
    async (request) => passwordResetService.checkResetLink(request.params.resetToken, request.ip),
  );

  api.post(
    '/account/password/reset/confirm/:resetToken',
    {
      config: { access: 'public', errors: [409] },
      schema: {
        operationId: 'confirmPasswordReset',
        summary: 'Choisir un nouveau mot de passe par le lien reçu',
        tags: ['auth'],
        params: resetTokenParamsSchema,
        body: passwordResetConfirmRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => passwordResetService.confirmReset(request.params.resetToken, request.body.newPassword),
  );

  // Email change links (mailed by modules/accounts/email-change.ts): the page posts on a click, so a
  // mail client or scanner that opens the link does nothing.
  api.post(
    '/account/email-change/confirm/:emailChangeToken',
    {
      config: { access: 'public', errors: [409] },
      schema: { operationId: 'confirmEmailChange', summary: 'Confirmer le changement d’adresse email', tags: ['auth'], params: emailChangeTokenParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => services.emailChanges.confirm(request.params.emailChangeToken, request.ip),
  );

  api.post(
    '/account/email-change/refuse/:emailChangeToken',
    {
      config: { access: 'public' },
      schema: { operationId: 'refuseEmailChange', summary: 'Refuser le changement d’adresse email', tags: ['auth'], params: emailChangeTokenParamsSchema, response: { 200: successResponseSchema } },
    },
    async (request) => services.emailChanges.refuse(request.params.emailChangeToken, request.ip),
  );

  api.post(
    '/account/email-change/undo/:emailChangeToken',
    {
      config: { access: 'public', errors: [409] },
      schema: {
        operationId: 'undoEmailChange',
        summary: 'Annuler un changement d’adresse email effectué (depuis l’ancienne adresse)',
        tags: ['auth'],
        params: emailChangeTokenParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => services.emailChanges.undo(request.params.emailChangeToken, request.ip),
  );

  // The owner's side of a change (decision 0043): every account with a sign-in email and an account page.
  const owners = { access: onlyRoles('DOCTOR', 'ADMIN', 'EMPLOYEE') };
  api.get(
    '/account/email-change/proposal',
    {
      config: owners,
      schema: {
        operationId: 'getEmailChangeProposal',
        summary: 'Consulter la proposition de changement d’adresse d’un administrateur',
        tags: ['auth'],
        response: { 200: emailChangeProposalAnswerSchema },
      },
    },
    async (request) => services.emailChanges.proposalFor(currentUser(request).id),
  );

  api.post(
    '/account/email-change/proposal/accept',
    {
      config: { ...owners, errors: [409] },
      schema: {
        operationId: 'acceptEmailChangeProposal',
        summary: 'Accepter la proposition de changement d’adresse (mot de passe et code)',
        tags: ['auth'],
        body: emailChangeProposalAcceptRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => services.emailChanges.acceptProposal(currentUser(request).id, request.body, request.ip),
  );

  api.post(
    '/account/email-change/proposal/decline',
    {
      config: { ...owners, errors: [409] },
      schema: { operationId: 'declineEmailChangeProposal', summary: 'Décliner la proposition de changement d’adresse', tags: ['auth'], response: { 200: successResponseSchema } },
    },
    async (request) => services.emailChanges.declineProposal(currentUser(request).id),
  );

  api.post(
    '/account/email-change/request',
    {
      config: { ...owners, errors: [409] },
      schema: {
        operationId: 'requestOwnEmailChange',
        summary: 'Changer sa propre adresse de connexion (mot de passe et code)',
        tags: ['auth'],
        body: ownEmailChangeRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => services.emailChanges.requestOwn(currentUser(request).id, request.body, request.ip),
  );

  api.post(
    '/account/lock/toggle',
    {
      config: { access: adminsWith('accounts:lock'), errors: [404] },
      schema: { operationId: 'toggleAccountLock', summary: 'Bloquer ou débloquer un compte', tags: ['auth'], body: lockToggleRequestSchema, response: { 200: lockToggleResponseSchema } },
    },
    async (request) => accountLockService.toggleLock(currentUser(request), request.body),
  );
}
