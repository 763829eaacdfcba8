import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  employeeAccountDetailsSchema,
  employeeProfileUpdateRequestSchema,
  employeeProfileUpdateResponseSchema,
  idParamsSchema,
  meetingCancelResponseSchema,
  meetingCreateRequestSchema,
  meetingCreateResponseSchema,
  meetingFindRequestSchema,
  meetingFindResponseSchema,
  meetingLoadResponseSchema,
  meetingRateRequestSchema,
  meetingRateResponseSchema,
} from '@parenthese/shared';
import { currentUser } from '../../plugins/auth';
import { createEmployeeService } from './service';

/** The employee service, under /api/employee-service: employees only, each on their own data. */
export async function employeeServiceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createEmployeeService(app);
  // Employees past their first connection (requireRole refuses an account still on its temporary password).
  const onlyEmployees = app.requireRole('EMPLOYEE');
  const tags = ['employee-service'];

  api.get(
    '/employee/account/details',
    { preHandler: onlyEmployees, schema: { tags, response: { 200: employeeAccountDetailsSchema } } },
    async (request) => service.accountDetails(currentUser(request).id),
  );

  api.post(
    '/employee/account/details/update',
    { preHandler: onlyEmployees, schema: { tags, body: employeeProfileUpdateRequestSchema, response: { 200: employeeProfileUpdateResponseSchema } } },
    async (request) => service.updateProfile(currentUser(request).id, request.body),
  );

  api.post(
    '/meeting/find',
    { preHandler: onlyEmployees, schema: { tags, body: meetingFindRequestSchema, response: { 200: meetingFindResponseSchema } } },
    async (request) => service.findSlots(currentUser(request).id, request.body),
  );

  api.post(
    '/meeting/create',
    { preHandler: onlyEmployees, schema: { tags, body: meetingCreateRequestSchema, response: { 200: meetingCreateResponseSchema } } },
    async (request) => service.book(currentUser(request).id, request.body),
  );

  api.get(
    '/meeting/load',
    { preHandler: onlyEmployees, schema: { tags, response: { 200: meetingLoadResponseSchema } } },
    async (request) => service.listMeetings(currentUser(request).id),
  );

  api.post(
    '/meeting/:id/cancel',
    { preHandler: onlyEmployees, schema: { tags, params: idParamsSchema, response: { 200: meetingCancelResponseSchema } } },
    async (request) => service.cancel(currentUser(request).id, request.params.id),
  );

  api.post(
    '/meeting/:id/rate',
    { preHandler: onlyEmployees, schema: { tags, params: idParamsSchema, body: meetingRateRequestSchema, response: { 200: meetingRateResponseSchema } } },
    async (request) => service.rate(currentUser(request).id, request.params.id, request.body.rating),
  );
}
