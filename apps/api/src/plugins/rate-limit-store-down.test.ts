import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, TEST_PASSWORD } from '../../test/support/factories';
import { validContactRequest } from '../../test/support/contact-requests';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/** REDIS_URL set but Redis down: the limited routes keep working (and logging), never a 500. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
});
afterAll(async () => testApp.close());

describe('rate limit store unreachable', () => {
  it('still signs in, answers a reset request and takes a demonstration request', async () => {
    const employee = await createEmployee(testApp.db);
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: employee.login, password: TEST_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const wrong = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: employee.login, password: 'Mauvais1!' } });
    expect(wrong.statusCode).toBe(401);
    const reset = await testApp.app.inject({ method: 'POST', url: '/api/account/password/reset/request', payload: { mail: '', id: employee.login } });
    expect(reset.statusCode).toBe(200);
    const contact = await testApp.app.inject({ method: 'POST', url: '/api/contact/request', payload: validContactRequest() });
    expect(contact.statusCode).toBe(200);
  });
});
