import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountErasureRequestSchema, successResponseSchema } from '@parenthese/shared';
import { currentUser, onlyRoles } from '../../../plugins/auth';
import { createAccountErasureService } from './service';
import type { ServicesOption } from '../../services';

/** An employee's rights over their data (issue 26), under /api/employee-service: « Mes données ». */
export async function accountErasureRoutes(app: FastifyInstance, { services }: ServicesOption) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const erasure = createAccountErasureService(services);
  const config = { access: onlyRoles('EMPLOYEE') };
  const tags = ['employee-service: personal data'];

  api.post(
    '/employee/data/erase',
    {
      config: { ...config, errors: [404, 409] },
      schema: { operationId: 'eraseOwnAccount', summary: 'Supprimer son compte et ses données', tags, body: accountErasureRequestSchema, response: { 200: successResponseSchema } },
    },
    async (request) => erasure.eraseOwnAccount(currentUser(request).id, request.body, request.ip),
  );
}
