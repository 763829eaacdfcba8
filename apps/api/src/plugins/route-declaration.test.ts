import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { onlyRoles } from './auth';
import { declareRoutes } from './route-declaration';

const route = declareRoutes({ tags: ['planning'], access: onlyRoles('DOCTOR') });
const params = z.object({ id: z.uuid() });
const body = z.object({ hours: z.number().int() });
const answer = z.object({ isDone: z.boolean() });

describe('declareRoutes', () => {
  it('builds the options the routes wrote by hand: the module’s access and tags, the route’s errors and schemas', () => {
    expect(route('copyPlanningWeek', 'Appliquer une semaine', { errors: [409], params, body, response: answer })).toEqual({
      config: { access: { roles: ['DOCTOR'] }, errors: [409] },
      schema: { operationId: 'copyPlanningWeek', summary: 'Appliquer une semaine', tags: ['planning'], params, body, response: { 200: answer } },
    });
  });

  it('sets only what the route declares: its own access, answers by status, route options', () => {
    const declared = route('startImport', 'Lancer un import', { access: 'public', response: { 202: answer }, bodyLimit: 1024, attachValidation: true });
    expect(declared).toEqual({
      config: { access: 'public' },
      schema: { operationId: 'startImport', summary: 'Lancer un import', tags: ['planning'], response: { 202: answer } },
      bodyLimit: 1024,
      attachValidation: true,
    });
    expect(Object.keys(route('getHealth', 'Le processus répond'))).toEqual(['config', 'schema']);
    expect(Object.keys(route('getHealth', 'Le processus répond').schema)).toEqual(['operationId', 'summary', 'tags']);
  });

  it('keeps the zod schemas’ types for the handler: the request and the reply are typed by them', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post('/weeks/:id', route('copyWeek', 'Copier', { params, body, response: answer }), async (request) => {
      const hours: number = request.body.hours;
      const id: string = request.params.id;
      // @ts-expect-error the body's hours are a number
      const wrong: string = request.body.hours;
      void wrong;
      return { isDone: hours > 0 && id.length > 0 };
    });
    // @ts-expect-error the answer must match the declared response
    api.post('/weeks', route('listWeeks', 'Lister', { response: answer }), async () => ({ isDone: 'oui' }));
    const response = await app.inject({ method: 'POST', url: `/weeks/${crypto.randomUUID()}`, payload: { hours: 2 } });
    expect(response.json()).toEqual({ isDone: true });
    expect((await app.inject({ method: 'POST', url: `/weeks/${crypto.randomUUID()}`, payload: { hours: 'deux' } })).statusCode).toBe(400);
    await app.close();
  });
});
