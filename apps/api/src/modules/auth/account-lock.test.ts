import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee, signIn, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const toggle = (authorization: string | undefined, payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/account/lock/toggle', headers: authorization ? { authorization } : {}, payload: payload as object });
const readUser = async (id: string) => (await testApp.db.select().from(users).where(eq(users.id, id)))[0];
const tokenCheck = (authorization: string) => testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization } });

describe('POST /api/account/lock/toggle', () => {
  it('lets an admin lock an employee: their session ends, sign-in is refused, the audit log records it; unlocking restores sign-in', async () => {
    const admin = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const adminSession = await signIn(testApp.app, admin.login);
    const employee = await createEmployee(testApp.db);
    const employeeSession = await signIn(testApp.app, employee.login);

    const locked = await toggle(adminSession.authorization, { userId: employee.id, lockAccount: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual({ userId: employee.id, locked: true });
    expect((await readUser(employee.id)).isLocked).toBe(true);
    expect((await tokenCheck(employeeSession.authorization)).statusCode).toBe(401);
    const signInAttempt = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: employee.login, password: TEST_PASSWORD } });
    expect(signInAttempt.statusCode).toBe(403);
    const audit = await testApp.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.locked'), eq(auditLog.targetId, employee.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorUserId).toBe(admin.id);

    const unlocked = await toggle(adminSession.authorization, { userId: employee.id, lockAccount: false });
    expect(unlocked.json()).toEqual({ userId: employee.id, locked: false });
    await expect(signIn(testApp.app, employee.login)).resolves.toBeTruthy();
  });

  it('lets any admin lock a psychologist', async () => {
    const admin = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const psychologist = await createPsychologist(testApp.db);
    const response = await toggle((await signIn(testApp.app, admin.login)).authorization, { userId: psychologist.id, lockAccount: true });
    expect(response.statusCode).toBe(200);
    expect((await readUser(psychologist.id)).isLocked).toBe(true);
  });

  it('never applies to oneself', async () => {
    const admin = await createAdmin(testApp.db);
    const response = await toggle((await signIn(testApp.app, admin.login)).authorization, { userId: admin.id, lockAccount: true });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Vous ne pouvez pas bloquer ou débloquer votre propre compte.');
    expect((await readUser(admin.id)).isLocked).toBe(false);
  });

  it('requires a TECH admin to lock another admin', async () => {
    const site = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
    const target = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const refused = await toggle((await signIn(testApp.app, site.login)).authorization, { userId: target.id, lockAccount: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Seul un administrateur technique peut bloquer ou débloquer un administrateur.');
    expect((await readUser(target.id)).isLocked).toBe(false);
    const accepted = await toggle((await signIn(testApp.app, tech.login)).authorization, { userId: target.id, lockAccount: true });
    expect(accepted.statusCode).toBe(200);
    expect((await readUser(target.id)).isLocked).toBe(true);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await createAdmin(testApp.db);
    const response = await toggle((await signIn(testApp.app, admin.login)).authorization, { userId: '00000000-0000-4000-8000-000000000000', lockAccount: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Utilisateur introuvable.');
  });

  it('is refused to doctors and employees (403) and without a token (401)', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db);
    for (const login of [psychologist.login, employee.login]) {
      const response = await toggle((await signIn(testApp.app, login)).authorization, { userId: employee.id, lockAccount: true });
      expect(response.statusCode).toBe(403);
    }
    expect((await toggle(undefined, { userId: employee.id, lockAccount: true })).statusCode).toBe(401);
    expect((await readUser(employee.id)).isLocked).toBe(false);
  });

  it.each([
    [{}],
    [{ userId: 'pas-un-uuid', lockAccount: true }],
    [{ userId: '00000000-0000-4000-8000-000000000000', lockAccount: 'oui' }],
    [{ userId: 42, lockAccount: true }],
    [{ userId: 'x'.repeat(5000), lockAccount: true }],
  ])('answers 400 in French to a malformed body %#', async (payload) => {
    const admin = await createAdmin(testApp.db);
    const response = await toggle((await signIn(testApp.app, admin.login)).authorization, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[a-zé]/);
    expect(response.body).not.toMatch(/stack|select|ZodError/i);
  });
});
