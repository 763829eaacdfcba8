import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { SIGN_IN_LIMITS } from './sign-in-throttle';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const signIn = (usermail: string, password: string, remoteAddress: string) => testApp.app.inject({ method: 'POST', url: '/api/token/create', remoteAddress, payload: { usermail, password } });

describe('sign-in ceiling per account', () => {
  // Issue 22 changed the rule: past the ceiling, unknown devices wait a minute in turn instead of everyone
  // 15 minutes (the owner's known devices are not held: device-cookie.test.ts).
  it(`slows every unknown device for the account after ${SIGN_IN_LIMITS.failuresPerAccount} failures spread over many addresses`, async () => {
    const employee = await createEmployee(testApp.db);
    // Each address stays under its own limits (a few failures each): only the account's ceiling can stop them.
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.failuresPerAccount; attempt += 1) {
      const response = await signIn(employee.login, 'Mauvais1234!', `10.20.${Math.floor(attempt / 4)}.${attempt % 4}`);
      expect(response.statusCode).toBe(401);
    }
    const owner = await signIn(employee.login, employee.password, '10.99.0.1');
    expect(owner.statusCode).toBe(429);
    expect(owner.json().message).toBe('Trop de tentatives de connexion. Veuillez réessayer dans 1 minute.');
  }, 120_000);
});
