import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionMessages } from '@parenthese/shared';
import { meetings, sessions } from '../../db/schema';
import { verifyAccessToken } from '../../lib/access-tokens';
import { createAdmin, createCompany, createPsychologist, createEmployee, signIn, TEST_PASSWORD } from '../../../test/support/factories';
import { bookSlot, createSlot, searchSlots, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { endSessions } from './repository';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** Signs in from a browser: the token's authorization header and its session id. */
async function signInFrom(login: string, userAgent: string) {
  // Staff answer a second-factor code: the test helper does, from the same browser.
  const { token } = await signIn(testApp.app, login, TEST_PASSWORD, { 'user-agent': userAgent });
  const claims = await verifyAccessToken(testApp.config.jwtSecret, token, testApp.clock.now());
  return { authorization: `Bearer ${token}`, sessionId: claims!.sessionId };
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, authorization: string) => testApp.app.inject({ method, url: `/api${url}`, headers: { authorization } });
const isAccepted = async (authorization: string) => (await call('GET', '/token/check', authorization)).statusCode === 200;

describe('GET /api/account/sessions', () => {
  it("lists one's open sessions with their device, the current one first, and nobody else's", async () => {
    const psychologist = await createPsychologist(testApp.db);
    const phone = await signInFrom(psychologist.login, SAFARI_IPHONE);
    const laptop = await signInFrom(psychologist.login, FIREFOX_LINUX);
    const stranger = await createEmployee(testApp.db);
    await signInFrom(stranger.login, FIREFOX_LINUX);

    const response = await call('GET', '/account/sessions', laptop.authorization);
    expect(response.statusCode).toBe(200);
    const listed = response.json().sessions as { id: string; deviceLabel: string; isCurrent: boolean; createdAt: string; lastUsedAt: string }[];
    expect(listed.map(({ id, deviceLabel, isCurrent }) => ({ id, deviceLabel, isCurrent }))).toEqual([
      { id: laptop.sessionId, deviceLabel: 'Firefox sur Linux', isCurrent: true },
      { id: phone.sessionId, deviceLabel: 'Safari sur iPhone', isCurrent: false },
    ]);
    expect(Date.parse(listed[0].createdAt)).toBeGreaterThan(testApp.clock.now().getTime() - 60_000);
    // Only what the owner needs: no address, no user agent, no account id.
    expect(Object.keys(listed[0]).sort()).toEqual(['createdAt', 'deviceLabel', 'id', 'isCurrent', 'lastUsedAt']);
  });

  it('leaves out ended and expired sessions', async () => {
    const employee = await createEmployee(testApp.db);
    const current = await signInFrom(employee.login, FIREFOX_LINUX);
    const expired = await signInFrom(employee.login, SAFARI_IPHONE);
    await testApp.db
      .update(sessions)
      .set({ expiresAt: new Date(testApp.clock.now().getTime() - 1000) })
      .where(eq(sessions.id, expired.sessionId));
    const ended = await signInFrom(employee.login, SAFARI_IPHONE);
    await call('POST', '/token/revoke', ended.authorization);

    const listed = (await call('GET', '/account/sessions', current.authorization)).json().sessions as { id: string }[];
    expect(listed.map(({ id }) => id)).toEqual([current.sessionId]);
    expect(await isAccepted(expired.authorization)).toBe(false);
  });

  it('is refused alike by every reader of a session: the session check, the slot search and the booking function', async () => {
    // One definition of an open session (session_is_open, migration 0051) serves the three.
    const company = await createCompany(testApp.db, { creditsAmount: 10 });
    const employee = await createEmployee(testApp.db, { companyId: company.id, credits: 2 });
    const psychologist = await createPsychologist(testApp.db);
    const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(7, 10, testApp.clock.now()), { category: 'Psychologue clinicien' });
    const expired = await signInFrom(employee.login, SAFARI_IPHONE);
    await testApp.db
      .update(sessions)
      .set({ expiresAt: new Date(testApp.clock.now().getTime() - 1000) })
      .where(eq(sessions.id, expired.sessionId));
    const ended = await signInFrom(employee.login, FIREFOX_LINUX);
    await call('POST', '/token/revoke', ended.authorization);

    for (const { authorization } of [expired, ended]) {
      const search = await searchSlots(testApp.app, authorization, {
        category: 'Psychologue clinicien',
        from: testApp.clock.now(),
        before: new Date(testApp.clock.now().getTime() + 30 * 86_400_000),
      });
      expect(search.statusCode).toBe(401);
      const booking = await bookSlot(testApp.app, authorization, { slotId: slot.id, category: 'Psychologue clinicien' });
      expect(booking.statusCode).toBe(401);
    }
    const [row] = await testApp.db.select({ status: meetings.status }).from(meetings).where(eq(meetings.id, slot.id));
    expect(row.status).toBe('AVAILABLE');
    // The same account signed in again books it: the refusals were the sessions', not the slot's.
    const current = await signInFrom(employee.login, FIREFOX_LINUX);
    const booked = await bookSlot(testApp.app, current.authorization, { slotId: slot.id, category: 'Psychologue clinicien' });
    expect(booked.statusCode).toBe(200);
  });

  it('is judged by one function in the database, at the API’s clock (migration 0053 dropped the two-argument one of 0050)', async () => {
    const { rows } = await testApp.db.execute(
      sql`select pg_get_function_identity_arguments(p.oid) as arguments from pg_proc p join pg_namespace n on n.oid = p.pronamespace where p.proname = 'session_is_open' and n.nspname = 'public'`,
    );
    expect(rows).toEqual([{ arguments: 'p_ended_at timestamp with time zone, p_expires_at timestamp with time zone, p_now timestamp with time zone' }]);
  });
});

describe('POST /api/token/revoke (« Déconnexion »)', () => {
  it('ends the session of the token at once, and only that one', async () => {
    const admin = await createAdmin(testApp.db, { adminRole: 'TECH' });
    const first = await signInFrom(admin.login, FIREFOX_LINUX);
    const second = await signInFrom(admin.login, SAFARI_IPHONE);

    const response = await call('POST', '/token/revoke', first.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: sessionMessages.signedOut });

    const after = await call('GET', '/admin/admins/get/me', first.authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
    expect((await call('POST', '/token/revoke', first.authorization)).statusCode).toBe(401);
    expect(await isAccepted(second.authorization)).toBe(true);
  });

  it('lets an account still on its first connection sign out', async () => {
    const newcomer = await createEmployee(testApp.db, { isFirstConnection: true });
    const session = await signInFrom(newcomer.login, FIREFOX_LINUX);
    expect((await call('POST', '/token/revoke', session.authorization)).statusCode).toBe(200);
    expect(await isAccepted(session.authorization)).toBe(false);
  });
});

describe('DELETE /api/account/sessions/:sessionId', () => {
  it("ends another of one's own sessions; the current one goes on", async () => {
    const employee = await createEmployee(testApp.db);
    const current = await signInFrom(employee.login, FIREFOX_LINUX);
    const other = await signInFrom(employee.login, SAFARI_IPHONE);

    const response = await call('DELETE', `/account/sessions/${other.sessionId}`, current.authorization);
    expect(response.statusCode).toBe(200);
    expect(await isAccepted(other.authorization)).toBe(false);
    expect(await isAccepted(current.authorization)).toBe(true);
    // Already ended: as unknown.
    expect((await call('DELETE', `/account/sessions/${other.sessionId}`, current.authorization)).statusCode).toBe(404);
  });

  it("answers 404 for another person's session, as for an unknown or malformed id, and leaves it open", async () => {
    const employee = await createEmployee(testApp.db);
    const psychologist = await createPsychologist(testApp.db);
    const own = await signInFrom(employee.login, FIREFOX_LINUX);
    const someoneElse = await signInFrom(psychologist.login, FIREFOX_LINUX);

    for (const sessionId of [someoneElse.sessionId, randomUUID(), 'pas-un-identifiant']) {
      const response = await call('DELETE', `/account/sessions/${sessionId}`, own.authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(sessionMessages.notFound);
    }
    expect(await isAccepted(someoneElse.authorization)).toBe(true);
  });
});

describe('POST /api/account/sessions/end-others', () => {
  it('ends every session of the account but the current one, and says how many', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const current = await signInFrom(psychologist.login, FIREFOX_LINUX);
    const others = [await signInFrom(psychologist.login, SAFARI_IPHONE), await signInFrom(psychologist.login, FIREFOX_LINUX)];
    const stranger = await createPsychologist(testApp.db);
    const strangers = await signInFrom(stranger.login, FIREFOX_LINUX);

    const response = await call('POST', '/account/sessions/end-others', current.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ endedCount: 2 });
    for (const other of others) expect(await isAccepted(other.authorization)).toBe(false);
    expect(await isAccepted(current.authorization)).toBe(true);
    expect(await isAccepted(strangers.authorization)).toBe(true);
    expect((await call('POST', '/account/sessions/end-others', current.authorization)).json()).toEqual({ endedCount: 0 });
  });
});

describe('endSessions', () => {
  it('ends all the open sessions of one account, or all but the one kept', async () => {
    const employee = await createEmployee(testApp.db);
    const kept = await signInFrom(employee.login, FIREFOX_LINUX);
    const other = await signInFrom(employee.login, SAFARI_IPHONE);

    expect(await endSessions(testApp.db, employee.id, testApp.clock.now(), { exceptSessionId: kept.sessionId })).toBe(1);
    expect(await isAccepted(kept.authorization)).toBe(true);
    expect(await isAccepted(other.authorization)).toBe(false);
    expect(await endSessions(testApp.db, employee.id, testApp.clock.now())).toBe(1);
    expect(await isAccepted(kept.authorization)).toBe(false);
  });
});

describe('last use of a session', () => {
  const lastUsedAt = async (sessionId: string) => (await testApp.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.id, sessionId)))[0].at;

  it('is written when the one recorded is older than a few minutes, and not at every request', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signInFrom(employee.login, FIREFOX_LINUX);
    const tenMinutesAgo = new Date(testApp.clock.now().getTime() - 10 * 60_000);
    await testApp.db.update(sessions).set({ lastUsedAt: tenMinutesAgo }).where(eq(sessions.id, session.sessionId));

    expect(await isAccepted(session.authorization)).toBe(true);
    await testApp.services.deferredWork.idle();
    const refreshed = await lastUsedAt(session.sessionId);
    expect(refreshed.getTime()).toBeGreaterThan(testApp.clock.now().getTime() - 60_000);

    // Recent: the next requests leave it as it is.
    const oneMinuteAgo = new Date(testApp.clock.now().getTime() - 60_000);
    await testApp.db.update(sessions).set({ lastUsedAt: oneMinuteAgo }).where(eq(sessions.id, session.sessionId));
    expect(await isAccepted(session.authorization)).toBe(true);
    await testApp.services.deferredWork.idle();
    expect((await lastUsedAt(session.sessionId)).getTime()).toBe(oneMinuteAgo.getTime());
  });
});
