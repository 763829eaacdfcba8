import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { mailOutbox, users } from '../../db/schema';
import { hashPassword } from '../../lib/password-hashing';
import { createPsychologist, createEmployee, nextUnusedCode, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { DEVICE_COOKIE_LIFETIME_SECONDS, DEVICE_COOKIE_NAME, deviceCookiePlugin, knownDeviceOf, rememberDevice } from './device-cookie';
import { SIGN_IN_LIMITS } from './sign-in-throttle';

const WRONG_PASSWORD = 'Mauvais1234!';
const NEW_PASSWORD = 'Nouveau5678!';
const ONE_MINUTE = 'Trop de tentatives de connexion. Veuillez réessayer dans 1 minute.';

/** The device cookie an answer sets, as the browser would send it back (`name=value`). */
function deviceCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE_NAME);
  if (!cookie) throw new Error('no device cookie in the answer');
  return `${DEVICE_COOKIE_NAME}=${encodeURIComponent(cookie.value)}`;
}

describe('the device cookie a sign-in leaves', () => {
  async function appAt(appUrl: string) {
    const app = Fastify();
    const config = loadConfig({ appUrl, jwtSecret: new TextEncoder().encode('x'.repeat(48)) });
    await app.register(deviceCookiePlugin, { config });
    app.post('/api/token/create', async (_request, reply) => {
      rememberDevice(reply, { userId: 'a5b1c2d3-0000-4000-8000-000000000001', passwordStamp: 'empreinte' }, config);
      return {};
    });
    app.get('/api/token/known', async (request) => ({ device: knownDeviceOf(request) }));
    return app;
  }

  it('is signed, HttpOnly, SameSite=Strict, kept to the sign-in calls, long-lived, and Secure on https', async () => {
    const app = await appAt('https://parenthese.example.fr');
    const response = await app.inject({ method: 'POST', url: '/api/token/create' });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: DEVICE_COOKIE_NAME, httpOnly: true, sameSite: 'Strict', secure: true, path: '/api/token', maxAge: DEVICE_COOKIE_LIFETIME_SECONDS });
    expect(cookie.value).toMatch(/^a5b1c2d3-0000-4000-8000-000000000001\.[\w-]{22}\.\d+\.empreinte\.[\w+/]+$/);

    const known = await app.inject({ method: 'GET', url: '/api/token/known', headers: { cookie: deviceCookieOf(response) } });
    expect(known.json().device).toEqual({ userId: 'a5b1c2d3-0000-4000-8000-000000000001', deviceId: expect.any(String), passwordStamp: 'empreinte' });
    const again = await app.inject({ method: 'POST', url: '/api/token/create' });
    expect(again.cookies[0].value).not.toBe(cookie.value);
    await app.close();
  });

  it('is not Secure on a local http address, where the browser would drop it', async () => {
    const app = await appAt('http://localhost:3000');
    const response = await app.inject({ method: 'POST', url: '/api/token/create' });
    expect(response.cookies[0].secure).toBeUndefined();
    await app.close();
  });

  it('is not trusted once changed, signed with another key, or past its lifetime', async () => {
    const app = await appAt('http://localhost:3000');
    const other = Fastify();
    const otherConfig = loadConfig({ appUrl: 'http://localhost:3000', jwtSecret: new TextEncoder().encode('y'.repeat(48)) });
    await other.register(deviceCookiePlugin, { config: otherConfig });
    other.post('/api/token/create', async (_request, reply) => {
      rememberDevice(reply, { userId: 'a5b1c2d3-0000-4000-8000-000000000001', passwordStamp: 'empreinte' }, otherConfig);
      return {};
    });
    const genuine = (await app.inject({ method: 'POST', url: '/api/token/create' })).cookies[0].value;
    const [userId, deviceId, issuedAt, passwordStamp, signature] = genuine.split('.');
    const forgeries = [
      `a5b1c2d3-0000-4000-8000-000000000002.${deviceId}.${issuedAt}.${passwordStamp}.${signature}`,
      `${userId}.${deviceId}.${Number(issuedAt) + 1}.${passwordStamp}.${signature}`,
      `${userId}.${deviceId}.${issuedAt}.autre-empreinte.${signature}`,
      `${userId}.${deviceId}.${issuedAt}.${passwordStamp}`,
      'sans-signature',
      `${userId}.${deviceId}.demain.${passwordStamp}.${signature}`,
      (await other.inject({ method: 'POST', url: '/api/token/create' })).cookies[0].value,
    ];
    for (const cookie of [...forgeries.map((value) => `${DEVICE_COOKIE_NAME}=${encodeURIComponent(value)}`), `${DEVICE_COOKIE_NAME}=%E0%A4%A`]) {
      const known = await app.inject({ method: 'GET', url: '/api/token/known', headers: { cookie } });
      expect(known.statusCode).toBe(200);
      expect(known.json().device).toBeNull();
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (DEVICE_COOKIE_LIFETIME_SECONDS + 60) * 1000);
    const expired = await app.inject({ method: 'GET', url: '/api/token/known', headers: { cookie: `${DEVICE_COOKIE_NAME}=${encodeURIComponent(genuine)}` } });
    vi.useRealTimers();
    expect(expired.json().device).toBeNull();
    await app.close();
    await other.close();
  });
});

// Issue 22: "100 wrong passwords from 20 addresses (5 each) block the account for 15 minutes for
// everyone, the owner included". Replayed on the memory store, and on Redis when one is configured.
const redisUrl = process.env.TEST_REDIS_URL;
describe.each([{ store: 'memory', redisUrl: undefined }, ...(redisUrl ? [{ store: 'Redis', redisUrl }] : [])])('the lockout attack of issue 22, replayed ($store store)', ({ redisUrl: storeUrl }) => {
  let testApp: TestApp;
  let owner: Awaited<ReturnType<typeof createEmployee>>;
  let ownerDevice: string;
  let otherAccountDevice: string;
  const signIn = (usermail: string, password: string, remoteAddress: string, cookie?: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/token/create', remoteAddress, payload: { usermail, password }, headers: cookie ? { cookie } : {} });
  const attackMails = async () =>
    testApp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'sign-in-attempts'), eq(mailOutbox.toAddress, owner.email!)));

  beforeAll(async () => {
    testApp = await createTestApp(storeUrl ? { redisUrl: storeUrl } : {});
    // Redis connects in the background, and a store not yet reachable lets attempts through uncounted.
    const probe = testApp.services.rateLimiters.create({ keyPrefix: `test-probe-${randomUUID()}`, points: 1000, durationSeconds: 1 });
    for (
      let attempt = 0;
      attempt < 100 &&
      !(await probe.consume('probe').then(
        () => true,
        () => false,
      ));
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    owner = await createEmployee(testApp.db);
    const other = await createEmployee(testApp.db);
    // Yesterday the owner signed in from their usual browser; someone else from theirs.
    const ownerSignIn = await signIn(owner.login, TEST_PASSWORD, '10.60.0.1');
    expect(ownerSignIn.statusCode).toBe(200);
    ownerDevice = deviceCookieOf(ownerSignIn);
    otherAccountDevice = deviceCookieOf(await signIn(other.login, TEST_PASSWORD, '10.60.0.2'));

    for (let address = 0; address < 20; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await signIn(owner.login, WRONG_PASSWORD, `10.70.0.${address}`)).statusCode).toBe(401);
      }
    }
  }, 180_000);
  afterAll(async () => testApp.close());
  afterEach(() => vi.useRealTimers());

  it('lets the owner in at once from their known device, with a new device cookie', async () => {
    // The throttle never holds an answer back, it refuses (429 and « une minute »): a 200 is « at once ».
    const response = await signIn(owner.login, TEST_PASSWORD, '10.60.0.1', ownerDevice);
    expect(response.statusCode).toBe(200);
    expect(deviceCookieOf(response)).not.toBe(ownerDevice);
    // From another address too (a phone on the mobile network): the device counts, not the address.
    expect((await signIn(owner.login, TEST_PASSWORD, '10.60.9.9', ownerDevice)).statusCode).toBe(200);
  });

  it('throttles unknown devices, the guesser and the owner alike, with a short wait', async () => {
    for (const [password, address] of [
      [WRONG_PASSWORD, '10.80.0.1'],
      [TEST_PASSWORD, '10.60.0.3'],
    ]) {
      const response = await signIn(owner.login, password, address);
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe(ONE_MINUTE);
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('ignores a forged device cookie and the device cookie of another account', async () => {
    const value = decodeURIComponent(ownerDevice.slice(DEVICE_COOKIE_NAME.length + 1));
    const forged = `${DEVICE_COOKIE_NAME}=${encodeURIComponent(`${value.slice(0, -2)}AA`)}`;
    for (const cookie of [forged, otherAccountDevice]) {
      const response = await signIn(owner.login, TEST_PASSWORD, '10.60.0.1', cookie);
      expect(response.statusCode).toBe(429);
      expect(response.json().message).toBe(ONE_MINUTE);
    }
  });

  it('stops trusting a device once the password has changed, whoever signed in with the old one', async () => {
    const device = deviceCookieOf(await signIn(owner.login, TEST_PASSWORD, '10.60.0.1', ownerDevice));
    const [{ passwordHash }] = await testApp.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, owner.id));
    // A reset, a first connection or « Mon compte » all store a new hash; the device cookie follows the hash.
    await testApp.db
      .update(users)
      .set({ passwordHash: await hashPassword(NEW_PASSWORD) })
      .where(eq(users.id, owner.id));
    const afterChange = await signIn(owner.login, NEW_PASSWORD, '10.60.0.1', device);
    expect(afterChange.statusCode).toBe(429);
    expect(afterChange.json().message).toBe(ONE_MINUTE);
    // The same cookie with the same hash back is trusted again: the password alone decides.
    await testApp.db.update(users).set({ passwordHash }).where(eq(users.id, owner.id));
    expect((await signIn(owner.login, TEST_PASSWORD, '10.60.0.1', device)).statusCode).toBe(200);
  });

  it(`stops trusting a known device after ${SIGN_IN_LIMITS.failuresPerKnownDevice} failures`, async () => {
    const device = deviceCookieOf(await signIn(owner.login, TEST_PASSWORD, '10.60.0.1', ownerDevice));
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.failuresPerKnownDevice; attempt += 1) {
      const failure = await signIn(owner.login, WRONG_PASSWORD, '10.60.0.1', device);
      expect(failure.statusCode).toBe(401);
      expect(failure.cookies).toHaveLength(0);
    }
    const untrusted = await signIn(owner.login, TEST_PASSWORD, '10.60.0.1', device);
    expect(untrusted.statusCode).toBe(429);
    expect(untrusted.json().message).toBe(ONE_MINUTE);
    // The owner's other known device is not concerned.
    expect((await signIn(owner.login, TEST_PASSWORD, '10.60.0.1', ownerDevice)).statusCode).toBe(200);
  });

  it('mails the owner once, calmly and without details', async () => {
    const mails = await attackMails();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Tentatives de connexion sur votre compte Parenthèse');
    expect(mail.textBody).toContain("Si ce n'est pas vous, vous n'avez rien à faire");
    expect(mail.textBody).toContain('les appareils sur lesquels vous vous êtes déjà connecté ne sont pas concernés');
    expect(mail.textBody).not.toMatch(/10\.\d+\.\d+\.\d+|\b100\b/);
  });

  it.runIf(!storeUrl)('lets one unknown device try per minute once braked, and mails no more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    expect((await signIn(owner.login, TEST_PASSWORD, '10.60.0.4')).statusCode).toBe(200);
    expect((await signIn(owner.login, WRONG_PASSWORD, '10.80.0.2')).statusCode).toBe(401);
    expect((await signIn(owner.login, WRONG_PASSWORD, '10.80.0.3')).json().message).toBe(ONE_MINUTE);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await signIn(owner.login, WRONG_PASSWORD, '10.80.0.3')).statusCode).toBe(401);
    expect(await attackMails()).toHaveLength(1);
  });
});

describe('a psychologist (second factor) under the same attack', () => {
  let testApp: TestApp;
  afterAll(async () => testApp.close());

  it('gets the device cookie with the code, and passes both steps from that device once the account is braked', async () => {
    testApp = await createTestApp();
    const psychologist = await createPsychologist(testApp.db);
    const post = (url: string, payload: object, remoteAddress: string, cookie?: string) => testApp.app.inject({ method: 'POST', url, remoteAddress, payload, headers: cookie ? { cookie } : {} });
    const signInFrom = async (remoteAddress: string, cookie?: string) => {
      const first = await post('/api/token/create', { usermail: psychologist.login, password: TEST_PASSWORD }, remoteAddress, cookie);
      expect(first.statusCode).toBe(200);
      // No device is remembered before the second factor is given.
      expect(first.cookies).toHaveLength(0);
      return post('/api/token/second-factor', { challenge: first.json().challenge, code: await nextUnusedCode(testApp.services, psychologist.login) }, remoteAddress, cookie);
    };
    const usual = await signInFrom('10.61.0.1');
    expect(usual.statusCode).toBe(200);
    const device = deviceCookieOf(usual);

    for (let address = 0; address < 20; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await post('/api/token/create', { usermail: psychologist.login, password: WRONG_PASSWORD }, `10.71.0.${address}`)).statusCode).toBe(401);
      }
    }
    const fromUnknown = await post('/api/token/create', { usermail: psychologist.login, password: TEST_PASSWORD }, '10.61.0.2');
    expect(fromUnknown.statusCode).toBe(429);
    const fromKnown = await signInFrom('10.61.0.1', device);
    expect(fromKnown.statusCode).toBe(200);
    expect(fromKnown.json()).toMatchObject({ role: 'DOCTOR' });
  }, 180_000);
});
