import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createPsychologist, createEmployee } from '../../test/support/factories';
import { bearerFor } from '../../test/support/consultations';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let testApp: TestApp;
const authorizations: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp();
  authorizations.admin = await bearerFor(testApp, await createAdmin(testApp.db));
  authorizations.doctor = await bearerFor(testApp, await createPsychologist(testApp.db));
  authorizations.employee = await bearerFor(testApp, await createEmployee(testApp.db, { isFirstConnection: true }));
  authorizations.booker = await bearerFor(testApp, await createEmployee(testApp.db));
});
afterAll(async () => testApp.close());

/** zod's own English wording ('Invalid input: expected object, received null'). */
const ENGLISH = /invalid input|expected|received|too (big|small)|required/i;

const endpoints: { method: 'POST' | 'PUT'; url: string; as?: string }[] = [
  { method: 'POST', url: '/api/token/create' },
  { method: 'POST', url: '/api/account/password/reset/request' },
  { method: 'POST', url: '/api/account/first/connection', as: 'employee' },
  { method: 'POST', url: '/api/account/lock/toggle', as: 'admin' },
  { method: 'POST', url: '/api/doctor/account/details/update', as: 'doctor' },
  { method: 'POST', url: '/api/planning/load', as: 'doctor' },
  { method: 'PUT', url: '/api/planning/update/v2', as: 'doctor' },
  { method: 'POST', url: '/api/employee-service/meeting/create', as: 'booker' },
  { method: 'POST', url: '/api/employee-service/meeting/find', as: 'booker' },
];

describe('a body that is not an object', () => {
  it.each(endpoints)('$method $url answers 400 in French to null, a list, a string and a number', async ({ method, url, as }) => {
    for (const payload of ['null', '[]', '"texte"', '123']) {
      const response = await testApp.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', ...(as ? { authorization: authorizations[as] } : {}) },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message, payload).toBe('Les données envoyées sont invalides.');
    }
  });
});

describe('fields of the wrong type', () => {
  it.each([
    { url: '/api/token/create', payload: { usermail: 5, password: ['x'] } },
    { url: '/api/account/password/reset/request', payload: { email: { $ne: null } } },
    { url: '/api/account/lock/toggle', as: 'admin', payload: { userId: 42 } },
  ])('$url answers 400 without English', async ({ url, as, payload }) => {
    const response = await testApp.app.inject({ method: 'POST', url, headers: as ? { authorization: authorizations[as] } : {}, payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).not.toMatch(ENGLISH);
    for (const message of Object.values(body.errors ?? {})) expect(message).not.toMatch(ENGLISH);
  });
});
