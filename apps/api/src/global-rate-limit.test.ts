import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_API_LIMIT_PER_MINUTE } from './app';
import { createEmployee } from '../test/support/factories';
import { bearerFor } from '../test/support/consultations';
import { createTestApp, type TestApp } from '../test/support/test-app';

/**
 * The API's broad per-client limit. A company's employees often reach us from one address (its proxy):
 * a signed-in request counts against its account, so one busy colleague cannot lock the others out;
 * requests without a session count against their address.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const OFFICE = '198.51.100.50';
const get = (url: string, authorization?: string) => testApp.app.inject({ method: 'GET', url, remoteAddress: OFFICE, headers: authorization ? { authorization } : {} });

describe('the global API limit behind one office address', () => {
  it('counts a signed-in request against its account, and the rest against the address', async () => {
    const busy = await bearerFor(testApp, await createEmployee(testApp.db));
    const colleague = await bearerFor(testApp, await createEmployee(testApp.db));
    for (let index = 0; index < GLOBAL_API_LIMIT_PER_MINUTE; index += 1) {
      const response = await get('/api/employee-service/meeting/load', busy);
      if (response.statusCode !== 200) throw new Error(`requête ${index} : ${response.statusCode}`);
    }
    const refused = await get('/api/employee-service/meeting/load', busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'Trop de requêtes. Veuillez patienter avant de réessayer.' });

    // The colleague, and a visitor from the same address, are not held back by the busy account.
    expect((await get('/api/employee-service/meeting/load', colleague)).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
  }, 60_000);

  it('still counts requests without a session per address', async () => {
    const visitor = (url: string) => testApp.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.60' });
    for (let index = 0; index < GLOBAL_API_LIMIT_PER_MINUTE; index += 1) await visitor('/api/health');
    expect((await visitor('/api/health')).statusCode).toBe(429);
  }, 60_000);
});
