import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { signAccessToken, verifyAccessToken } from './access-tokens';
import { randomUUID } from 'node:crypto';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('a token whose subject is not an account id', () => {
  it('is refused: 401 on every authenticated route, not a 500 from the database', async () => {
    const token = await signAccessToken(testApp.config.jwtSecret, { userId: 'pas-un-uuid', role: 'EMPLOYEE', sessionId: randomUUID() }, testApp.clock.now());
    expect(await verifyAccessToken(testApp.config.jwtSecret, token, testApp.clock.now())).toBeNull();
    for (const url of ['/api/token/check', '/api/employee-service/meeting/load']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
    }
  });
});
