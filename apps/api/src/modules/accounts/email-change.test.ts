import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { EMAIL_CHANGE_RESET_HOLD_HOURS, emailChangeMessages, PASSWORD_RESET_NEUTRAL_MESSAGE } from '@parenthese/shared';
import { emailChangeRequests, users } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee, nextUnusedCode, signIn } from '../../../test/support/factories';
import { hashResetToken } from '../auth/password-reset-service';
import { insertPasswordResetToken } from '../auth/repository';
import { emailChangeTestbed } from '../../../test/support/email-change';

const bed = emailChangeTestbed();
const { call, mailsTo, linkToken, auditOf, emailOf, psychologistUpdate, takeoverWorld, ownChange } = bed;

// The owner's own change, its undo, and what follows it. An administrator's proposal: email-change-proposals.test.ts.
describe('the owner changing their own email', () => {
  it('needs the password and, with a second factor, a code; the profile form refuses another address', async () => {
    const psychologist = await createPsychologist(bed.testApp.db);
    const session = await signIn(bed.testApp.app, psychologist.login);
    const profile = await call('POST', '/doctor/account/details/update', session.authorization, { ...psychologistUpdate(psychologist, 'profil@exemple.fr'), phoneEnabled: true, teamsEnabled: true });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(emailChangeMessages.useOwnChangeForm);
    expect((await ownChange(session.authorization, 'propre@exemple.fr')).json().message).toBe(emailChangeMessages.codeRequired);
    const asked = await call('POST', '/account/email-change/request', session.authorization, {
      mail: 'propre@exemple.fr',
      password: psychologist.password,
      code: await nextUnusedCode(bed.testApp.services, psychologist.login),
    });
    expect(asked.statusCode).toBe(200);
    expect((await mailsTo('propre@exemple.fr'))[0].kind).toBe('email-change-confirm');
    expect((await mailsTo(psychologist.login))[0].textBody).toContain('depuis votre espace « Mon compte »');
  });

  it('completes the change from the link mailed to the new address: sessions end, the old address is told with its undo link, the link is spent', async () => {
    const employee = await createEmployee(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
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
    const employee = await createEmployee(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
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
    const employee = await createEmployee(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
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
    const employee = await createEmployee(bed.testApp.db);
    const other = await createPsychologist(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
    expect((await ownChange(session.authorization, other.login)).statusCode).toBe(200);
    const [told] = await mailsTo(other.login);
    expect(told.kind).toBe('email-change-address-taken');
    expect(told.textBody).not.toMatch(/confirm-email/);
    expect(await emailOf(employee.id)).toBe(employee.email);
  });

  it('refuses an address taken between the request and the confirmation, and changes nothing', async () => {
    const employee = await createEmployee(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
    await ownChange(session.authorization, 'convoitee@exemple.fr');
    const token = linkToken((await mailsTo('convoitee@exemple.fr'))[0].textBody, 'confirm-email');
    await createPsychologist(bed.testApp.db, { email: 'convoitee@exemple.fr' });
    const confirmed = await call('POST', `/account/email-change/confirm/${token}`);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(emailChangeMessages.addressTaken);
    expect(await emailOf(employee.id)).toBe(employee.email);
  });

  it('answers an expired link like the reset page does, and changes nothing', async () => {
    const employee = await createEmployee(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
    await ownChange(session.authorization, 'tardive@exemple.fr');
    const token = linkToken((await mailsTo('tardive@exemple.fr'))[0].textBody, 'confirm-email');
    await bed.testApp.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(bed.testApp.clock.now().getTime() - 1000) })
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
    const employee = await createEmployee(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await ownChange(session.authorization, `essai-${attempt}@exemple.fr`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(emailChangeMessages.tooManyRequests);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const pending = await bed.testApp.db
      .select()
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, employee.id), eq(emailChangeRequests.status, 'PENDING')));
    expect(pending.map((row) => row.newEmail)).toEqual(['essai-5@exemple.fr']);
  });
});

describe('undoing a completed change from the former address', () => {
  it('restores the previous email, ends every session, spends reset links, is audited, tells the owner; once only', async () => {
    const employee = await createEmployee(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
    await ownChange(session.authorization, 'volee@exemple.fr');
    await call('POST', `/account/email-change/confirm/${linkToken((await mailsTo('volee@exemple.fr'))[0].textBody, 'confirm-email')}`);
    const undoToken = linkToken((await mailsTo(employee.email!))[0].textBody, 'undo-email-change');
    const newSession = await signIn(bed.testApp.app, 'volee@exemple.fr');
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
    const employee = await createEmployee(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
    await ownChange(session.authorization, 'tard@exemple.fr');
    await call('POST', `/account/email-change/confirm/${linkToken((await mailsTo('tard@exemple.fr'))[0].textBody, 'confirm-email')}`);
    const undoToken = linkToken((await mailsTo(employee.email!))[0].textBody, 'undo-email-change');
    await bed.testApp.db
      .update(emailChangeRequests)
      .set({ undoExpiresAt: new Date(bed.testApp.clock.now().getTime() - 1000) })
      .where(eq(emailChangeRequests.userId, employee.id));
    const undone = await call('POST', `/account/email-change/undo/${undoToken}`);
    expect(undone.statusCode).toBe(400);
    expect(undone.json().message).toBe(emailChangeMessages.undoInvalidLink);
    expect(await emailOf(employee.id)).toBe('tard@exemple.fr');
  });
});

describe('the password reset hold after a staff account’s email change', () => {
  /** A psychologist whose email changed `hoursAgo` hours ago (a confirmed change, as the repository records it). */
  async function psychologistChanged(hoursAgo: number) {
    const psychologist = await createPsychologist(bed.testApp.db);
    const endedAt = new Date(bed.testApp.clock.now().getTime() - hoursAgo * 60 * 60 * 1000);
    await bed.testApp.db.insert(emailChangeRequests).values({
      userId: psychologist.id,
      newEmail: psychologist.login,
      previousEmail: `avant-${psychologist.login}`,
      status: 'CONFIRMED',
      expiresAt: endedAt,
      endedAt,
    });
    return psychologist;
  }

  async function resetLinkFor(userId: string) {
    const token = `jeton-${userId}-${Math.random().toString(36).slice(2)}`;
    await insertPasswordResetToken(bed.testApp.db, { userId, tokenHash: hashResetToken(token), expiresAt: new Date(bed.testApp.clock.now().getTime() + 60 * 60 * 1000) });
    return token;
  }

  it('sends no link within the hold (same answer), and refuses a link in French', async () => {
    const psychologist = await psychologistChanged(EMAIL_CHANGE_RESET_HOLD_HOURS - 1);
    const asked = await call('POST', '/account/password/reset/request', undefined, { mail: psychologist.login, id: '' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(PASSWORD_RESET_NEUTRAL_MESSAGE);
    expect(await mailsTo(psychologist.login)).toEqual([]);
    const confirmed = await call('POST', `/account/password/reset/confirm/${await resetLinkFor(psychologist.id)}`, undefined, { newPassword: 'Nouveau-Mot-2-Passe!' });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(emailChangeMessages.resetHeld);
    expect((await signIn(bed.testApp.app, psychologist.login)).token).toBeTruthy();
    expect((await auditOf(psychologist.id)).filter((row) => row.action === 'password-reset.held')).toHaveLength(2);
  });

  it('lets resets through once the hold has passed, and never holds an employee', async () => {
    const psychologist = await psychologistChanged(EMAIL_CHANGE_RESET_HOLD_HOURS + 1);
    await call('POST', '/account/password/reset/request', undefined, { mail: psychologist.login, id: '' });
    expect((await mailsTo(psychologist.login)).map((mail) => mail.kind)).toEqual(['password-reset']);

    const employee = await createEmployee(bed.testApp.db);
    const session = await signIn(bed.testApp.app, employee.login);
    await ownChange(session.authorization, 'salarie-change@exemple.fr');
    await call('POST', `/account/email-change/confirm/${linkToken((await mailsTo('salarie-change@exemple.fr'))[0].textBody, 'confirm-email')}`);
    const confirmed = await call('POST', `/account/password/reset/confirm/${await resetLinkFor(employee.id)}`, undefined, { newPassword: 'Nouveau-Mot-2-Passe!' });
    expect(confirmed.statusCode).toBe(200);
  });
});

describe('what administrators may read of these mails', () => {
  it('shows their subject and a masked recipient, never their content or link', async () => {
    const { psychologist, adminSession } = await takeoverWorld();
    await call('PUT', `/admin/doctors/update/${psychologist.id}`, adminSession.authorization, psychologistUpdate(psychologist, 'lue@exemple.fr'));
    const tech = await createAdmin(bed.testApp.db, { adminRole: 'TECH' });
    const list = await call('GET', '/admin/mails?pageSize=100', (await signIn(bed.testApp.app, tech.login)).authorization);
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
    const psychologist = await createPsychologist(bed.testApp.db);
    const day = 24 * 60 * 60 * 1000;
    const now = bed.testApp.clock.now().getTime();
    const since = new Date(now - 30 * day);
    expect(await emailBeforeChangesSince(bed.testApp.db, psychologist.id, since)).toBe(psychologist.login);

    const change = (previousEmail: string, newEmail: string, daysAgo: number) => ({
      userId: psychologist.id,
      newEmail,
      previousEmail,
      confirmTokenHash: `confirm-${newEmail}`,
      refuseTokenHash: `refuse-${newEmail}`,
      status: 'CONFIRMED' as const,
      expiresAt: new Date(now - daysAgo * day + day),
      endedAt: new Date(now - daysAgo * day),
    });
    // Forty days ago (outside the window), then ten and two days ago.
    await bed.testApp.db
      .insert(emailChangeRequests)
      .values([change('tres-ancienne@exemple.fr', 'ancienne@exemple.fr', 40), change('ancienne@exemple.fr', 'relais@exemple.fr', 10), change('relais@exemple.fr', 'actuelle@exemple.fr', 2)]);
    await bed.testApp.db.update(users).set({ email: 'actuelle@exemple.fr' }).where(eq(users.id, psychologist.id));
    expect(await emailBeforeChangesSince(bed.testApp.db, psychologist.id, since)).toBe('ancienne@exemple.fr');
    expect(await emailBeforeChangesSince(bed.testApp.db, psychologist.id, new Date(now - 5 * day))).toBe('relais@exemple.fr');
    expect(await emailBeforeChangesSince(bed.testApp.db, psychologist.id, new Date(now - day))).toBe('actuelle@exemple.fr');
  });

  it('is recorded when a change is confirmed', async () => {
    const employee = await createEmployee(bed.testApp.db);
    await ownChange((await signIn(bed.testApp.app, employee.login)).authorization, 'apres@exemple.fr');
    await call('POST', `/account/email-change/confirm/${linkToken((await mailsTo('apres@exemple.fr'))[0].textBody, 'confirm-email')}`);
    const [row] = await bed.testApp.db
      .select()
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, employee.id), eq(emailChangeRequests.status, 'CONFIRMED')));
    expect(row.previousEmail).toBe(employee.email);
    const { lastEmailChangeAt } = await import('./email-change-repository');
    expect(await lastEmailChangeAt(bed.testApp.db, employee.id)).toEqual(row.endedAt);
  });
});
