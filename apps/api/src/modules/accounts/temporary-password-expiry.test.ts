import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { newPasswordSchema, temporaryPasswordMessages } from '@parenthese/shared';
import { auditLog, users } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import { createAdmin, createCompany, createDoctor, createEmployee, enrolAtSignIn, signIn } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { temporaryCredentials } from './account-creation';

const DAY = 24 * 60 * 60 * 1000;
const INVALID_CREDENTIALS = 'Identifiants invalides. Veuillez vérifier votre email et mot de passe.';
const TEMPORARY = 'Temp1234!';

let testApp: TestApp;
let techAdmin: string;
let siteAdmin: string;
beforeAll(async () => {
  testApp = await createTestApp();
  techAdmin = (await signIn(testApp.app, (await createAdmin(testApp.db, { adminRole: 'TECH' })).login)).authorization;
  siteAdmin = (await signIn(testApp.app, (await createAdmin(testApp.db, { adminRole: 'SITE' })).login)).authorization;
});
afterAll(async () => testApp?.close());

const signInWith = (usermail: string, password: string) => testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail, password } });
const post = (authorization: string, url: string) => testApp.app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization } });
const issuedDaysAgo = (userId: string, days: number) =>
  testApp.db
    .update(users)
    .set({ temporaryPasswordIssuedAt: new Date(Date.now() - days * DAY) })
    .where(eq(users.id, userId));

/** An employee on first connection whose temporary password is TEMPORARY. */
async function newcomer() {
  return createEmployee(testApp.db, { temporaryPassword: { plain: TEMPORARY, encryptionKey: testApp.config.dataEncryptionKey }, isFirstConnection: true });
}

/** A psychologist created by an administrator, as the back-office does it. */
async function newPsychologist() {
  const unique = Math.random().toString().slice(2, 11);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/doctors/create',
    headers: { authorization: techAdmin },
    payload: { adeliNumber: unique, firstName: 'Inès', lastName: 'Garnier', mail: `ines.${unique}@cabinet.fr`, doctorCategories: ['Psychologue du travail'] },
  });
  expect(response.statusCode).toBe(200);
  return response.json().doctor as { userId: string; mail: string; password: string; temporaryPasswordExpiresAt: string | null };
}

describe('signing in with a temporary password', () => {
  it('works until 7 days after it was issued', async () => {
    const employee = await newcomer();
    await issuedDaysAgo(employee.id, 6.9);
    const response = await signInWith(employee.login, TEMPORARY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstConnexion: true });
  });

  it('refuses the right but expired password with its own French message and no token', async () => {
    const employee = await newcomer();
    await issuedDaysAgo(employee.id, 7.01);
    const response = await signInWith(employee.login, TEMPORARY);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: temporaryPasswordMessages.expired });
    expect(response.json()).not.toHaveProperty('token');
  });

  it('answers a wrong password on an expired account as any wrong password: the expiry is told only to whoever knows the password', async () => {
    const employee = await newcomer();
    await issuedDaysAgo(employee.id, 30);
    const response = await signInWith(employee.login, 'Mauvais123!');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: INVALID_CREDENTIALS });
  });

  it('never expires the password its owner chose', async () => {
    const employee = await createEmployee(testApp.db);
    await issuedDaysAgo(employee.id, 365);
    expect((await signInWith(employee.login, employee.password)).statusCode).toBe(200);
  });

  it('follows TEMPORARY_PASSWORD_LIFETIME_DAYS', async () => {
    const shortLived = await createTestApp({ temporaryPasswordLifetimeDays: 2 });
    try {
      const employee = await createEmployee(shortLived.db, { temporaryPassword: { plain: TEMPORARY, encryptionKey: shortLived.config.dataEncryptionKey }, isFirstConnection: true });
      await shortLived.db
        .update(users)
        .set({ temporaryPasswordIssuedAt: new Date(Date.now() - 2.5 * DAY) })
        .where(eq(users.id, employee.id));
      const response = await shortLived.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: employee.login, password: TEMPORARY } });
      expect(response.statusCode).toBe(403);
    } finally {
      await shortLived.close();
    }
  });
});

describe('what administrators read of a temporary password', () => {
  it('the password and its expiry while it works; « expiré » and no password once expired', async () => {
    const doctor = await newPsychologist();
    expect(Date.parse(doctor.temporaryPasswordExpiresAt!) - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect(Date.parse(doctor.temporaryPasswordExpiresAt!) - Date.now()).toBeLessThanOrEqual(7 * DAY);

    await issuedDaysAgo(doctor.userId, 8);
    const listed = (await testApp.app.inject({ method: 'GET', url: '/api/admin/doctors/get/all', headers: { authorization: siteAdmin } })).json().doctors;
    expect(listed.find((item: { userId: string }) => item.userId === doctor.userId)).toMatchObject({ password: '', isFirstConnection: true, isTemporaryPasswordExpired: true });
  });

  it('only of accounts still on their first connection, even if an encrypted password were left on the row', async () => {
    const company = await createCompany(testApp.db);
    const settled = await createEmployee(testApp.db, { companyId: company.id });
    await testApp.db
      .update(users)
      .set({ temporaryPasswordEncrypted: encryptSecret(testApp.config.dataEncryptionKey, TEMPORARY), temporaryPasswordIssuedAt: new Date() })
      .where(eq(users.id, settled.id));
    const pending = await createEmployee(testApp.db, { companyId: company.id, temporaryPassword: { plain: TEMPORARY, encryptionKey: testApp.config.dataEncryptionKey }, isFirstConnection: true });

    const listed = (await testApp.app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}/employees/get/all`, headers: { authorization: techAdmin } })).json().employeeAccounts;
    const byId = (id: string) => listed.find((item: { employeeId: string }) => item.employeeId === id);
    expect(byId(settled.id)).toMatchObject({ password: '', hasTemporaryPassword: false, isFirstConnection: false, temporaryPasswordExpiresAt: null, isTemporaryPasswordExpired: false });
    expect(byId(pending.id)).toMatchObject({ password: '', hasTemporaryPassword: true, isFirstConnection: true, isTemporaryPasswordExpired: false });
    const reveal = (id: string) => testApp.app.inject({ method: 'POST', url: `/api/admin/companies/${company.id}/employees/${id}/temporary-password/reveal`, headers: { authorization: techAdmin } });
    expect((await reveal(settled.id)).statusCode).toBe(409);
    expect((await reveal(pending.id)).json()).toMatchObject({ password: TEMPORARY });
  });
});

describe('issuing a new temporary password', () => {
  it('gives a psychologist a new password shown once, audited, with a new lifetime; the old one stops working and its session ends', async () => {
    const doctor = await newPsychologist();
    // A new psychologist enrols a second factor at the first sign-in.
    const firstAnswer = await signInWith(doctor.mail, doctor.password);
    const firstSession = { authorization: `Bearer ${(await enrolAtSignIn(testApp.app, firstAnswer.json().challenge)).token}` };
    await issuedDaysAgo(doctor.userId, 10);

    const response = await post(siteAdmin, `/admin/doctors/${doctor.userId}/temporary-password`);
    expect(response.statusCode).toBe(200);
    const renewed = response.json().doctor;
    expect(renewed).toMatchObject({ userId: doctor.userId, isFirstConnection: true, isTemporaryPasswordExpired: false });
    expect(newPasswordSchema.safeParse(renewed.password).success).toBe(true);
    expect(renewed.password).not.toBe(doctor.password);
    expect(Date.parse(renewed.temporaryPasswordExpiresAt) - Date.now()).toBeGreaterThan(7 * DAY - 60_000);

    expect(
      await testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, doctor.userId), eq(auditLog.action, 'account.temporary-password-reissued'))),
    ).toHaveLength(1);
    expect((await signInWith(doctor.mail, doctor.password)).json()).toMatchObject({ message: INVALID_CREDENTIALS });
    expect((await signIn(testApp.app, doctor.mail, renewed.password)).answer).toMatchObject({ role: 'DOCTOR', firstConnexion: true });
    const check = await testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization: firstSession.authorization } });
    expect(check.statusCode).toBe(401);
  });

  it('gives an employee of the named company a new password; another company reads 404', async () => {
    const employee = await newcomer();
    await issuedDaysAgo(employee.id, 8);
    const response = await post(siteAdmin, `/admin/companies/${employee.companyId}/employees/${employee.id}/temporary-password`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeId: employee.id, isTemporaryPasswordExpired: false });
    expect((await signInWith(employee.login, response.json().password)).statusCode).toBe(200);
    expect((await signInWith(employee.login, TEMPORARY)).statusCode).toBe(401);

    const elsewhere = await createCompany(testApp.db);
    expect((await post(siteAdmin, `/admin/companies/${elsewhere.id}/employees/${employee.id}/temporary-password`)).statusCode).toBe(404);
  });

  it('refuses an account past its first connection, in French, and leaves its password alone', async () => {
    const doctor = await createDoctor(testApp.db);
    const response = await post(techAdmin, `/admin/doctors/${doctor.id}/temporary-password`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: temporaryPasswordMessages.notOnFirstConnection });
    expect((await signInWith(doctor.login, doctor.password)).statusCode).toBe(200);
    expect(
      await testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, doctor.id), eq(auditLog.action, 'account.temporary-password-reissued'))),
    ).toHaveLength(0);
  });

  it("gives a TECH administrator's new password to TECH administrators only, as reading it", async () => {
    const { credentials } = await temporaryCredentials(testApp.config.dataEncryptionKey);
    const techNewcomer = await createAdmin(testApp.db, { adminRole: 'TECH', isFirstConnection: true });
    const siteNewcomer = await createAdmin(testApp.db, { adminRole: 'SITE', isFirstConnection: true });
    for (const id of [techNewcomer.id, siteNewcomer.id]) await testApp.db.update(users).set(credentials).where(eq(users.id, id));

    expect((await post(siteAdmin, `/admin/admins/${techNewcomer.id}/temporary-password`)).statusCode).toBe(403);
    const bySite = await post(siteAdmin, `/admin/admins/${siteNewcomer.id}/temporary-password`);
    expect(bySite.statusCode).toBe(200);
    expect(bySite.json()).toMatchObject({ adminId: siteNewcomer.id, isFirstConnection: true });
    expect(newPasswordSchema.safeParse(bySite.json().password).success).toBe(true);
    const byTech = await post(techAdmin, `/admin/admins/${techNewcomer.id}/temporary-password`);
    expect(byTech.statusCode).toBe(200);
    expect((await signIn(testApp.app, techNewcomer.login, byTech.json().password)).answer).toMatchObject({ role: 'ADMIN', firstConnexion: true });
  });

  it('is refused to psychologists and employees', async () => {
    const employee = await newcomer();
    const psychologist = await signIn(testApp.app, (await createDoctor(testApp.db)).login);
    expect((await post(psychologist.authorization, `/admin/companies/${employee.companyId}/employees/${employee.id}/temporary-password`)).statusCode).toBe(403);
  });
});
