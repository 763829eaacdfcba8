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
import { declareRoutes } from '../../plugins/route-declaration';
import type { ServicesOption } from '../services';

/**
 * « Proposer un suivi » (decision 0066): the psychologist's side beside their consultations
 * (/api/doctor/meetings/{id}/follow-up), the employee's beside theirs (/api/employee-service/follow-up).
 */
export async function followUpRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const psychologistRoute = declareRoutes({ tags: ['doctor'], access: onlyRoles('DOCTOR') });
  const employeeRoute = declareRoutes({ tags: ['employee-service'], access: onlyRoles('EMPLOYEE') });
  const service = services.followUpProposals;

  api.get(
    '/doctor/meetings/:id/follow-up',
    psychologistRoute('getFollowUpOptions', 'Heures libres à proposer en suivi, et la proposition en cours', {
      errors: [409],
      params: psychologistConsultationParamsSchema,
      response: psychologistFollowUpOptionsSchema,
    }),
    async (request) => service.optionsFor(currentUser(request).id, request.params.id),
  );

  api.post(
    '/doctor/meetings/:id/follow-up',
    psychologistRoute('proposeFollowUp', 'Proposer un suivi : 1 à 3 heures libres réservées à la personne', {
      errors: [409],
      params: psychologistConsultationParamsSchema,
      body: followUpProposeRequestSchema,
      response: followUpProposeResponseSchema,
    }),
    async (request) => service.propose(currentUser(request).id, request.params.id, request.body.meetingIds),
  );

  api.get('/employee-service/follow-up', employeeRoute('listFollowUpProposals', 'Prochains rendez-vous proposés en attente de réponse', { response: employeeFollowUpListSchema }), async (request) =>
    service.listOpen(currentUser(request).id),
  );

  api.get(
    '/employee-service/follow-up/:id',
    employeeRoute('getFollowUpProposal', 'Une proposition de prochain rendez-vous (lien reçu par email)', { params: followUpParamsSchema, response: employeeFollowUpSchema }),
    async (request) => service.showToEmployee(currentUser(request).id, request.params.id),
  );

  api.post(
    '/employee-service/follow-up/:id/accept',
    employeeRoute('acceptFollowUpProposal', 'Choisir une heure proposée (réservation : un crédit utilisé)', {
      errors: [409],
      params: followUpParamsSchema,
      body: followUpAcceptRequestSchema,
      response: followUpAcceptResponseSchema,
    }),
    async (request) => service.accept(sessionClaims(request), request.params.id, request.body.meetingId),
  );

  api.post(
    '/employee-service/follow-up/:id/decline',
    employeeRoute('declineFollowUpProposal', 'Décliner une proposition (les heures sont libérées)', { errors: [409], params: followUpParamsSchema, response: followUpDeclineResponseSchema }),
    async (request) => service.decline(currentUser(request).id, request.params.id),
  );
}
