import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { TOTP_PERIOD_SECONDS } from '@parenthese/shared';
import { auditLog, recoveryCodes, secondFactors, sessions, usedSecondFactorChallenges, users } from '../../db/schema';
import { TEST_SECOND_FACTOR_SECRET } from '../../db/demo-second-factor';
import { decryptSecret } from '../../lib/secret-box';
import { createAdmin, createPsychologist, createEmployee, signIn, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { passwordStampOf } from './challenge';
import { hashRecoveryCode } from './recovery-codes';
import { totpCode } from './totp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());
afterEach(() => vi.useRealTimers());

let addressCounter = 0;
/** Each test signs in from its own address, so the throttle of one does not reach another. */
const nextAddress = () => `10.9.0.${++addressCounter}`;

const post = (url: string, payload: object, options: { remoteAddress?: string; authorization?: string } = {}) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress: options.remoteAddress ?? '10.9.1.1', headers: options.authorization ? { authorization: options.authorization } : {} });

const passwordStep = async (login: string, remoteAddress?: string) => {
  const response = await post('/api/token/create', { usermail: login, password: TEST_PASSWORD }, { remoteAddress });
  expect(response.statusCode).toBe(200);
  return response.json() as { secondFactor: 'CODE' | 'ENROL'; challenge: string; expiresInSeconds: number };
};

/** The server's clock (testApp.clock) in seconds: codes are checked at its time. */
const nowSeconds = () => Math.floor(testApp.clock.now().getTime() / 1000);
/** Codes of neighbouring steps are computed from now: wait out the last two seconds of a step so that "now" does not move under the test. */
async function awayFromStepEdge() {
  const intoStep = nowSeconds() % TOTP_PERIOD_SECONDS;
  if (intoStep >= TOTP_PERIOD_SECONDS - 2) await new Promise((resolve) => setTimeout(resolve, (TOTP_PERIOD_SECONDS - intoStep + 1) * 1000));
}

const tokenCheck = (authorization: string) => testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization } });

/** Enrols an account through the sign-in (ENROL challenge), as a new administrator or psychologist does. */
async function enrolAtSignIn(login: string, remoteAddress = nextAddress()) {
  const { challenge } = await passwordStep(login, remoteAddress);
  const enrolment = (await post('/api/token/second-factor/enrolment', { challenge }, { remoteAddress })).json() as { secret: string };
  const confirm = await post('/api/token/second-factor/enrolment/confirm', { challenge, code: await totpCode(enrolment.secret, nowSeconds()) }, { remoteAddress });
  expect(confirm.statusCode).toBe(200);
  return { secret: enrolment.secret, ...(confirm.json() as { token: string; recoveryCodes: string[] }) };
}

describe('sign-in with a second factor', () => {
  it('keeps the spec answer for an employee without a second factor', async () => {
    const employee = await createEmployee(testApp.db);
    const response = await post('/api/token/create', { usermail: employee.login, password: TEST_PASSWORD }, { remoteAddress: nextAddress() });
    expect(Object.keys(response.json()).sort()).toEqual(['firstConnexion', 'login', 'role', 'token']);
  });

  it('makes an administrator without a second factor enrol: QR code, secret, first code, then the token and ten recovery codes', async () => {
    const admin = await createAdmin(testApp.db, { adminRole: 'SITE', isSecondFactorEnrolled: false, isFirstConnection: true });
    const remoteAddress = nextAddress();
    const step = await passwordStep(admin.login, remoteAddress);
    expect(step).toEqual({ secondFactor: 'ENROL', challenge: expect.any(String), expiresInSeconds: 300 });
    // A code sign-in is not possible before enrolment.
    expect((await post('/api/token/second-factor', { challenge: step.challenge, code: '123456' }, { remoteAddress })).statusCode).toBe(401);

    const enrolment = await post('/api/token/second-factor/enrolment', { challenge: step.challenge }, { remoteAddress });
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCodeSvg } = enrolment.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await post(
      '/api/token/second-factor/enrolment/confirm',
      { challenge: step.challenge, code: '000000' === (await totpCode(secret, nowSeconds())) ? '111111' : '000000' },
      { remoteAddress },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors.code).toMatch(/^Code invalide/);

    const confirm = await post('/api/token/second-factor/enrolment/confirm', { challenge: step.challenge, code: await totpCode(secret, nowSeconds()) }, { remoteAddress });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json();
    expect(body).toMatchObject({ login: admin.login, role: 'ADMIN', firstConnexion: true });
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect((await tokenCheck(`Bearer ${body.token}`)).statusCode).toBe(200);

    // The secret is encrypted at rest, the recovery codes hashed.
    const [stored] = await testApp.db.select().from(secondFactors).where(eq(secondFactors.userId, admin.id));
    expect(stored.secretEncrypted).not.toContain(secret);
    expect(decryptSecret(testApp.config.dataEncryptionKey, stored.secretEncrypted)).toBe(secret);
    const hashes = (await testApp.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id))).map((row) => row.codeHash);
    expect(hashes.sort()).toEqual(body.recoveryCodes.map(hashRecoveryCode).sort());
    expect(hashes.some((hash) => body.recoveryCodes.includes(hash))).toBe(false);

    // Enrolled: the next sign-in asks for a code, and the enrolment cannot be replayed (its challenge is spent).
    expect((await passwordStep(admin.login, remoteAddress)).secondFactor).toBe('CODE');
    expect((await post('/api/token/second-factor/enrolment', { challenge: step.challenge }, { remoteAddress })).statusCode).toBe(401);
  });

  it('signs an enrolled psychologist in with a code, and refuses the same code a second time', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const remoteAddress = nextAddress();
    await awayFromStepEdge();
    const code = await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds());
    const first = await post('/api/token/second-factor', { challenge: (await passwordStep(psychologist.login, remoteAddress)).challenge, code }, { remoteAddress });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ login: psychologist.login, role: 'DOCTOR', firstConnexion: false });
    expect((await tokenCheck(`Bearer ${first.json().token}`)).statusCode).toBe(200);

    const replay = await post('/api/token/second-factor', { challenge: (await passwordStep(psychologist.login, remoteAddress)).challenge, code }, { remoteAddress });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Code invalide ou déjà utilisé. Saisissez le code affiché par votre application.');
  });

  it('makes a challenge single-use: once it gave a session, it is refused with the next code or a recovery code', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const remoteAddress = nextAddress();
    await awayFromStepEdge();
    const { challenge } = await passwordStep(psychologist.login, remoteAddress);
    const first = await post('/api/token/second-factor', { challenge, code: await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds()) }, { remoteAddress });
    expect(first.statusCode).toBe(200);
    // The next step's code is a right, unused code: only the challenge's single use refuses it.
    const nextCode = await post('/api/token/second-factor', { challenge, code: await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds() + TOTP_PERIOD_SECONDS) }, { remoteAddress });
    expect(nextCode.statusCode).toBe(401);
    expect(nextCode.json().message).toBe('Votre demande de connexion a expiré. Veuillez saisir à nouveau votre mot de passe.');
    const [recoveryCode] = (
      await post(
        '/api/account/second-factor/recovery-codes',
        { code: await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds() + TOTP_PERIOD_SECONDS) },
        { authorization: `Bearer ${first.json().token}` },
      )
    ).json().recoveryCodes as string[];
    expect((await post('/api/token/second-factor', { challenge, recoveryCode }, { remoteAddress })).statusCode).toBe(401);
    // One session only, and the unused recovery code still works with a fresh challenge.
    expect((await testApp.db.select().from(sessions).where(eq(sessions.userId, psychologist.id))).length).toBe(1);
    expect((await post('/api/token/second-factor', { challenge: (await passwordStep(psychologist.login, remoteAddress)).challenge, recoveryCode }, { remoteAddress })).statusCode).toBe(200);
  });

  it('makes an enrolment challenge single-use too', async () => {
    const admin = await createAdmin(testApp.db, { adminRole: 'SITE', isSecondFactorEnrolled: false });
    const remoteAddress = nextAddress();
    const { challenge } = await passwordStep(admin.login, remoteAddress);
    const { secret } = (await post('/api/token/second-factor/enrolment', { challenge }, { remoteAddress })).json() as { secret: string };
    expect((await post('/api/token/second-factor/enrolment/confirm', { challenge, code: await totpCode(secret, nowSeconds()) }, { remoteAddress })).statusCode).toBe(200);
    // Enrolled now: the same challenge opens neither a code sign-in (wrong step) nor a new enrolment.
    expect((await post('/api/token/second-factor/enrolment', { challenge }, { remoteAddress })).statusCode).toBe(401);
    expect((await post('/api/token/second-factor/enrolment/confirm', { challenge, code: await totpCode(secret, nowSeconds() + TOTP_PERIOD_SECONDS) }, { remoteAddress })).statusCode).toBe(401);
  });

  it('lets the retention job delete spent challenges once they have expired, not before', async () => {
    const now = testApp.clock.now();
    const [expired, live] = [randomUUID(), randomUUID()];
    await testApp.db.insert(usedSecondFactorChallenges).values([
      { id: expired, expiresAt: new Date(now.getTime() - 1000) },
      { id: live, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await testApp.services.dataRetention.runDataRetention(now, { steps: ['sign-in-records'] });
    const left = (
      await testApp.db
        .select()
        .from(usedSecondFactorChallenges)
        .where(inArray(usedSecondFactorChallenges.id, [expired, live]))
    ).map((row) => row.id);
    expect(left).toEqual([live]);
  });

  it('accepts the codes of the previous and next 30-second steps, not older ones', async () => {
    const codeAt = (offsetSteps: number) => totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds() + offsetSteps * TOTP_PERIOD_SECONDS);
    const attempt = async (offsetSteps: number) => {
      const psychologist = await createPsychologist(testApp.db);
      const remoteAddress = nextAddress();
      const { challenge } = await passwordStep(psychologist.login, remoteAddress);
      await awayFromStepEdge();
      return (await post('/api/token/second-factor', { challenge, code: await codeAt(offsetSteps) }, { remoteAddress })).statusCode;
    };
    expect(await attempt(-1)).toBe(200);
    expect(await attempt(1)).toBe(200);
    expect(await attempt(-2)).toBe(401);
    expect(await attempt(2)).toBe(401);
  });

  it('lets a recovery code in once: a second use fails', async () => {
    const psychologist = await createPsychologist(testApp.db, { isSecondFactorEnrolled: false });
    const { recoveryCodes: codes } = await enrolAtSignIn(psychologist.login);
    const remoteAddress = nextAddress();
    // Typed in capitals and without dashes, it still matches.
    const typed = codes[3].toUpperCase().replaceAll('-', '');
    const first = await post('/api/token/second-factor', { challenge: (await passwordStep(psychologist.login, remoteAddress)).challenge, recoveryCode: typed }, { remoteAddress });
    expect(first.statusCode).toBe(200);
    expect(first.json().role).toBe('DOCTOR');
    const again = await post('/api/token/second-factor', { challenge: (await passwordStep(psychologist.login, remoteAddress)).challenge, recoveryCode: codes[3] }, { remoteAddress });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors.recoveryCode).toBe('Code de secours invalide ou déjà utilisé.');

    const status = await testApp.app.inject({ method: 'GET', url: '/api/account/second-factor', headers: { authorization: `Bearer ${first.json().token}` } });
    expect(status.json()).toEqual({ isEnabled: true, isRequired: true, recoveryCodesLeft: 9 });
    const [audited] = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, psychologist.id), eq(auditLog.action, 'second-factor.recovery-code-used')));
    expect(audited).toBeDefined();
  });

  it('counts wrong codes against the sign-in throttle, and typing the password again does not clear them', async () => {
    const admin = await createAdmin(testApp.db);
    const remoteAddress = nextAddress();
    await awayFromStepEdge();
    const rightCode = await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds());
    const wrongCode = rightCode === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { challenge } = await passwordStep(admin.login, remoteAddress);
      expect((await post('/api/token/second-factor', { challenge, code: wrongCode }, { remoteAddress })).statusCode).toBe(401);
    }
    const blocked = await post('/api/token/create', { usermail: admin.login, password: TEST_PASSWORD }, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Trop de tentatives de connexion/);
    // The owner, from another address, still gets in.
    expect((await signIn(testApp.app, admin.login)).token).toBeTruthy();
  });

  it('refuses a forged, expired or misused challenge, and a challenge never works as a session', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const remoteAddress = nextAddress();
    const { challenge } = await passwordStep(psychologist.login, remoteAddress);
    const code = await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds());

    // Signed with the access-token secret itself, as a forger holding an access token might try.
    const forged = await new SignJWT({ step: 'CODE', pw: passwordStampOf(psychologist.passwordHash) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(psychologist.id)
      .setIssuer('parenthese')
      .setAudience('parenthese:second-factor')
      .setExpirationTime('5m')
      .sign(testApp.config.jwtSecret);
    const tampered = challenge.slice(0, -2) + (challenge.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [forged, tampered, 'pas-un-jeton']) {
      const response = await post('/api/token/second-factor', { challenge: bad, code }, { remoteAddress });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Votre demande de connexion a expiré. Veuillez saisir à nouveau votre mot de passe.');
    }
    // A challenge is no bearer token, and a bearer token is no challenge.
    expect((await tokenCheck(`Bearer ${challenge}`)).statusCode).toBe(401);
    const session = await signIn(testApp.app, psychologist.login);
    expect((await post('/api/token/second-factor', { challenge: session.token, code }, { remoteAddress })).statusCode).toBe(401);
    // A CODE challenge does not open an enrolment.
    expect((await post('/api/token/second-factor/enrolment', { challenge }, { remoteAddress })).statusCode).toBe(401);

    // Five minutes later it has expired.
    testApp.clock.advance(5 * 60 * 1000 + 1000);
    const expired = await post('/api/token/second-factor', { challenge, code: await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds()) }, { remoteAddress });
    expect(expired.statusCode).toBe(401);
    testApp.clock.advance(-(5 * 60 * 1000 + 1000));

    // A password changed in between voids it (the challenge carries a stamp of the password hash)…
    const beforeChange = await passwordStep(psychologist.login, remoteAddress);
    await testApp.db
      .update(users)
      .set({ passwordHash: `${psychologist.passwordHash}x` })
      .where(eq(users.id, psychologist.id));
    const afterChange = await post('/api/token/second-factor', { challenge: beforeChange.challenge, code: await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds() + 30) }, { remoteAddress });
    expect(afterChange.statusCode).toBe(401);
    await testApp.db.update(users).set({ passwordHash: psychologist.passwordHash }).where(eq(users.id, psychologist.id));
    // …and a lock refuses it as it refuses the password.
    const fresh = await passwordStep(psychologist.login, remoteAddress);
    const tech = await createAdmin(testApp.db);
    const lock = await post('/api/account/lock/toggle', { userId: psychologist.id, lockAccount: true }, { authorization: (await signIn(testApp.app, tech.login)).authorization });
    expect(lock.statusCode).toBe(200);
    const afterLock = await post('/api/token/second-factor', { challenge: fresh.challenge, code: await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds() + 30) }, { remoteAddress });
    expect(afterLock.statusCode).toBe(403);
    expect(afterLock.json().message).toBe('Votre compte est bloqué. Veuillez contacter votre administrateur.');
  });

  it('answers 400 in French to a body with neither or both codes, or a malformed code', async () => {
    for (const payload of [{ challenge: 'x' }, { challenge: 'x', code: '123456', recoveryCode: 'abcd' }, { challenge: 'x', code: '12ab56' }, {}]) {
      const response = await post('/api/token/second-factor', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[a-zé]/);
    }
  });
});

describe('« Mon compte »: second factor', () => {
  it('lets an employee turn it on, sign in with it, renew the recovery codes and turn it off', async () => {
    const employee = await createEmployee(testApp.db);
    const { authorization } = await signIn(testApp.app, employee.login);
    const status = () => testApp.app.inject({ method: 'GET', url: '/api/account/second-factor', headers: { authorization } });
    expect((await status()).json()).toEqual({ isEnabled: false, isRequired: false, recoveryCodesLeft: 0 });

    const enrolment = await post('/api/account/second-factor/enrolment', {}, { authorization });
    expect(enrolment.statusCode).toBe(200);
    const { secret } = enrolment.json();
    await awayFromStepEdge();
    const confirm = await post('/api/account/second-factor/enrolment/confirm', { code: await totpCode(secret, nowSeconds()) }, { authorization });
    expect(confirm.statusCode).toBe(200);
    const firstCodes: string[] = confirm.json().recoveryCodes;
    expect(firstCodes).toHaveLength(10);
    expect((await status()).json()).toEqual({ isEnabled: true, isRequired: false, recoveryCodesLeft: 10 });
    expect((await passwordStep(employee.login, nextAddress())).secondFactor).toBe('CODE');

    // New recovery codes against a fresh code: the old ones no longer work.
    const renewed = await post('/api/account/second-factor/recovery-codes', { code: await totpCode(secret, nowSeconds() + 30) }, { authorization });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const remoteAddress = nextAddress();
    const oldCode = await post('/api/token/second-factor', { challenge: (await passwordStep(employee.login, remoteAddress)).challenge, recoveryCode: firstCodes[0] }, { remoteAddress });
    expect(oldCode.statusCode).toBe(401);

    // A reused code does not turn it off; a fresh one does.
    expect((await post('/api/account/second-factor/disable', { code: await totpCode(secret, nowSeconds() + 30) }, { authorization })).statusCode).toBe(400);
    // The next step, without waiting up to 30 s for it: the server's clock (testApp.clock) moves on to it.
    testApp.clock.set(new Date(((Math.floor(nowSeconds() / TOTP_PERIOD_SECONDS) + 1) * TOTP_PERIOD_SECONDS + 1) * 1000));
    const disable = await post('/api/account/second-factor/disable', { code: await totpCode(secret, nowSeconds() + 30) }, { authorization });
    expect(disable.statusCode).toBe(200);
    expect((await status()).json()).toEqual({ isEnabled: false, isRequired: false, recoveryCodesLeft: 0 });
    expect(Object.keys((await post('/api/token/create', { usermail: employee.login, password: TEST_PASSWORD }, { remoteAddress: nextAddress() })).json())).toContain('token');
  });

  it('refuses staff turning their second factor off, in French', async () => {
    for (const account of [await createPsychologist(testApp.db), await createAdmin(testApp.db)]) {
      const { authorization } = await signIn(testApp.app, account.login);
      const response = await post('/api/account/second-factor/disable', { code: await totpCode(TEST_SECOND_FACTOR_SECRET, nowSeconds()) }, { authorization });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('La double authentification est obligatoire pour les administrateurs et les psychologues : elle ne peut pas être désactivée.');
      expect((await testApp.db.select().from(secondFactors).where(eq(secondFactors.userId, account.id))).length).toBe(1);
    }
  });
});
