import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  psychologistFollowUpOptionsSchema,
  psychologistConsultationParamsSchema,
  employeeFollowUpListSchema,
  employeeFollowUpSchema,
  followUpAcceptRequestSchema,
  followUpAcceptResponseSchema,
  followUpDeclineResponseSchema,
  followUpParamsSchema,
  followUpProposeRequestSchema,
  followUpProposeResponseSchema,
} from '@parenthese/shared';
import { currentUser, onlyRoles, sessionClaims } from '../../plugins/auth';
import type { ServicesOption } from '../services';

/**
 * « Proposer un suivi » (decision 0066): the psychologist's side beside their consultations
 * (/api/doctor/meetings/{id}/follow-up), the employee's beside theirs (/api/employee-service/follow-up).
 */
export async function followUpRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = services.followUpProposals;
  const psychologists = { access: onlyRoles('DOCTOR') };
  const employees = { access: onlyRoles('EMPLOYEE') };

  api.get(
    '/doctor/meetings/:id/follow-up',
    {
      config: { ...psychologists, errors: [409] },
      schema: {
        operationId: 'getFollowUpOptions',
        summary: 'Heures libres à proposer en suivi, et la proposition en cours',
        tags: ['doctor'],
        params: psychologistConsultationParamsSchema,
        response: { 200: psychologistFollowUpOptionsSchema },
      },
    },
    async (request) => service.optionsFor(currentUser(request).id, request.params.id),
  );

  api.post(
    '/doctor/meetings/:id/follow-up',
    {
      config: { ...psychologists, errors: [409] },
      schema: {
        operationId: 'proposeFollowUp',
        summary: 'Proposer un suivi : 1 à 3 heures libres réservées à la personne',
        tags: ['doctor'],
        params: psychologistConsultationParamsSchema,
        body: followUpProposeRequestSchema,
        response: { 200: followUpProposeResponseSchema },
      },
    },
    async (request) => service.propose(currentUser(request).id, request.params.id, request.body.meetingIds),
  );

  const tags = ['employee-service'];
  api.get(
    '/employee-service/follow-up',
    { config: employees, schema: { operationId: 'listFollowUpProposals', summary: 'Prochains rendez-vous proposés en attente de réponse', tags, response: { 200: employeeFollowUpListSchema } } },
    async (request) => service.listOpen(currentUser(request).id),
  );

  api.get(
    '/employee-service/follow-up/:id',
    {
      config: employees,
      schema: {
        operationId: 'getFollowUpProposal',
        summary: 'Une proposition de prochain rendez-vous (lien reçu par email)',
        tags,
        params: followUpParamsSchema,
        response: { 200: employeeFollowUpSchema },
      },
    },
    async (request) => service.showToEmployee(currentUser(request).id, request.params.id),
  );

  api.post(
    '/employee-service/follow-up/:id/accept',
    {
      config: { ...employees, errors: [409] },
      schema: {
        operationId: 'acceptFollowUpProposal',
        summary: 'Choisir une heure proposée (réservation : un crédit utilisé)',
        tags,
        params: followUpParamsSchema,
        body: followUpAcceptRequestSchema,
        response: { 200: followUpAcceptResponseSchema },
      },
    },
    async (request) => service.accept(sessionClaims(request), request.params.id, request.body.meetingId),
  );

  api.post(
    '/employee-service/follow-up/:id/decline',
    {
      config: { ...employees, errors: [409] },
      schema: {
        operationId: 'declineFollowUpProposal',
        summary: 'Décliner une proposition (les heures sont libérées)',
        tags,
        params: followUpParamsSchema,
        response: { 200: followUpDeclineResponseSchema },
      },
    },
    async (request) => service.decline(currentUser(request).id, request.params.id),
  );
}
