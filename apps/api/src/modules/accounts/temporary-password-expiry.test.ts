import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { invitationMessages, temporaryPasswordMessages } from '@parenthese/shared';
import { auditLog, users } from '../../db/schema';
import { encryptSecret } from '../../lib/secret-box';
import { createAdmin, createCompany, createPsychologist, createEmployee, signIn } from '../../../test/support/factories';
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
    .set({ temporaryPasswordIssuedAt: new Date(testApp.clock.now().getTime() - days * DAY) })
    .where(eq(users.id, userId));

/** An employee on first connection whose temporary password is TEMPORARY. */
async function newcomer() {
  return createEmployee(testApp.db, { temporaryPassword: { plain: TEMPORARY, encryptionKey: testApp.config.dataEncryptionKey, issuedAt: testApp.clock.now() }, isFirstConnection: true });
}

/** A psychologist created before issue 33, still on a temporary password (staff are now invited: staff-invitations.test.ts). */
async function newPsychologist() {
  const { credentials, temporaryPassword } = await temporaryCredentials(testApp.config.dataEncryptionKey, testApp.clock.now());
  const psychologistAccount = await createPsychologist(testApp.db);
  await testApp.db.update(users).set(credentials).where(eq(users.id, psychologistAccount.id));
  return { userId: psychologistAccount.id, mail: psychologistAccount.email!, password: temporaryPassword };
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
      const employee = await createEmployee(shortLived.db, {
        temporaryPassword: { plain: TEMPORARY, encryptionKey: shortLived.config.dataEncryptionKey, issuedAt: shortLived.clock.now() },
        isFirstConnection: true,
      });
      await shortLived.db
        .update(users)
        .set({ temporaryPasswordIssuedAt: new Date(testApp.clock.now().getTime() - 2.5 * DAY) })
        .where(eq(users.id, employee.id));
      const response = await shortLived.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: employee.login, password: TEMPORARY } });
      expect(response.statusCode).toBe(403);
    } finally {
      await shortLived.close();
    }
  });
});

describe('what administrators read of a temporary password', () => {
  it('nothing of a psychologist still on a temporary password, which works until it expires', async () => {
    const psychologistAccount = await newPsychologist();
    const listed = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/admin/doctors/get/all', headers: { authorization: siteAdmin } }))
        .json()
        .doctors.find((item: { userId: string }) => item.userId === psychologistAccount.userId);
    expect(JSON.stringify(await listed())).not.toContain(psychologistAccount.password);
    expect(await listed()).not.toHaveProperty('password');
    expect((await signInWith(psychologistAccount.mail, psychologistAccount.password)).json()).toHaveProperty('challenge');
    await issuedDaysAgo(psychologistAccount.userId, 8);
    expect((await signInWith(psychologistAccount.mail, psychologistAccount.password)).statusCode).toBe(403);
  });

  it('only of accounts still on their first connection, even if an encrypted password were left on the row', async () => {
    const company = await createCompany(testApp.db);
    const settled = await createEmployee(testApp.db, { companyId: company.id });
    await testApp.db
      .update(users)
      .set({ temporaryPasswordEncrypted: encryptSecret(testApp.config.dataEncryptionKey, TEMPORARY), temporaryPasswordIssuedAt: testApp.clock.now() })
      .where(eq(users.id, settled.id));
    const pending = await createEmployee(testApp.db, {
      companyId: company.id,
      temporaryPassword: { plain: TEMPORARY, encryptionKey: testApp.config.dataEncryptionKey, issuedAt: testApp.clock.now() },
      isFirstConnection: true,
    });

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
  it("gives staff none: « Renvoyer l'invitation » invites a psychologist still on a temporary password, audited", async () => {
    const psychologistAccount = await newPsychologist();
    await issuedDaysAgo(psychologistAccount.userId, 10);
    expect((await post(siteAdmin, `/admin/doctors/${psychologistAccount.userId}/temporary-password`)).statusCode).toBe(404);
    const response = await post(siteAdmin, `/admin/doctors/${psychologistAccount.userId}/invitation/resend`);
    expect(response.statusCode).toBe(200);
    expect(response.json().doctor).toMatchObject({ userId: psychologistAccount.userId, invitation: { status: 'PENDING', mail: psychologistAccount.mail } });
    expect(response.json().doctor).not.toHaveProperty('password');
    expect(
      await testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, psychologistAccount.userId), eq(auditLog.action, 'doctor.invitation-resent'))),
    ).toHaveLength(1);
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

  it('refuses to invite a staff account past its first connection, in French, and leaves its password alone', async () => {
    const psychologistAccount = await createPsychologist(testApp.db);
    const response = await post(techAdmin, `/admin/doctors/${psychologistAccount.id}/invitation/resend`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: invitationMessages.staffNotPending });
    expect((await signInWith(psychologistAccount.login, psychologistAccount.password)).statusCode).toBe(200);
  });

  it('lets TECH administrators only invite a TECH administrator still on a temporary password', async () => {
    const { credentials } = await temporaryCredentials(testApp.config.dataEncryptionKey, testApp.clock.now());
    const techNewcomer = await createAdmin(testApp.db, { adminRole: 'TECH', isFirstConnection: true });
    await testApp.db.update(users).set(credentials).where(eq(users.id, techNewcomer.id));
    expect((await post(siteAdmin, `/admin/admins/${techNewcomer.id}/invitation/resend`)).statusCode).toBe(403);
    const byTech = await post(techAdmin, `/admin/admins/${techNewcomer.id}/invitation/resend`);
    expect(byTech.statusCode).toBe(200);
    expect(byTech.json()).toMatchObject({ adminId: techNewcomer.id, invitation: { status: 'PENDING' } });
  });

  it('is refused to psychologists and employees', async () => {
    const employee = await newcomer();
    const psychologist = await signIn(testApp.app, (await createPsychologist(testApp.db)).login);
    expect((await post(psychologist.authorization, `/admin/companies/${employee.companyId}/employees/${employee.id}/temporary-password`)).statusCode).toBe(403);
  });
});
