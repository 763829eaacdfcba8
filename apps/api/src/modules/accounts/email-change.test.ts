import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { EMAIL_CHANGE_RESET_HOLD_HOURS, emailChangeMessages, PASSWORD_RESET_NEUTRAL_MESSAGE, type AdminDoctor } from '@parenthese/shared';
import { auditLog, emailChangeRequests, mailOutbox, users } from '../../db/schema';
import { createAdmin, createDoctor, createEmployee, nextUnusedCode, signIn, TEST_PASSWORD } from '../../../test/support/factories';
import { hashResetToken } from '../auth/password-reset-service';
import { insertPasswordResetToken } from '../auth/repository';
import { hashRecoveryCode } from '../second-factor/recovery-codes';
import { replaceRecoveryCodes } from '../second-factor/repository';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, authorization?: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api${url}`, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });

/** Mails written to an address, newest first, once the deferred deliveries are done. */
async function mailsTo(address: string) {
  await testApp.app.deferredWork.idle();
  return testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.sequence));
}

function linkToken(text: string, page: 'confirm-email' | 'refuse-email-change' | 'undo-email-change') {
  const match = new RegExp(`/${page}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[1];
}

async function auditOf(userId: string) {
  return testApp.db.select({ action: auditLog.action, actor: auditLog.actorUserId }).from(auditLog).where(eq(auditLog.targetId, userId));
}

const adminUpdate = (mail: string) => ({ mail, firstName: 'Alex', lastName: 'Admin', phoneNumber: '', adminRole: 'SITE' });

async function emailOf(userId: string) {
  const [row] = await testApp.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row.email;
}

const doctorUpdate = (doctor: { doctor: AdminDoctor | { adeliNumber: string; firstName: string; lastName: string } }, mail: string) => ({
  adeliNumber: doctor.doctor.adeliNumber,
  mail,
  firstName: doctor.doctor.firstName,
  lastName: doctor.doctor.lastName,
  doctorCategories: ['Psychologue clinicien'],
  phoneNumber: '',
  address: '',
  password: '',
});

/** A psychologist past their first connection, signed in, and a SITE administrator. */
async function takeoverWorld() {
  const doctor = await createDoctor(testApp.db);
  const doctorSession = await signIn(testApp.app, doctor.login);
  const admin = await createAdmin(testApp.db, { adminRole: 'SITE' });
  const adminSession = await signIn(testApp.app, admin.login);
  return { doctor, doctorSession, admin, adminSession };
}

describe('an administrator changing a psychologist’s email (the takeover of issues 20 and 33, replayed)', () => {
  it('only proposes it: the current address is told with no link, the new one gets nothing, and the account keeps its email and session', async () => {
    const { doctor, doctorSession, adminSession } = await takeoverWorld();
    const attackerAddress = 'attaquant@exemple-pirate.fr';

    const edit = await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, attackerAddress));
    expect(edit.statusCode).toBe(200);
    expect(edit.json().doctor ?? edit.json()).toMatchObject({ mail: doctor.login, pendingEmailChange: { mail: attackerAddress, status: 'AWAITING_OWNER' } });
    expect(await emailOf(doctor.id)).toBe(doctor.login);
    expect((await call('GET', '/doctor/account/details', doctorSession.authorization)).statusCode).toBe(200);

    const [notice] = await mailsTo(doctor.login);
    expect(notice.kind).toBe('email-change-proposed');
    expect(notice.textBody).toContain('a***@exemple-pirate.fr');
    expect(notice.textBody).not.toContain(attackerAddress);
    expect(notice.textBody).toContain('Rien ne change sauf si vous confirmez vous-même');
    expect(notice.textBody).not.toMatch(/confirm-email|refuse-email-change|https?:\/\//);
    // No link at the chosen address: nothing there completes anything.
    expect(await mailsTo(attackerAddress)).toEqual([]);
    const audited = await auditOf(doctor.id);
    expect(audited).toContainEqual(expect.objectContaining({ action: 'email-change.proposed' }));
  });

  it('does the same for an administrator’s account', async () => {
    const target = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const targetSession = await signIn(testApp.app, target.login);
    const actor = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const actorSession = await signIn(testApp.app, actor.login);
    const edit = await call('PUT', `/admin/admins/update/${target.id}`, actorSession.authorization, adminUpdate('autre-adresse@exemple.fr'));
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ userMail: target.login, pendingEmailChange: { mail: 'autre-adresse@exemple.fr', status: 'AWAITING_OWNER' } });
    expect(await emailOf(target.id)).toBe(target.login);
    expect((await call('GET', '/admin/admins/get/me', targetSession.authorization)).statusCode).toBe(200);
    expect((await mailsTo(target.login))[0].kind).toBe('email-change-proposed');
    expect(await mailsTo('autre-adresse@exemple.fr')).toEqual([]);
  });

  it('still lets an administrator correct the email of an account on its first connection at once', async () => {
    const doctor = await createDoctor(testApp.db, { isFirstConnection: true });
    const { adminSession } = await takeoverWorld();
    const edit = await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, 'Corrigee@Exemple.fr'));
    expect(edit.statusCode).toBe(200);
    expect(await emailOf(doctor.id)).toBe('corrigee@exemple.fr');
    expect(await mailsTo(doctor.login)).toEqual([]);
  });

  it('still refuses a SITE administrator an edit of a TECH account', async () => {
    const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
    const { adminSession } = await takeoverWorld();
    const edit = await call('PUT', `/admin/admins/update/${tech.id}`, adminSession.authorization, { mail: 'x@exemple.fr', firstName: '', lastName: '', phoneNumber: '', adminRole: 'TECH' });
    expect(edit.statusCode).toBe(403);
    expect(await mailsTo(tech.login)).toEqual([]);
  });
});

describe('the owner answering a proposal, signed in', () => {
  it('shows it in full, and accepting it (password and code) mails the new address its link and the current one its refusal', async () => {
    const { doctor, doctorSession, adminSession } = await takeoverWorld();
    await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, 'choisie@exemple.fr'));
    const shown = await call('GET', '/account/email-change/proposal', doctorSession.authorization);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().proposal).toMatchObject({ mail: 'choisie@exemple.fr' });

    const withoutCode = await call('POST', '/account/email-change/proposal/accept', doctorSession.authorization, { password: doctor.password });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().message).toBe(emailChangeMessages.codeRequired);
    const wrongPassword = await call('POST', '/account/email-change/proposal/accept', doctorSession.authorization, { password: 'Faux123!', code: await nextUnusedCode(testApp.app, doctor.login) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(emailChangeMessages.wrongPassword);
    expect(await mailsTo('choisie@exemple.fr')).toEqual([]);

    const accepted = await call('POST', '/account/email-change/proposal/accept', doctorSession.authorization, { password: doctor.password, code: await nextUnusedCode(testApp.app, doctor.login) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(emailChangeMessages.confirmationSent);
    const [confirmMail] = await mailsTo('choisie@exemple.fr');
    expect(confirmMail.kind).toBe('email-change-confirm');
    const [notice] = await mailsTo(doctor.login);
    expect(notice.kind).toBe('email-change-requested');
    expect(linkToken(notice.textBody, 'refuse-email-change')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call('GET', '/doctor/account/details', doctorSession.authorization)).json().pendingEmailChange).toMatchObject({ status: 'PENDING' });
    expect((await call('GET', '/account/email-change/proposal', doctorSession.authorization)).json().proposal).toBeNull();

    expect((await call('POST', `/account/email-change/confirm/${linkToken(confirmMail.textBody, 'confirm-email')}`)).statusCode).toBe(200);
    expect(await emailOf(doctor.id)).toBe('choisie@exemple.fr');
    expect((await auditOf(doctor.id)).map((row) => row.action)).toEqual(expect.arrayContaining(['email-change.proposed', 'email-change.proposal-accepted', 'email-change.confirmed']));
  });

  it('accepts a recovery code instead of the app’s code, once', async () => {
    const { doctor, doctorSession, adminSession } = await takeoverWorld();
    await replaceRecoveryCodes(testApp.db, doctor.id, [hashRecoveryCode('abcd-efgh-ijkl-mnop')]);
    await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, 'secours@exemple.fr'));
    const accepted = await call('POST', '/account/email-change/proposal/accept', doctorSession.authorization, { password: doctor.password, recoveryCode: 'abcd-efgh-ijkl-mnop' });
    expect(accepted.statusCode).toBe(200);
    expect((await mailsTo('secours@exemple.fr'))[0].kind).toBe('email-change-confirm');
  });

  it('declining drops it; nothing is mailed to the proposed address', async () => {
    const { doctor, doctorSession, adminSession } = await takeoverWorld();
    await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, 'declinee@exemple.fr'));
    const declined = await call('POST', '/account/email-change/proposal/decline', doctorSession.authorization);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe(emailChangeMessages.proposalDeclined);
    expect((await call('GET', '/doctor/account/details', doctorSession.authorization)).json().pendingEmailChange).toBeNull();
    const again = await call('POST', '/account/email-change/proposal/accept', doctorSession.authorization, { password: doctor.password, code: await nextUnusedCode(testApp.app, doctor.login) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(emailChangeMessages.proposalNotFound);
    expect(await mailsTo('declinee@exemple.fr')).toEqual([]);
    expect((await auditOf(doctor.id)).map((row) => row.action)).toContain('email-change.proposal-declined');
  });
});

/** An employee's own change from « Mon compte » (no second factor enrolled: the password alone). */
const ownChange = (authorization: string, mail: string, password = TEST_PASSWORD) => call('POST', '/account/email-change/request', authorization, { mail, password });

describe('the owner changing their own email', () => {
  it('needs the password and, with a second factor, a code; the profile form refuses another address', async () => {
    const doctor = await createDoctor(testApp.db);
    const session = await signIn(testApp.app, doctor.login);
    const profile = await call('POST', '/doctor/account/details/update', session.authorization, { ...doctorUpdate(doctor, 'profil@exemple.fr'), phoneEnabled: true, teamsEnabled: true });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(emailChangeMessages.useOwnChangeForm);
    expect((await ownChange(session.authorization, 'propre@exemple.fr')).json().message).toBe(emailChangeMessages.codeRequired);
    const asked = await call('POST', '/account/email-change/request', session.authorization, {
      mail: 'propre@exemple.fr',
      password: doctor.password,
      code: await nextUnusedCode(testApp.app, doctor.login),
    });
    expect(asked.statusCode).toBe(200);
    expect((await mailsTo('propre@exemple.fr'))[0].kind).toBe('email-change-confirm');
    expect((await mailsTo(doctor.login))[0].textBody).toContain('depuis votre espace « Mon compte »');
  });

  it('completes the change from the link mailed to the new address: sessions end, the old address is told with its undo link, the link is spent', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    expect((await ownChange(session.authorization, 'nouvelle@exemple.fr')).statusCode).toBe(200);
    const token = linkToken((await mailsTo('nouvelle@exemple.fr'))[0].textBody, 'confirm-email');

    const confirmed = await call('POST', `/account/email-change/confirm/${token}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: emailChangeMessages.confirmed });
    expect(await emailOf(employee.id)).toBe('nouvelle@exemple.fr');
    expect((await call('GET', '/employee-service/employee/account/details', session.authorization)).statusCode).toBe(401);
    const [done] = await mailsTo(employee.email!);
    expect(done.kind).toBe('email-change-done');
    expect(done.textBody).not.toContain('nouvelle@exemple.fr');
    expect(done.htmlBody).toContain("Ce n'était pas moi : annuler ce changement");
    expect(linkToken(done.textBody, 'undo-email-change')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await call('POST', `/account/email-change/confirm/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(emailChangeMessages.invalidLink);
    const actions = await auditOf(employee.id);
    expect(actions).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'email-change.requested' }), { action: 'email-change.confirmed', actor: employee.id }]));
  });

  it('drops the change from the link mailed to the current address', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    await ownChange(session.authorization, 'refusee@exemple.fr');
    const [notice] = await mailsTo(employee.email!);
    const [confirmMail] = await mailsTo('refusee@exemple.fr');
    const refused = await call('POST', `/account/email-change/refuse/${linkToken(notice.textBody, 'refuse-email-change')}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().message).toBe(emailChangeMessages.refused);
    expect((await call('POST', `/account/email-change/confirm/${linkToken(confirmMail.textBody, 'confirm-email')}`)).statusCode).toBe(400);
    expect(await emailOf(employee.id)).toBe(employee.email);
  });

  it('lets a later request replace an earlier one, whose link stops working', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    await ownChange(session.authorization, 'premiere@exemple.fr');
    await ownChange(session.authorization, 'seconde@exemple.fr');
    const first = linkToken((await mailsTo('premiere@exemple.fr'))[0].textBody, 'confirm-email');
    const second = linkToken((await mailsTo('seconde@exemple.fr'))[0].textBody, 'confirm-email');
    expect((await mailsTo(employee.email!)).map((mail) => mail.kind)).toEqual(['email-change-requested', 'email-change-requested']);
    expect((await call('POST', `/account/email-change/confirm/${first}`)).statusCode).toBe(400);
    expect((await call('POST', `/account/email-change/confirm/${second}`)).statusCode).toBe(200);
    expect(await emailOf(employee.id)).toBe('seconde@exemple.fr');
  });

  it('answers an address already used like a free one; its mailbox is told and nothing changes', async () => {
    const employee = await createEmployee(testApp.db);
    const other = await createDoctor(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    expect((await ownChange(session.authorization, other.login)).statusCode).toBe(200);
    const [told] = await mailsTo(other.login);
    expect(told.kind).toBe('email-change-address-taken');
    expect(told.textBody).not.toMatch(/confirm-email/);
    expect(await emailOf(employee.id)).toBe(employee.email);
  });

  it('refuses an address taken between the request and the confirmation, and changes nothing', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    await ownChange(session.authorization, 'convoitee@exemple.fr');
    const token = linkToken((await mailsTo('convoitee@exemple.fr'))[0].textBody, 'confirm-email');
    await createDoctor(testApp.db, { email: 'convoitee@exemple.fr' });
    const confirmed = await call('POST', `/account/email-change/confirm/${token}`);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(emailChangeMessages.addressTaken);
    expect(await emailOf(employee.id)).toBe(employee.email);
  });

  it('answers an expired link like the reset page does, and changes nothing', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    await ownChange(session.authorization, 'tardive@exemple.fr');
    const token = linkToken((await mailsTo('tardive@exemple.fr'))[0].textBody, 'confirm-email');
    await testApp.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, employee.id));
    const confirmed = await call('POST', `/account/email-change/confirm/${token}`);
    expect(confirmed.statusCode).toBe(400);
    expect(await emailOf(employee.id)).toBe(employee.email);
  });

  it('answers a forged or malformed link in French, with 400', async () => {
    for (const url of [
      '/account/email-change/confirm/' + 'x'.repeat(43),
      '/account/email-change/refuse/' + 'y'.repeat(43),
      '/account/email-change/undo/' + 'z'.repeat(43),
      '/account/email-change/confirm/court',
      '/account/email-change/refuse/%3Cscript%3E',
    ]) {
      const response = await call('POST', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^(Le lien de confirmation est invalide ou a expiré\.|Le lien d'annulation est invalide ou a expiré\.|Lien invalide)$/);
    }
  });

  it('caps the requests one account receives in an hour', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await ownChange(session.authorization, `essai-${attempt}@exemple.fr`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(emailChangeMessages.tooManyRequests);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const pending = await testApp.db
      .select()
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, employee.id), eq(emailChangeRequests.status, 'PENDING')));
    expect(pending.map((row) => row.newEmail)).toEqual(['essai-5@exemple.fr']);
  });
});

describe('undoing a completed change from the former address', () => {
  it('restores the previous email, ends every session, spends reset links, is audited, tells the owner; once only', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    await ownChange(session.authorization, 'volee@exemple.fr');
    await call('POST', `/account/email-change/confirm/${linkToken((await mailsTo('volee@exemple.fr'))[0].textBody, 'confirm-email')}`);
    const undoToken = linkToken((await mailsTo(employee.email!))[0].textBody, 'undo-email-change');
    const newSession = await signIn(testApp.app, 'volee@exemple.fr');
    await call('POST', '/account/password/reset/request', undefined, { mail: 'volee@exemple.fr', id: '' });
    const resetToken = /\/reset-password\/([A-Za-z0-9_-]+)/.exec((await mailsTo('volee@exemple.fr'))[0].textBody)![1];

    const undone = await call('POST', `/account/email-change/undo/${undoToken}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toBe(emailChangeMessages.undone);
    expect(await emailOf(employee.id)).toBe(employee.email);
    expect((await call('GET', '/employee-service/employee/account/details', newSession.authorization)).statusCode).toBe(401);
    expect((await call('POST', `/account/password/reset/confirm/${resetToken}`, undefined, { newPassword: 'Nouveau-Mot-2-Passe!' })).statusCode).toBe(400);
    const [told] = await mailsTo(employee.email!);
    expect(told.kind).toBe('email-change-undone');
    expect(told.textBody).toContain('changez votre mot de passe');
    expect((await auditOf(employee.id)).map((row) => row.action)).toContain('email-change.undone');
    expect((await call('POST', `/account/email-change/undo/${undoToken}`)).statusCode).toBe(400);
  });

  it('is refused once its days have passed', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    await ownChange(session.authorization, 'tard@exemple.fr');
    await call('POST', `/account/email-change/confirm/${linkToken((await mailsTo('tard@exemple.fr'))[0].textBody, 'confirm-email')}`);
    const undoToken = linkToken((await mailsTo(employee.email!))[0].textBody, 'undo-email-change');
    await testApp.db
      .update(emailChangeRequests)
      .set({ undoExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, employee.id));
    const undone = await call('POST', `/account/email-change/undo/${undoToken}`);
    expect(undone.statusCode).toBe(400);
    expect(undone.json().message).toBe(emailChangeMessages.undoInvalidLink);
    expect(await emailOf(employee.id)).toBe('tard@exemple.fr');
  });
});

describe('the password reset hold after a staff account’s email change', () => {
  /** A psychologist whose email changed `hoursAgo` hours ago (a confirmed change, as the repository records it). */
  async function doctorChanged(hoursAgo: number) {
    const doctor = await createDoctor(testApp.db);
    const endedAt = new Date(Date.now() - hoursAgo * 60 * 60 * 1000);
    await testApp.db.insert(emailChangeRequests).values({
      userId: doctor.id,
      newEmail: doctor.login,
      previousEmail: `avant-${doctor.login}`,
      status: 'CONFIRMED',
      expiresAt: endedAt,
      endedAt,
    });
    return doctor;
  }

  async function resetLinkFor(userId: string) {
    const token = `jeton-${userId}-${Math.random().toString(36).slice(2)}`;
    await insertPasswordResetToken(testApp.db, { userId, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
    return token;
  }

  it('sends no link within the hold (same answer), and refuses a link in French', async () => {
    const doctor = await doctorChanged(EMAIL_CHANGE_RESET_HOLD_HOURS - 1);
    const asked = await call('POST', '/account/password/reset/request', undefined, { mail: doctor.login, id: '' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(PASSWORD_RESET_NEUTRAL_MESSAGE);
    expect(await mailsTo(doctor.login)).toEqual([]);
    const confirmed = await call('POST', `/account/password/reset/confirm/${await resetLinkFor(doctor.id)}`, undefined, { newPassword: 'Nouveau-Mot-2-Passe!' });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(emailChangeMessages.resetHeld);
    expect((await signIn(testApp.app, doctor.login)).token).toBeTruthy();
    expect((await auditOf(doctor.id)).filter((row) => row.action === 'password-reset.held')).toHaveLength(2);
  });

  it('lets resets through once the hold has passed, and never holds an employee', async () => {
    const doctor = await doctorChanged(EMAIL_CHANGE_RESET_HOLD_HOURS + 1);
    await call('POST', '/account/password/reset/request', undefined, { mail: doctor.login, id: '' });
    expect((await mailsTo(doctor.login)).map((mail) => mail.kind)).toEqual(['password-reset']);

    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    await ownChange(session.authorization, 'salarie-change@exemple.fr');
    await call('POST', `/account/email-change/confirm/${linkToken((await mailsTo('salarie-change@exemple.fr'))[0].textBody, 'confirm-email')}`);
    const confirmed = await call('POST', `/account/password/reset/confirm/${await resetLinkFor(employee.id)}`, undefined, { newPassword: 'Nouveau-Mot-2-Passe!' });
    expect(confirmed.statusCode).toBe(200);
  });
});

describe('what administrators may read of these mails', () => {
  it('shows their subject and a masked recipient, never their content or link', async () => {
    const { doctor, adminSession } = await takeoverWorld();
    await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, 'lue@exemple.fr'));
    const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
    const list = await call('GET', '/admin/mails?pageSize=100', (await signIn(testApp.app, tech.login)).authorization);
    expect(list.statusCode).toBe(200);
    const body = list.body;
    expect(body).not.toMatch(/confirm-email|refuse-email-change/);
    expect(body).not.toContain('lue@exemple.fr');
    const kinds = (list.json().items as { kind: string; visibility: string; content: string | null }[]).filter((mail) => mail.kind.startsWith('email-change'));
    expect(kinds.length).toBeGreaterThanOrEqual(2);
    for (const mail of kinds) expect(mail).toMatchObject({ visibility: 'masked', content: null });
  });
});

describe('the address an account had before its recent changes', () => {
  it('is the previous email of the earliest change confirmed in the window, else the current one', async () => {
    const { emailBeforeChangesSince } = await import('./email-change-repository');
    const doctor = await createDoctor(testApp.db);
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const since = new Date(now - 30 * day);
    expect(await emailBeforeChangesSince(testApp.db, doctor.id, since)).toBe(doctor.login);

    const change = (previousEmail: string, newEmail: string, daysAgo: number) => ({
      userId: doctor.id,
      newEmail,
      previousEmail,
      confirmTokenHash: `confirm-${newEmail}`,
      refuseTokenHash: `refuse-${newEmail}`,
      status: 'CONFIRMED' as const,
      expiresAt: new Date(now - daysAgo * day + day),
      endedAt: new Date(now - daysAgo * day),
    });
    // Forty days ago (outside the window), then ten and two days ago.
    await testApp.db
      .insert(emailChangeRequests)
      .values([change('tres-ancienne@exemple.fr', 'ancienne@exemple.fr', 40), change('ancienne@exemple.fr', 'relais@exemple.fr', 10), change('relais@exemple.fr', 'actuelle@exemple.fr', 2)]);
    await testApp.db.update(users).set({ email: 'actuelle@exemple.fr' }).where(eq(users.id, doctor.id));
    expect(await emailBeforeChangesSince(testApp.db, doctor.id, since)).toBe('ancienne@exemple.fr');
    expect(await emailBeforeChangesSince(testApp.db, doctor.id, new Date(now - 5 * day))).toBe('relais@exemple.fr');
    expect(await emailBeforeChangesSince(testApp.db, doctor.id, new Date(now - day))).toBe('actuelle@exemple.fr');
  });

  it('is recorded when a change is confirmed', async () => {
    const employee = await createEmployee(testApp.db);
    await ownChange((await signIn(testApp.app, employee.login)).authorization, 'apres@exemple.fr');
    await call('POST', `/account/email-change/confirm/${linkToken((await mailsTo('apres@exemple.fr'))[0].textBody, 'confirm-email')}`);
    const [row] = await testApp.db
      .select()
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, employee.id), eq(emailChangeRequests.status, 'CONFIRMED')));
    expect(row.previousEmail).toBe(employee.email);
    const { lastEmailChangeAt } = await import('./email-change-repository');
    expect(await lastEmailChangeAt(testApp.db, employee.id)).toEqual(row.endedAt);
  });
});
