import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmployee, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());
afterEach(() => vi.useRealTimers());

const postToken = (usermail: string, password: string, remoteAddress: string) => testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail, password }, remoteAddress });

describe('growing delays for one account from one address', () => {
  it('waits 1, then 2, then 4 minutes after each spent allowance, and a success clears them', async () => {
    const target = await createEmployee(testApp.db);
    // Only the clock the limiter reads is moved; timers keep running.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-07T09:00:00Z'));
    const waits: string[] = [];
    for (const minutes of [1, 2, 4]) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await postToken(target.login, 'Mauvais1!', '10.7.0.1')).statusCode).toBe(401);
      const refused = await postToken(target.login, TEST_PASSWORD, '10.7.0.1');
      expect(refused.statusCode).toBe(429);
      waits.push(refused.json().message);
      vi.setSystemTime(Date.now() + minutes * 60_000 + 1000);
    }
    expect(waits).toEqual([
      'Trop de tentatives de connexion. Veuillez réessayer dans 1 minute.',
      'Trop de tentatives de connexion. Veuillez réessayer dans 2 minutes.',
      'Trop de tentatives de connexion. Veuillez réessayer dans 4 minutes.',
    ]);
    expect((await postToken(target.login, TEST_PASSWORD, '10.7.0.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await postToken(target.login, 'Mauvais1!', '10.7.0.1')).statusCode).toBe(401);
    expect((await postToken(target.login, TEST_PASSWORD, '10.7.0.1')).json().message).toBe('Trop de tentatives de connexion. Veuillez réessayer dans 1 minute.');
  });
});
