import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountErasureRequestSchema, successResponseSchema } from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../../plugins/auth';
import { declareRoutes } from '../../../plugins/route-declaration';
import { createAccountErasureService } from './service';
import type { ServicesOption } from '../../services';

/** An employee's rights over their data (issue 26), under /api/employee-service: « Mes données ». */
export async function accountErasureRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = declareRoutes({ tags: ['employee-service: personal data'], access: onlyRoles('EMPLOYEE') });
  const erasure = createAccountErasureService(services);

  api.post(
    '/employee/data/erase',
    route('eraseOwnAccount', 'Supprimer son compte et ses données', { errors: [404, 409], body: accountErasureRequestSchema, response: successResponseSchema }),
    async (request) => erasure.eraseOwnAccount(currentUser(request).id, request.body, request.ip),
  );
}
