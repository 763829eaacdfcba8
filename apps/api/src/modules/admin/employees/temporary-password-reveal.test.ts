import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { temporaryPasswordMessages, type AuditLogEntry } from '@parenthese/shared';
import { auditLog, users } from '../../../db/schema';
import { createAdmin, createCompany, createEmployee, signIn } from '../../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

/**
 * Issue 33 item 8: an employee's temporary password is read only through an audited reveal, and
 * signs in only with the identifier, only until the first connection (decision 0023, addendum).
 */

const DAY = 24 * 60 * 60 * 1000;
const TEMPORARY = 'Temp1234!';
const INVALID_CREDENTIALS = 'Identifiants invalides. Veuillez vérifier votre email et mot de passe.';

let testApp: TestApp;
let techAdmin: { id: string; authorization: string };
let siteAdmin: { id: string; authorization: string };
beforeAll(async () => {
  testApp = await createTestApp();
  const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
  const site = await createAdmin(testApp.db, { adminRole: 'SITE' });
  techAdmin = { id: tech.id, authorization: (await signIn(testApp.app, tech.login)).authorization };
  siteAdmin = { id: site.id, authorization: (await signIn(testApp.app, site.login)).authorization };
});
afterAll(async () => testApp?.close());

const call = (authorization: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
const signInWith = (usermail: string, password: string) => testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail, password } });
const revealUrl = (companyId: string, employeeId: string) => `/admin/companies/${companyId}/employees/${employeeId}/temporary-password/reveal`;
const auditRows = (action: string, targetId: string) =>
  testApp.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

/** An employee on first connection whose temporary password is TEMPORARY; without email, as the product creates them. */
const newcomer = (companyId?: string, email: string | null = null) =>
  createEmployee(testApp.db, { companyId, email, temporaryPassword: { plain: TEMPORARY, encryptionKey: testApp.config.dataEncryptionKey, issuedAt: testApp.clock.now() }, isFirstConnection: true });

describe('what the employee answers say of a temporary password', () => {
  it('the list says one can be revealed, never the password itself', async () => {
    const employee = await newcomer();
    const listed = (await call(siteAdmin.authorization, 'GET', `/admin/companies/${employee.companyId}/employees/get/all`)).json().employeeAccounts;
    expect(listed).toEqual([expect.objectContaining({ employeeId: employee.id, password: '', hasTemporaryPassword: true, isFirstConnection: true })]);
    expect(JSON.stringify(listed)).not.toContain(TEMPORARY);
  });

  it('the answers that issue one carry it: creation and « Nouveau mot de passe temporaire »', async () => {
    const company = await createCompany(testApp.db);
    const created = (await call(siteAdmin.authorization, 'POST', `/admin/companies/${company.id}/employees/create/V2`, { employees: [{ firstName: 'Anne', lastName: 'Kerlo' }] })).json().employees[0];
    expect(created).toMatchObject({ hasTemporaryPassword: true, password: expect.stringMatching(/.{14}/) });
    const reissued = await call(siteAdmin.authorization, 'POST', `/admin/companies/${company.id}/employees/${created.employeeId}/temporary-password`);
    expect(reissued.json()).toMatchObject({ hasTemporaryPassword: true, password: expect.stringMatching(/.{14}/) });
    // Read again, it is gone from the answer.
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.id}/employees/update/${created.employeeId}`,
      headers: { authorization: siteAdmin.authorization },
      payload: { firstName: 'Anne', lastName: 'Kerlo', service: '', job: '' },
    });
    expect(updated.json()).toMatchObject({ password: '', hasTemporaryPassword: true });
  });
});

describe('revealing an employee temporary password', () => {
  it('answers the password to SITE and TECH, and each reveal is in the journal with who and when', async () => {
    const employee = await newcomer();
    // The journal's rows are stamped by the database (created_at, real time: decision 0078).
    const before = Date.now();
    for (const admin of [siteAdmin, techAdmin]) {
      const response = await call(admin.authorization, 'POST', revealUrl(employee.companyId, employee.id));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ employeeId: employee.id, password: TEMPORARY });
    }
    const rows = await auditRows('employee.temporary-password-revealed', employee.id);
    expect(rows.map((row) => row.actorUserId).sort()).toEqual([siteAdmin.id, techAdmin.id].sort());
    for (const row of rows) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const journal = await call(techAdmin.authorization, 'GET', `/admin/audit?targetId=${employee.id}`);
    const items = journal.json().items as AuditLogEntry[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ actionLabel: 'Mot de passe temporaire affiché', record: { id: employee.id } });
    expect(journal.body).not.toContain(TEMPORARY);
  });

  it('refuses in French, with nothing audited, when there is nothing to reveal: expired, chosen, or invited', async () => {
    const expired = await newcomer();
    await testApp.db
      .update(users)
      .set({ temporaryPasswordIssuedAt: new Date(testApp.clock.now().getTime() - 8 * DAY) })
      .where(eq(users.id, expired.id));
    const settled = await createEmployee(testApp.db);
    const company = await createCompany(testApp.db);
    const invited = (
      await call(siteAdmin.authorization, 'POST', `/admin/companies/${company.id}/employees/create/V2`, {
        employees: [{ firstName: 'Ines', lastName: 'Morvan', email: `ines.${testApp.clock.now().getTime()}@exemple.fr` }],
      })
    ).json().employees[0];
    for (const [companyId, employeeId] of [
      [expired.companyId, expired.id],
      [settled.companyId, settled.id],
      [company.id, invited.employeeId as string],
    ]) {
      const response = await call(siteAdmin.authorization, 'POST', revealUrl(companyId, employeeId));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: temporaryPasswordMessages.nothingToReveal });
      expect(await auditRows('employee.temporary-password-revealed', employeeId)).toHaveLength(0);
    }
  });

  it("answers 404 for another company's employee", async () => {
    const employee = await newcomer();
    const elsewhere = await createCompany(testApp.db);
    expect((await call(siteAdmin.authorization, 'POST', revealUrl(elsewhere.id, employee.id))).statusCode).toBe(404);
    expect(await auditRows('employee.temporary-password-revealed', employee.id)).toHaveLength(0);
  });
});

describe('the temporary passwords of an export', () => {
  it('answers those of the company that work, and records one row naming how many, shown in the journal', async () => {
    const company = await createCompany(testApp.db);
    const first = await newcomer(company.id);
    const second = await newcomer(company.id);
    const expired = await newcomer(company.id);
    await testApp.db
      .update(users)
      .set({ temporaryPasswordIssuedAt: new Date(testApp.clock.now().getTime() - 8 * DAY) })
      .where(eq(users.id, expired.id));
    await createEmployee(testApp.db, { companyId: company.id });
    await newcomer();

    const response = await call(siteAdmin.authorization, 'POST', `/admin/companies/${company.id}/employees/temporary-passwords/export`);
    expect(response.statusCode).toBe(200);
    const { temporaryPasswords } = response.json() as { temporaryPasswords: Array<{ employeeId: string; password: string }> };
    expect(temporaryPasswords.map((entry) => entry.employeeId).sort()).toEqual([first.id, second.id].sort());
    expect(temporaryPasswords.every((entry) => entry.password === TEMPORARY)).toBe(true);

    const rows = await auditRows('employees.temporary-passwords-exported', company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: siteAdmin.id, details: { revealedCount: 2 } });
    const journal = (await call(techAdmin.authorization, 'GET', `/admin/audit?targetId=${company.id}`)).json().items as AuditLogEntry[];
    expect(journal).toEqual([expect.objectContaining({ actionLabel: 'Mots de passe temporaires exportés', details: [{ label: 'Mots de passe temporaires', value: '2' }] })]);
  });

  it('answers 404 for a company that does not exist', async () => {
    const response = await call(siteAdmin.authorization, 'POST', `/admin/companies/${crypto.randomUUID()}/employees/temporary-passwords/export`);
    expect(response.statusCode).toBe(404);
  });
});

describe('signing in with a temporary password', () => {
  it('works with the identifier only, never with an email the account may hold', async () => {
    const employee = await newcomer(undefined, `premier.${testApp.clock.now().getTime()}@exemple.fr`);
    const byEmail = await signInWith(employee.email!, TEMPORARY);
    expect(byEmail.statusCode).toBe(401);
    expect(byEmail.json()).toMatchObject({ message: INVALID_CREDENTIALS });
    expect(byEmail.json()).not.toHaveProperty('token');
    expect(await auditRows('sign-in.succeeded', employee.id)).toHaveLength(0);

    const byIdentifier = await signInWith(employee.login.toUpperCase(), TEMPORARY);
    expect(byIdentifier.statusCode).toBe(200);
    expect(byIdentifier.json()).toMatchObject({ firstConnexion: true });
  });

  it('stops at the first connection: the password the employee chose works, with the email too, and the temporary one no more', async () => {
    const employee = await newcomer();
    const session = await signInWith(employee.login, TEMPORARY);
    const email = `choisi.${testApp.clock.now().getTime()}@exemple.fr`;
    const completed = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/first/connection',
      headers: { authorization: `Bearer ${session.json().token}` },
      payload: { mail: email, password: 'Choisi2026!xq' },
    });
    expect(completed.statusCode).toBe(200);
    expect((await signInWith(employee.login, TEMPORARY)).statusCode).toBe(401);
    expect((await signInWith(email, 'Choisi2026!xq')).statusCode).toBe(200);
    expect((await signInWith(employee.login, 'Choisi2026!xq')).statusCode).toBe(200);
  });
});
