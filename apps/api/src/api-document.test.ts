import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { API_ERROR_CODES } from '@parenthese/shared';
import { loadConfig } from './config';
import { apiDocumentPlugin } from './plugins/api-document';
import { contractViolations, documentPath, recordExchanges, type Exchange } from '../test/support/api-contract';
import { createPsychologist, createEmployee } from '../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../test/support/consultations';
import { createTestApp, type TestApp } from '../test/support/test-app';

/**
 * The API document (decision 0041): generated from the routes, complete (security, errors, operation
 * names, bodies), and held true by the contract test that every test app runs on close
 * (test/support/api-contract.ts), shown here to catch an answer its schema does not describe.
 */

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

let testApp: TestApp;
let document: Document;

beforeAll(async () => {
  testApp = await createTestApp();
  document = testApp.app.swagger() as Document;
});
afterAll(async () => testApp?.close());

function documentedOperation(method: string, url: string): Operation | undefined {
  return (document.paths?.[documentPath(url)] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
}

function operationOf(method: string, url: string): Operation {
  const operation = documentedOperation(method, url);
  if (!operation) throw new Error(`${method} ${url} absent du document`);
  return operation;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

describe('the API document', () => {
  it('is OpenAPI 3.1 and describes every API route once, with a unique camelCase operationId and a French summary', () => {
    expect(document.openapi).toBe('3.1.0');
    // The routes as the app registered them (the access hook's onRoute table): a route added later is
    // checked from its first commit, with no list to keep beside the declarations.
    const routes = testApp.app.routeAccessTable;
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(
      routes.filter(({ method, url }) => !documentedOperation(method, url)?.operationId || !documentedOperation(method, url)?.summary).map(({ method, url }) => `${method} ${url}`),
      'routes sans operationId ni résumé (schema.operationId et schema.summary de leur déclaration)',
    ).toEqual([]);
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((key) => HTTP_METHODS.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort(), 'opérations du document sans route, ou décrites deux fois').toEqual(routes.map(({ method, url }) => `${method} ${documentPath(url)}`).sort());
    const operationIds = routes.map(({ method, url }) => operationOf(method, url).operationId);
    expect(
      operationIds.filter((operationId, index) => operationIds.indexOf(operationId) !== index),
      'operationId déclaré par plus d’une route',
    ).toEqual([]);
    for (const operationId of operationIds) expect(operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    for (const { method, url } of routes) expect(operationOf(method, url).summary, `${method} ${url}`).toMatch(/^[A-ZÉ]/);
  });

  it('asks for the bearer token on every signed-in operation and on none of the public ones', () => {
    expect(document.components?.securitySchemes?.bearerAuth).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }));
    expect(document.security).toEqual([{ bearerAuth: [] }]);
    for (const { method, url, access } of testApp.app.routeAccessTable) {
      const operation = operationOf(method, url);
      if (access === 'public') expect(operation.security, `${method} ${url}`).toEqual([]);
      else expect(operation.security, `${method} ${url} hérite du jeton`).toBeUndefined();
    }
  });

  it('declares the error answers with the one error schema: 401 and 403 where signed in, 400 where there is input, 429 everywhere', () => {
    for (const { method, url, access } of testApp.app.routeAccessTable) {
      const operation = operationOf(method, url);
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses, `${method} ${url}`).toContain('429');
      if (access !== 'public') expect(statuses, `${method} ${url}`).toEqual(expect.arrayContaining(['401', '403']));
      if (operation.requestBody || operation.parameters?.length) expect(statuses, `${method} ${url}`).toContain('400');
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        if (method === 'GET' && url === '/api/health/ready' && status === '503') continue;
        const content = (operation.responses![status] as OpenAPIV3_1.ResponseObject).content;
        expect(content?.['application/json']?.schema, `${method} ${url} ${status}`).toEqual({ $ref: '#/components/schemas/ApiError' });
      }
    }
    expect(document.components?.schemas?.ApiError).toEqual(expect.objectContaining({ type: 'object', required: ['code', 'message'] }));
    // Every code a client may meet, listed once in the shared contract (issue 38).
    expect((document.components?.schemas?.ApiError as OpenAPIV3_1.SchemaObject).properties?.code).toEqual({ type: 'string', enum: [...API_ERROR_CODES] });
    expect(operationOf('POST', '/api/employee-service/meeting/create').responses).toHaveProperty('409');
  });

  it('declares a request body wherever a route reads one, the demonstration request included', () => {
    for (const { method, url, hasBodySchema } of testApp.app.routeTable.filter((entry) => entry.url.startsWith('/api/') && !entry.url.startsWith('/api/docs'))) {
      if (hasBodySchema) expect(operationOf(method, url).requestBody, `${method} ${url}`).toBeDefined();
    }
    const contact = operationOf('POST', '/api/contact/request').requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(contact.content['application/json'].schema).toEqual(expect.objectContaining({ required: expect.arrayContaining(['firstName', 'mail', 'date']) }));
    const upload = operationOf('POST', '/api/admin/doctors/:id/bills/:month/document').requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(upload.content['multipart/form-data'].schema).toEqual(expect.objectContaining({ required: ['file'] }));
  });

  it('declares each media type a file answer really has: the personal-data download is JSON or an HTML page, by `format`', () => {
    const answer = operationOf('GET', '/api/employee-service/employee/data/export/:id/download').responses?.[200] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(answer.content ?? {})).toEqual(['application/json', 'text/html']);
    expect(answer.description).toMatch(/`json`.*`html`/);
    const bill = operationOf('GET', '/api/admin/doctors/:id/bills/:month/document').responses?.[200] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(bill.content ?? {})).not.toContain('application/octet-stream');
  });

  it("describes token/check's real answer", async () => {
    const employee = await createEmployee(testApp.db);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization: await bearerFor(testApp, employee) } });
    expect(response.json()).toEqual({ userId: employee.id, role: 'EMPLOYEE', firstConnexion: false });
    const answer = (operationOf('GET', '/api/token/check').responses!['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema;
    expect(answer).toEqual(expect.objectContaining({ required: ['userId', 'role', 'firstConnexion'] }));
  });

  it('lets a nullable enum be null: the consultations of an employee after a cancellation (cancelledBy: null on the others)', async () => {
    const employee = await createEmployee(testApp.db, { credits: 3 });
    const psychologist = await createPsychologist(testApp.db);
    const authorization = await bearerFor(testApp, employee);
    const cancelled = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(10, 10, testApp.clock.now()) });
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(11, 11, testApp.clock.now()) });
    const cancel = await testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${cancelled.id}/cancel`, headers: { authorization } });
    expect(cancel.statusCode).toBe(200);
    const before = testApp.exchanges.length;
    const load = await testApp.app.inject({ method: 'GET', url: '/api/employee-service/meeting/load', headers: { authorization } });
    expect(load.statusCode).toBe(200);
    expect(JSON.stringify(load.json())).toContain('"cancelledBy":null');
    expect(contractViolations(document, testApp.exchanges.slice(before))).toEqual([]);
  });

  it('is served on /api/docs unless API_DOCS_PUBLIC says no, which answers 404', async () => {
    const json = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(expect.objectContaining({ openapi: '3.1.0' }));
    const closed = await createTestApp({ isApiDocsPublic: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const response = await closed.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
      }
      // The document is still built (CI's lint, the contract test).
      expect((closed.app.swagger() as Document).openapi).toBe('3.1.0');
    } finally {
      await closed.close();
    }
  });

  it('API_DOCS_PUBLIC: false by default in production, true otherwise, and settable', () => {
    const base = { DATA_DIR: '/tmp/parenthese-api-docs-test', JWT_SECRET: 'x'.repeat(40), DATA_ENCRYPTION_KEY: 'a'.repeat(64) };
    expect(loadConfig({}, { ...base, NODE_ENV: 'production' }).isApiDocsPublic).toBe(false);
    expect(loadConfig({}, { ...base, NODE_ENV: 'production', API_DOCS_PUBLIC: 'true' }).isApiDocsPublic).toBe(true);
    expect(loadConfig({}, { ...base }).isApiDocsPublic).toBe(true);
    expect(loadConfig({}, { ...base, API_DOCS_PUBLIC: 'false' }).isApiDocsPublic).toBe(false);
  });
});

describe('the contract test', () => {
  /** A small app with the same document plugin, and a route whose answer is not what it declares. */
  async function probeApp() {
    const exchanges: Exchange[] = [];
    // Untyped on purpose: its handler answers what the declaration does not allow.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    recordExchanges(app, exchanges);
    await app.register(apiDocumentPlugin, { isApiDocsPublic: false });
    app.get(
      '/api/probe/:id',
      { config: { access: 'public' }, schema: { params: z.object({ id: z.uuid() }), response: { 200: z.object({ count: z.number(), state: z.enum(['OPEN', 'CLOSED']).nullable() }) } } },
      // Sent as text, so the serializer does not stop it: what a handler or a proxy could get wrong.
      async (request, reply) => {
        const { id } = request.params as { id: string };
        // A status the route does not declare (the typed `status()` would refuse it).
        if (id.startsWith('0')) reply.statusCode = 418;
        return reply.type('application/json').send(JSON.stringify(id.startsWith('1') ? { count: 3, state: null } : { count: 'trois', state: 'AJAR' }));
      },
    );
    await app.ready();
    return { app, exchanges, document: app.swagger() as Document };
  }

  it('fails an answer that differs from its declared schema, and a status the document does not declare', async () => {
    const { app, exchanges, document: probeDocument } = await probeApp();
    try {
      const right = await app.inject({ method: 'GET', url: '/api/probe/11111111-1111-4111-8111-111111111111' });
      expect(right.statusCode).toBe(200);
      expect(contractViolations(probeDocument, exchanges)).toEqual([]);

      await app.inject({ method: 'GET', url: '/api/probe/22222222-2222-4222-8222-222222222222' });
      const wrong = contractViolations(probeDocument, exchanges);
      expect(wrong).toHaveLength(1);
      expect(wrong[0]).toMatch(/GET \/api\/probe\/:id → 200: la réponse ne suit pas son schéma/);
      expect(wrong[0]).toMatch(/\/count must be number/);
      expect(wrong[0]).toMatch(/\/state must be equal to one of the allowed values/);

      await app.inject({ method: 'GET', url: '/api/probe/01111111-1111-4111-8111-111111111111' });
      expect(contractViolations(probeDocument, exchanges.slice(2))).toEqual([expect.stringMatching(/GET \/api\/probe\/:id → 418: statut non déclaré par le document/)]);
    } finally {
      await app.close();
    }
  });
});
