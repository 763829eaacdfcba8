import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { APPROVER_MIN_ACCOUNT_AGE_DAYS, FOUR_EYES_APPROVAL_HOURS, adminMessages, fourEyesMessages, invitationMessages } from '@parenthese/shared';
import { admins, auditLog, mailOutbox, techRoleApprovals, users } from '../../db/schema';
import { createAdmin, enrolAtSignIn } from '../../../test/support/factories';
import { bearerFor } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * Staff are invited, never given a password (issue 33 item 7), and a new TECH role needs a second,
 * established TECH administrator (item 2, « no sock puppets »).
 */
let testApp: TestApp;
let creator: Awaited<ReturnType<typeof createAdmin>>;
let asCreator: string;
let asEstablished: string;
let asNewcomer: string;
let asSite: string;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  testApp = await createTestApp();
  creator = await createAdmin(testApp.db, { adminRole: 'TECH' });
  asCreator = await bearerFor(testApp, creator);
  const established = await createAdmin(testApp.db, { adminRole: 'TECH' });
  // An approver's own account must be at least APPROVER_MIN_ACCOUNT_AGE_DAYS old.
  await testApp.db
    .update(users)
    .set({ createdAt: new Date(testApp.clock.now().getTime() - (APPROVER_MIN_ACCOUNT_AGE_DAYS + 1) * DAY_MS) })
    .where(eq(users.id, established.id));
  asEstablished = await bearerFor(testApp, established);
  asNewcomer = await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'TECH' }));
  asSite = await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'SITE' }));
});
afterAll(async () => testApp.close());

let counter = 0;
const uniqueMail = (prefix: string) => `${prefix}${(counter += 1)}@parenthese.test`;
const post = (authorization: string, url: string, payload?: object) => testApp.app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
const mailsTo = (address: string) => testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.createdAt));
const linkTokenOf = (text: string) => /\/invitation\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
const accept = (token: string, password: string) => testApp.app.inject({ method: 'POST', url: `/api/account/invitation/accept/${token}`, payload: { password } });
const signInStep = (usermail: string, password: string) => testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail, password } });
const auditsOf = (userId: string, action: string) =>
  testApp.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));
const PASSWORD = 'Invitee-Chosen-2026!';

const createTechAdmin = async (mail = uniqueMail('tech')) => {
  const response = await post(asCreator, '/admin/admins/create', { mail, firstName: 'Théo', lastName: 'Martin', adminRole: 'TECH' });
  expect(response.statusCode).toBe(200);
  return response.json() as { adminId: string; userMail: string; adminRole: string; techApproval: unknown; invitation: unknown };
};

describe('inviting a psychologist', () => {
  it('mails an invitation and answers no password; the link sets the password, leads to enrolment and only then to a session', async () => {
    const mail = uniqueMail('psy');
    const response = await post(asSite, '/admin/doctors/create', { adeliNumber: '751234567', firstName: 'Inès', lastName: 'Garnier', mail, doctorCategories: ['Psychologue du travail'] });
    expect(response.statusCode).toBe(200);
    const { doctor: psychologist } = response.json();
    expect(psychologist).not.toHaveProperty('password');
    expect(JSON.stringify(response.json())).not.toMatch(/temporaryPassword/);
    expect(psychologist.invitation).toMatchObject({ status: 'PENDING', mail });
    const [user] = await testApp.db.select().from(users).where(eq(users.id, psychologist.userId));
    expect(user.temporaryPasswordEncrypted).toBeNull();

    const [invitationMail] = await mailsTo(mail);
    expect(invitationMail).toMatchObject({ kind: 'staff-invitation', subject: 'Activez votre compte Parenthèse' });
    expect(invitationMail.textBody).toContain('psychologue');
    const token = linkTokenOf(invitationMail.textBody)!;

    // Nothing signs in before the link: no password matches the account's.
    expect((await signInStep(mail, PASSWORD)).statusCode).toBe(401);
    // Nor does a password reset: an invited account activates through its link.
    await testApp.app.inject({ method: 'POST', url: '/api/account/password/reset/request', payload: { mail, id: '' } });
    await testApp.services.deferredWork.idle();
    expect((await mailsTo(mail)).filter((row) => row.kind === 'password-reset')).toHaveLength(0);

    const check = await testApp.app.inject({ method: 'GET', url: `/api/account/invitation/check/${token}` });
    expect(check.json()).toEqual({ state: 'valid', mail, firstName: 'Inès', role: 'DOCTOR' });
    // A personal address for the mails is an employee's choice (decision 0047): refused here, spending nothing.
    const withContactEmail = await testApp.app.inject({ method: 'POST', url: `/api/account/invitation/accept/${token}`, payload: { password: PASSWORD, contactEmail: 'ines@perso.org' } });
    expect(withContactEmail.statusCode).toBe(400);
    expect(withContactEmail.json().errors.contactEmail).toBe(invitationMessages.contactEmailEmployeesOnly);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/account/invitation/check/${token}` })).json()).toMatchObject({ state: 'valid' });
    const accepted = await accept(token, PASSWORD);
    expect(accepted.statusCode).toBe(200);
    // The chosen password leads to the sign-in's enrolment step, not to a session.
    expect(accepted.json()).toMatchObject({ secondFactor: 'ENROL' });
    expect(accepted.json()).not.toHaveProperty('token');

    // A sign-in before enrolment cannot open a session either.
    const beforeEnrolment = await signInStep(mail, PASSWORD);
    expect(beforeEnrolment.json()).toMatchObject({ secondFactor: 'ENROL' });
    expect(beforeEnrolment.json()).not.toHaveProperty('token');

    const session = await enrolAtSignIn(testApp.app, accepted.json().challenge);
    expect(session).toMatchObject({ role: 'DOCTOR', login: mail, firstConnexion: false });
    expect(await auditsOf(psychologist.userId, 'invitation.accepted')).toHaveLength(1);
    expect((await accept(token, PASSWORD)).statusCode).toBe(400);
  });

  it('resends the invitation, audited, once in ten minutes; an activated account has none to resend', async () => {
    const mail = uniqueMail('psy');
    const { doctor: psychologist } = (
      await post(asSite, '/admin/doctors/create', { adeliNumber: '751234568', firstName: 'Paul', lastName: 'Morel', mail, doctorCategories: ['Psychologue du travail'] })
    ).json();
    const firstToken = linkTokenOf((await mailsTo(mail))[0].textBody)!;
    const resent = await post(asSite, `/admin/doctors/${psychologist.userId}/invitation/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().doctor.invitation.status).toBe('PENDING');
    expect(await mailsTo(mail)).toHaveLength(2);
    expect(await auditsOf(psychologist.userId, 'doctor.invitation-resent')).toHaveLength(1);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/account/invitation/check/${firstToken}` })).json()).toEqual({ state: 'invalid' });
    const again = await post(asSite, `/admin/doctors/${psychologist.userId}/invitation/resend`);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(invitationMessages.staffResendTooSoon);
  });
});

describe('correcting the address of a psychologist not yet activated', () => {
  it('moves the pending invitation with it: the resent link goes to the corrected address, never to the mistyped one', async () => {
    const typo = uniqueMail('psy-faute');
    const { doctor: psychologist } = (
      await post(asSite, '/admin/doctors/create', { adeliNumber: '751234569', firstName: 'Léa', lastName: 'Roux', mail: typo, doctorCategories: ['Psychologue du travail'] })
    ).json();
    const corrected = uniqueMail('psy-correcte');
    const update = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/doctors/update/${psychologist.userId}`,
      headers: { authorization: asSite },
      payload: { adeliNumber: '751234569', mail: corrected, firstName: 'Léa', lastName: 'Roux', doctorCategories: ['Psychologue du travail'], phoneNumber: '', address: '' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().invitation).toMatchObject({ mail: corrected });
    expect((await post(asSite, `/admin/doctors/${psychologist.userId}/invitation/resend`)).statusCode).toBe(200);
    const token = linkTokenOf((await mailsTo(corrected))[0].textBody)!;
    expect((await testApp.app.inject({ method: 'GET', url: `/api/account/invitation/check/${token}` })).json()).toMatchObject({ state: 'valid', mail: corrected });
    expect(await mailsTo(typo)).toHaveLength(1);
  });
});

describe('a new TECH administrator (no sock puppets)', () => {
  it('creates a SITE administrator invited at once, with no password in the answer', async () => {
    const mail = uniqueMail('site');
    const created = await post(asSite, '/admin/admins/create', { mail, firstName: 'Nadia', adminRole: 'SITE' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).not.toHaveProperty('password');
    expect(created.json()).toMatchObject({ techApproval: null, invitation: { status: 'PENDING', mail } });
    expect((await mailsTo(mail))[0].kind).toBe('staff-invitation');
  });

  it('stays pending, unmailed, until a second, established TECH approves; the creator and a newcomer cannot', async () => {
    const created = await createTechAdmin();
    expect(created).toMatchObject({ adminRole: 'TECH', invitation: { status: 'NOT_SENT' }, techApproval: { kind: 'CREATION', isRequestedByViewer: true, isExpired: false } });
    expect(await mailsTo(created.userMail)).toHaveLength(0);
    expect(await auditsOf(created.adminId, 'admin.tech-approval-requested')).toHaveLength(1);
    // No resend either before the approval.
    const resend = await post(asCreator, `/admin/admins/${created.adminId}/invitation/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(adminMessages.techApprovalPending);

    const byCreator = await post(asCreator, `/admin/admins/${created.adminId}/tech-approval/approve`);
    expect(byCreator.statusCode).toBe(403);
    expect(byCreator.json().message).toBe(fourEyesMessages['own-request']);
    const byNewcomer = await post(asNewcomer, `/admin/admins/${created.adminId}/tech-approval/approve`);
    expect(byNewcomer.statusCode).toBe(403);
    expect(byNewcomer.json().message).toBe(fourEyesMessages['too-new']);
    expect((await post(asSite, `/admin/admins/${created.adminId}/tech-approval/approve`)).statusCode).toBe(403);
    expect(await auditsOf(created.adminId, 'admin.tech-approval-refused')).toHaveLength(2);
    expect(await mailsTo(created.userMail)).toHaveLength(0);

    const approved = await post(asEstablished, `/admin/admins/${created.adminId}/tech-approval/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ techApproval: null, invitation: { status: 'PENDING' } });
    expect(await auditsOf(created.adminId, 'admin.tech-approval-approved')).toHaveLength(1);
    const [mail] = await mailsTo(created.userMail);
    expect(mail.textBody).toContain('administrateur');
    const accepted = await accept(linkTokenOf(mail.textBody)!, PASSWORD);
    expect(accepted.json()).toMatchObject({ secondFactor: 'ENROL' });
    expect((await post(asEstablished, `/admin/admins/${created.adminId}/tech-approval/approve`)).statusCode).toBe(409);
  });

  it('refuses an approval past 24 hours (409); the pending account can then be deleted', async () => {
    const created = await createTechAdmin();
    await testApp.db
      .update(techRoleApprovals)
      .set({ requestedAt: new Date(testApp.clock.now().getTime() - (FOUR_EYES_APPROVAL_HOURS + 1) * 60 * 60 * 1000) })
      .where(eq(techRoleApprovals.userId, created.adminId));
    const late = await post(asEstablished, `/admin/admins/${created.adminId}/tech-approval/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(fourEyesMessages.expired);
    expect(await mailsTo(created.userMail)).toHaveLength(0);
    expect((await testApp.app.inject({ method: 'DELETE', url: `/api/admin/admins/delete/${created.adminId}`, headers: { authorization: asCreator } })).statusCode).toBe(200);
  });

  it('keeps an administrator SITE until a role change to TECH is approved', async () => {
    const site = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const promote = await testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/admins/update/${site.id}`,
      headers: { authorization: asCreator },
      payload: { mail: site.email, firstName: 'Lise', lastName: 'Petit', adminRole: 'TECH' },
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toMatchObject({ adminRole: 'SITE', techApproval: { kind: 'ROLE_CHANGE' } });
    const roleOf = async () => (await testApp.db.select().from(admins).where(eq(admins.userId, site.id)))[0].adminRole;
    expect(await roleOf()).toBe('SITE');
    expect((await post(asCreator, `/admin/admins/${site.id}/tech-approval/approve`)).statusCode).toBe(403);
    const approved = await post(asEstablished, `/admin/admins/${site.id}/tech-approval/approve`);
    expect(approved.json()).toMatchObject({ adminRole: 'TECH', techApproval: null });
    expect(await roleOf()).toBe('TECH');
  });
});
