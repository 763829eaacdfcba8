import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { CONTACT_EMAIL_LINK_HOURS, INVITATION_LIFETIME_DAYS, WORK_MAILBOX_NOTICE, contactEmailMessages, invitationMessages, personMessages } from '@parenthese/shared';
import { auditLog, accountInvitations, employeeMailPreferences, employees, mailOutbox, users } from '../../db/schema';
import { createAdmin, createCompany, createEmployee } from '../../../test/support/factories';
import { createEmployeeAccounts, prepareTemporaryCredentials } from '../admin/employees/employee-creation';
import { writeInvitationMails } from './invitation-links';
import { startFakeSmtp, type ReceivedMail } from '../../../test/support/fake-smtp';
import { bearerFor } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let testApp: TestApp;
let adminId: string;
let authorization: string;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  testApp = await createTestApp({ smtpUrl: smtp.url });
  const admin = await createAdmin(testApp.db, { adminRole: 'TECH' });
  adminId = admin.id;
  authorization = await bearerFor(testApp, admin);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

/** Delivers what is due and answers the mails the SMTP server received for this address, as parsed from MIME. */
async function deliveredTo(address: string): Promise<ReceivedMail[]> {
  await testApp.services.jobs.runDue();
  return smtp.received.filter((mail) => mail.to.includes(address));
}

const createEmployees = (companyId: string, rows: object[]) =>
  testApp.app.inject({ method: 'POST', url: `/api/admin/companies/${companyId}/employees/create/V2`, headers: { authorization }, payload: { employees: rows } });
const mailsTo = (address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.createdAt));
const countEmployees = async (companyId: string) => (await testApp.db.select().from(employees).where(eq(employees.companyId, companyId))).length;
/** The activation link's token, read from the mail's text as its recipient would. */
const linkTokenOf = (text: string) => /\/invitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('creating employees with a work email', () => {
  it('invites those with an email (no temporary password, a mail in the outbox) and keeps temporary passwords for the others', async () => {
    const company = await createCompany(testApp.db, { name: 'Atelier Éléonore', employeeAmountMax: 2 });
    const response = await createEmployees(company.id, [
      { firstName: 'Inès', lastName: 'Garnier', email: '  Ines.Garnier@Atelier.FR ' },
      { firstName: 'Paul', lastName: 'Roux', email: '' },
    ]);
    expect(response.statusCode).toBe(200);
    const [invited, withPassword] = response.json().employees;
    expect(invited).toMatchObject({ userName: 'ines.garnier', password: '', mail: '', isFirstConnection: true, invitation: { status: 'PENDING', mail: 'ines.garnier@atelier.fr' } });
    expect(Date.parse(invited.invitation.expiresAt) - Date.parse(invited.invitation.sentAt)).toBe(INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
    expect(withPassword.password).not.toBe('');
    expect(withPassword.invitation).toBeNull();

    const [account] = await testApp.db.select().from(users).where(eq(users.id, invited.employeeId));
    expect(account).toMatchObject({ email: null, temporaryPasswordEncrypted: null, isFirstConnection: true });
    const [audit] = await auditOf('employees.created', company.id);
    expect(audit.details).toEqual({ count: 2, invitedCount: 1 });
    const [invitation] = await testApp.db.select().from(accountInvitations).where(eq(accountInvitations.userId, invited.employeeId));

    const [row] = await mailsTo('ines.garnier@atelier.fr');
    expect(row.kind).toBe('employee-invitation');
    const [mail] = await deliveredTo('ines.garnier@atelier.fr');
    expect(mail.subject).toBe('Activez votre compte Parenthèse');
    expect(mail.text).toContain('Bonjour Inès,');
    expect(mail.text).toContain("Atelier Éléonore vous donne accès à Parenthèse, un service d'écoute confidentiel");
    expect(mail.text).toContain('Ce lien est valable 14 jours');
    // The work mailbox may be read: said plainly, with the personal address on offer (decision 0047).
    expect(mail.text).toContain(WORK_MAILBOX_NOTICE);
    expect(mail.text).toContain('« Messages de Parenthèse »');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/psycholog|consultation/i);
    const token = linkTokenOf(mail.text);
    expect(token).toBeDefined();
    // Only the digest is stored.
    expect(invitation.tokenHash).not.toBe(token);
    expect(JSON.stringify(invitation)).not.toContain(token!);

    // No password exists: the identifier signs in with nothing, answered as a wrong password.
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: 'ines.garnier', password: 'Nimporte-quoi-1' } });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe('Identifiants invalides. Veuillez vérifier votre email et mot de passe.');
  });

  it('refuses an email used by an account, held by a pending invitation, or given twice, on the row’s field, and creates nobody', async () => {
    const company = await createCompany(testApp.db);
    await createEmployee(testApp.db, { email: 'deja.pris@example.fr' });
    expect((await createEmployees(company.id, [{ firstName: 'Zoé', lastName: 'Leroy', email: 'en.attente@example.fr' }])).statusCode).toBe(200);

    const byAccount = await createEmployees(company.id, [
      { firstName: 'Jeanne', lastName: 'Durand' },
      { firstName: 'Marc', lastName: 'Petit', email: 'Deja.Pris@example.fr' },
    ]);
    expect(byAccount.statusCode).toBe(409);
    expect(byAccount.json().errors).toEqual({ 'employees.1.email': personMessages.emailTaken });

    const byInvitation = await createEmployees(company.id, [{ firstName: 'Marc', lastName: 'Petit', email: 'en.attente@example.fr' }]);
    expect(byInvitation.statusCode).toBe(409);
    expect(byInvitation.json().errors).toEqual({ 'employees.0.email': personMessages.emailTaken });

    const twice = await createEmployees(company.id, [
      { firstName: 'Marc', lastName: 'Petit', email: 'double@example.fr' },
      { firstName: 'Lina', lastName: 'Petit', email: 'DOUBLE@example.fr' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors['employees.1.email']).toBe('Cette adresse email est déjà donnée pour un autre employé de la liste');

    const invalid = await createEmployees(company.id, [{ firstName: 'Marc', lastName: 'Petit', email: 'pas-une-adresse' }]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors['employees.0.email']).toBe(personMessages.email);
    expect(await countEmployees(company.id)).toBe(1);
  });
});

/** A new company with one invited employee; answers the employee and the token of their mailed link. */
async function inviteOne(email: string, firstName = 'Inès') {
  const company = await createCompany(testApp.db, { name: `Atelier Fils ${email}` });
  const response = await createEmployees(company.id, [{ firstName, lastName: 'Garnier', email }]);
  expect(response.statusCode).toBe(200);
  const [employee] = response.json().employees as { employeeId: string; companyId: string; userName: string }[];
  const [mail] = (await deliveredTo(email)).slice(-1);
  return { company, employee, token: linkTokenOf(mail.text)! };
}
const HOUR_MS = 3_600_000;
let addressNumber = 0;
/** Each call from its own client address, so the per-address limit of one test does not reach the others. */
const clientAddress = () => `10.0.${Math.floor(addressNumber / 250)}.${(addressNumber++ % 250) + 1}`;
const check = (token: string, remoteAddress = clientAddress()) => testApp.app.inject({ method: 'GET', url: `/api/account/invitation/check/${token}`, remoteAddress });
const accept = (token: string, password: string, remoteAddress = clientAddress(), extra: { contactEmail?: string } = {}) =>
  testApp.app.inject({ method: 'POST', url: `/api/account/invitation/accept/${token}`, payload: { password, ...extra }, remoteAddress });
const resend = (companyId: string, employeeId: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/admin/companies/${companyId}/employees/${employeeId}/invitation/resend`, headers: { authorization } });
const auditOf = (action: string, targetId: string) =>
  testApp.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('activating an invitation', () => {
  it('shows the email, then sets the password and the email, ends the first connection and signs the employee in; the link then reads as used', async () => {
    const { employee, token } = await inviteOne('active@atelier.fr');
    const checked = await check(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ state: 'valid', mail: 'active@atelier.fr', firstName: 'Inès', role: 'EMPLOYEE' });

    const accepted = await accept(token, 'MonSecret!2030');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ role: 'EMPLOYEE', firstConnexion: false, login: 'active@atelier.fr' });
    expect(accepted.headers['set-cookie']).toBeDefined();
    const session = await testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization: `Bearer ${accepted.json().token}` } });
    expect(session.json()).toMatchObject({ userId: employee.employeeId, role: 'EMPLOYEE', firstConnexion: false });

    const [account] = await testApp.db.select().from(users).where(eq(users.id, employee.employeeId));
    expect(account).toMatchObject({ email: 'active@atelier.fr', isFirstConnection: false, temporaryPasswordEncrypted: null });
    expect(await auditOf('invitation.accepted', employee.employeeId)).toHaveLength(1);
    // Signs in with the email or the identifier and the chosen password.
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: 'active@atelier.fr', password: 'MonSecret!2030' } });
    expect(signIn.statusCode).toBe(200);

    expect((await check(token)).json()).toEqual({ state: 'used' });
    const again = await accept(token, 'AutreSecret!2031');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(invitationMessages.invalidLink);

    // The administrators' list says « Activé », and the email now belongs to the account.
    const list = await testApp.app.inject({ method: 'GET', url: `/api/admin/companies/${employee.companyId}/employees/get/all`, headers: { authorization } });
    expect(list.json().employeeAccounts[0]).toMatchObject({ mail: 'active@atelier.fr', invitation: { status: 'ACCEPTED' }, isFirstConnection: false });
  });

  it('takes a personal address for the mails, as the first connection does: checked, apart from the sign-in email, mailed a link for 48 hours (decision 0047)', async () => {
    const { employee, token } = await inviteOne('perso@atelier.fr');
    const same = await accept(token, 'MonSecret!2030', clientAddress(), { contactEmail: 'PERSO@atelier.fr' });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.contactEmail).toBe(contactEmailMessages.sameAsSignIn);
    const bad = await accept(token, 'MonSecret!2030', clientAddress(), { contactEmail: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.contactEmail).toBe(personMessages.email);
    // Refused, the link is not spent.
    expect((await check(token)).json().state).toBe('valid');

    const accepted = await accept(token, 'MonSecret!2030', clientAddress(), { contactEmail: ' Ines@Perso.org ' });
    expect(accepted.statusCode).toBe(200);
    const [preferences] = await testApp.db.select().from(employeeMailPreferences).where(eq(employeeMailPreferences.userId, employee.employeeId));
    // Waiting for its link: the mails go to the sign-in email until it is followed.
    expect(preferences).toMatchObject({ contactEmail: null, pendingContactEmail: 'ines@perso.org', isDetailedSubject: false });
    const [link] = await mailsTo('ines@perso.org');
    expect(link).toMatchObject({ kind: 'contact-email-confirm', subject: 'Parenthèse : confirmez votre adresse' });
    // The link's expiry is on the app's clock, the mail's created_at on the database's (real time, decision 0078): one read on the other's.
    const mailedAt = link.createdAt.getTime() + (testApp.clock.now().getTime() - Date.now());
    expect(Math.abs(preferences.pendingExpiresAt!.getTime() - mailedAt - CONTACT_EMAIL_LINK_HOURS * HOUR_MS)).toBeLessThan(60_000);
  });

  it('refuses an expired link, an unknown one and a weak or common password, spending nothing', async () => {
    const { employee, token } = await inviteOne('expire@atelier.fr');
    const weak = await accept(token, 'court');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBeTruthy();
    const common = await accept(token, 'Password123!');
    expect(common.statusCode).toBe(400);
    expect((await check(token)).json().state).toBe('valid');

    await testApp.db
      .update(accountInvitations)
      .set({ expiresAt: new Date(testApp.clock.now().getTime() - 1000) })
      .where(eq(accountInvitations.userId, employee.employeeId));
    expect((await check(token)).json()).toEqual({ state: 'expired' });
    const late = await accept(token, 'MonSecret!2030');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(invitationMessages.invalidLink);
    const [account] = await testApp.db.select().from(users).where(eq(users.id, employee.employeeId));
    expect(account).toMatchObject({ email: null, isFirstConnection: true });

    expect((await check('b'.repeat(43))).json()).toEqual({ state: 'invalid' });
    expect((await accept('b'.repeat(43), 'MonSecret!2030')).statusCode).toBe(400);
    expect((await check('pas un jeton')).statusCode).toBe(400);
  });

  it('limits the link calls per client address with a French 429', async () => {
    const address = '192.0.2.77';
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await check('c'.repeat(43), address)).statusCode).toBe(200);
    const refused = await check('c'.repeat(43), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(invitationMessages.tooManyAttempts);
    expect((await accept('c'.repeat(43), 'MonSecret!2030', address)).statusCode).toBe(429);
  });
});

describe('sending an invitation again', () => {
  it('mails a new link and kills the former one, audited, once per employee in ten minutes', async () => {
    const { company, employee, token: firstToken } = await inviteOne('renvoi@atelier.fr');
    const resent = await resend(company.id, employee.employeeId);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().invitation).toMatchObject({ status: 'PENDING', mail: 'renvoi@atelier.fr' });
    const mails = await deliveredTo('renvoi@atelier.fr');
    expect(mails).toHaveLength(2);
    const secondToken = linkTokenOf(mails[1].text)!;
    expect(secondToken).not.toBe(firstToken);
    expect((await check(firstToken)).json()).toEqual({ state: 'invalid' });
    expect((await check(secondToken)).json().state).toBe('valid');
    const [audit] = await auditOf('employee.invitation-resent', employee.employeeId);
    expect(audit.actorUserId).toBe(adminId);
    expect(JSON.stringify(audit.details ?? {})).not.toContain(secondToken);

    const tooSoon = await resend(company.id, employee.employeeId);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(invitationMessages.resendTooSoon);
    expect(await deliveredTo('renvoi@atelier.fr')).toHaveLength(2);
  });

  it('resends an expired invitation; refuses an activated one, one without invitation (409) and another company’s employee (404)', async () => {
    const { company, employee, token } = await inviteOne('expiree@atelier.fr');
    await testApp.db
      .update(accountInvitations)
      .set({ expiresAt: new Date(testApp.clock.now().getTime() - 1000) })
      .where(eq(accountInvitations.userId, employee.employeeId));
    const list = await testApp.app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}/employees/get/all`, headers: { authorization } });
    expect(list.json().employeeAccounts[0].invitation.status).toBe('EXPIRED');
    expect((await resend(company.id, employee.employeeId)).json().invitation.status).toBe('PENDING');
    expect((await check(token)).json().state).toBe('invalid');

    const other = await inviteOne('activee@atelier.fr');
    const [mail] = (await deliveredTo('activee@atelier.fr')).slice(-1);
    expect((await accept(linkTokenOf(mail.text)!, 'MonSecret!2030')).statusCode).toBe(200);
    const activated = await resend(other.company.id, other.employee.employeeId);
    expect(activated.statusCode).toBe(409);
    expect(activated.json().message).toBe(invitationMessages.notPending);

    const withPassword = await createEmployees(company.id, [{ firstName: 'Paul', lastName: 'Roux' }]);
    expect((await resend(company.id, withPassword.json().employees[0].employeeId)).statusCode).toBe(409);
    expect((await resend(other.company.id, employee.employeeId)).statusCode).toBe(404);
  });

  it('gives no temporary password to an invited employee', async () => {
    const { company, employee } = await inviteOne('sans-mdp@atelier.fr');
    const response = await testApp.app.inject({ method: 'POST', url: `/api/admin/companies/${company.id}/employees/${employee.employeeId}/temporary-password`, headers: { authorization } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(invitationMessages.invitedNoTemporaryPassword);
  });
});

describe('holding the mails of a creation back (the import job)', () => {
  it('creates the invitations without mail (NOT_SENT), then writes them when asked, skipping an accepted one', async () => {
    const company = await createCompany(testApp.db, { name: 'Import Atelier' });
    const rows = [
      { firstName: 'Léo', lastName: 'Martin', service: '', job: '', email: 'leo.import@atelier.fr' },
      { firstName: 'Mia', lastName: 'Martin', service: '', job: '' },
    ];
    const credentials = await prepareTemporaryCredentials(rows, testApp.config.dataEncryptionKey, testApp.clock.now());
    expect(credentials[0]).toBeNull();
    const created = await testApp.db.transaction((tx) =>
      createEmployeeAccounts(tx, testApp.services, { companyId: company.id, companyName: company.name, allowance: 1, rows, now: testApp.clock.now(), credentials, sendInvitations: false }),
    );
    expect(created.map(({ username, isInvited }) => ({ username, isInvited }))).toEqual([
      { username: 'leo.martin', isInvited: true },
      { username: 'mia.martin', isInvited: false },
    ]);
    expect(created[0].temporaryPassword).toBeNull();
    expect(created[1].temporaryPassword).toBe(credentials[1]!.temporaryPassword);
    expect(await mailsTo('leo.import@atelier.fr')).toHaveLength(0);
    const list = await testApp.app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}/employees/get/all`, headers: { authorization } });
    const leo = list.json().employeeAccounts.find((employee: { userName: string }) => employee.userName === 'leo.martin');
    expect(leo.invitation).toEqual({ status: 'NOT_SENT', mail: 'leo.import@atelier.fr', sentAt: null, expiresAt: null });

    const mailed = await testApp.db.transaction((tx) => writeInvitationMails(tx, testApp.services, { userIds: created.map((employee) => employee.userId), now: testApp.clock.now() }));
    expect(mailed).toEqual([created[0].userId]);
    const [mail] = await deliveredTo('leo.import@atelier.fr');
    expect(mail.text).toContain("Import Atelier vous donne accès à Parenthèse, un service d'écoute confidentiel");
    expect((await check(linkTokenOf(mail.text)!)).json()).toMatchObject({ state: 'valid', mail: 'leo.import@atelier.fr' });
  });
});
