import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { emailChangeMessages, type AdminDoctor } from '@parenthese/shared';
import { auditLog, emailChangeRequests, mailOutbox, users } from '../../db/schema';
import { createAdmin, createDoctor, createEmployee, signIn } from '../../../test/support/factories';
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

function linkToken(text: string, page: 'confirm-email' | 'refuse-email-change') {
  const match = new RegExp(`/${page}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[1];
}

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

describe('an administrator changing a psychologist’s email (the takeover of issue 20, replayed)', () => {
  it('keeps the email and the session, tells the old address without the new one in full, and leaves the administrator unable to sign in', async () => {
    const { doctor, doctorSession, adminSession } = await takeoverWorld();
    const attackerAddress = 'attaquant@exemple-pirate.fr';

    const edit = await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, attackerAddress));
    expect(edit.statusCode).toBe(200);
    expect(edit.json().doctor ?? edit.json()).toMatchObject({ mail: doctor.login, pendingEmailChange: { mail: attackerAddress } });
    expect(await emailOf(doctor.id)).toBe(doctor.login);

    // The psychologist's session is alive.
    expect((await call('GET', '/doctor/account/details', doctorSession.authorization)).statusCode).toBe(200);

    // The current address is told at once, with a way to refuse, and without the new address in full.
    const [notice] = await mailsTo(doctor.login);
    expect(notice.kind).toBe('email-change-requested');
    expect(notice.textBody).toContain('a***@exemple-pirate.fr');
    expect(notice.textBody).not.toContain(attackerAddress);
    expect(notice.textBody).toContain('par un administrateur');
    expect(linkToken(notice.textBody, 'refuse-email-change')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A reset asked at the new address goes nowhere: the account does not have it.
    await call('POST', '/account/password/reset/request', undefined, { mail: attackerAddress, id: '' });
    const atAttacker = await mailsTo(attackerAddress);
    expect(atAttacker.map((mail) => mail.kind)).toEqual(['email-change-confirm']);
    expect((await call('POST', '/token/create', undefined, { usermail: attackerAddress, password: doctor.password })).statusCode).toBe(401);
  });

  it('does the same for an administrator’s account', async () => {
    const target = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const targetSession = await signIn(testApp.app, target.login);
    const actor = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const actorSession = await signIn(testApp.app, actor.login);
    const edit = await call('PUT', `/admin/admins/update/${target.id}`, actorSession.authorization, {
      mail: 'autre-adresse@exemple.fr',
      firstName: 'Alex',
      lastName: 'Admin',
      phoneNumber: '',
      adminRole: 'SITE',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ userMail: target.login, pendingEmailChange: { mail: 'autre-adresse@exemple.fr' } });
    expect(await emailOf(target.id)).toBe(target.login);
    expect((await call('GET', '/admin/admins/get/me', targetSession.authorization)).statusCode).toBe(200);
    expect((await mailsTo(target.login))[0].kind).toBe('email-change-requested');
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

describe('the owner confirming or refusing', () => {
  it('completes the change from the link mailed to the new address: sessions end, the old address is told, the link is spent', async () => {
    const { doctor, doctorSession, adminSession } = await takeoverWorld();
    await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, 'nouvelle@exemple.fr'));
    const [confirmMail] = await mailsTo('nouvelle@exemple.fr');
    const token = linkToken(confirmMail.textBody, 'confirm-email');

    const confirmed = await call('POST', `/account/email-change/confirm/${token}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: emailChangeMessages.confirmed });
    expect(await emailOf(doctor.id)).toBe('nouvelle@exemple.fr');
    expect((await call('GET', '/doctor/account/details', doctorSession.authorization)).statusCode).toBe(401);
    const [done] = await mailsTo(doctor.login);
    expect(done.kind).toBe('email-change-done');
    expect(done.textBody).not.toContain('nouvelle@exemple.fr');
    expect((await signIn(testApp.app, 'nouvelle@exemple.fr')).token).toBeTruthy();

    const again = await call('POST', `/account/email-change/confirm/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(emailChangeMessages.invalidLink);

    const actions = await testApp.db.select({ action: auditLog.action, actor: auditLog.actorUserId }).from(auditLog).where(eq(auditLog.targetId, doctor.id));
    expect(actions).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'email-change.requested' }), { action: 'email-change.confirmed', actor: doctor.id }]));
  });

  it('drops the change from the link mailed to the current address', async () => {
    const { doctor, adminSession } = await takeoverWorld();
    await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, 'refusee@exemple.fr'));
    const [notice] = await mailsTo(doctor.login);
    const [confirmMail] = await mailsTo('refusee@exemple.fr');

    const refused = await call('POST', `/account/email-change/refuse/${linkToken(notice.textBody, 'refuse-email-change')}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().message).toBe(emailChangeMessages.refused);
    const confirmed = await call('POST', `/account/email-change/confirm/${linkToken(confirmMail.textBody, 'confirm-email')}`);
    expect(confirmed.statusCode).toBe(400);
    expect(await emailOf(doctor.id)).toBe(doctor.login);
    const listed = await call('GET', '/doctor/account/details', (await signIn(testApp.app, doctor.login)).authorization);
    expect(listed.json().pendingEmailChange).toBeNull();
  });

  it('lets a later request replace an earlier one, whose link stops working', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    const profile = { firstName: 'Léa', lastName: 'Moreau' };
    await call('POST', '/employee-service/employee/account/details/update', session.authorization, { ...profile, mail: 'premiere@exemple.fr' });
    await call('POST', '/employee-service/employee/account/details/update', session.authorization, { ...profile, mail: 'seconde@exemple.fr' });
    const first = linkToken((await mailsTo('premiere@exemple.fr'))[0].textBody, 'confirm-email');
    const second = linkToken((await mailsTo('seconde@exemple.fr'))[0].textBody, 'confirm-email');
    expect((await mailsTo(employee.email!)).map((mail) => mail.kind)).toEqual(['email-change-requested', 'email-change-requested']);
    const notices = await mailsTo(employee.email!);
    expect(notices[1].textBody).toContain('depuis votre espace « Mon compte »');

    expect((await call('POST', `/account/email-change/confirm/${first}`)).statusCode).toBe(400);
    expect((await call('POST', `/account/email-change/confirm/${second}`)).statusCode).toBe(200);
    expect(await emailOf(employee.id)).toBe('seconde@exemple.fr');
  });

  it('answers an address already used like a free one; its mailbox is told and nothing changes', async () => {
    const employee = await createEmployee(testApp.db);
    const other = await createDoctor(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    const answer = await call('POST', '/employee-service/employee/account/details/update', session.authorization, { firstName: 'Léa', lastName: 'Moreau', mail: other.login });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().pendingEmailChange.mail).toBe(other.login);
    const [told] = await mailsTo(other.login);
    expect(told.kind).toBe('email-change-address-taken');
    expect(told.textBody).toContain('utilise déjà cette adresse');
    expect(told.textBody).not.toMatch(/confirm-email/);
    expect(await emailOf(employee.id)).toBe(employee.email);
  });

  it('refuses an address taken between the request and the confirmation, and changes nothing', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    await call('POST', '/employee-service/employee/account/details/update', session.authorization, { firstName: 'Léa', lastName: 'Moreau', mail: 'convoitee@exemple.fr' });
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
    await call('POST', '/employee-service/employee/account/details/update', session.authorization, { firstName: 'Léa', lastName: 'Moreau', mail: 'tardive@exemple.fr' });
    const token = linkToken((await mailsTo('tardive@exemple.fr'))[0].textBody, 'confirm-email');
    await testApp.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, employee.id));
    const confirmed = await call('POST', `/account/email-change/confirm/${token}`);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().message).toBe(emailChangeMessages.invalidLink);
    expect(await emailOf(employee.id)).toBe(employee.email);
  });

  it('answers a forged or malformed link in French, with 400', async () => {
    for (const url of [
      '/account/email-change/confirm/' + 'x'.repeat(43),
      '/account/email-change/refuse/' + 'y'.repeat(43),
      '/account/email-change/confirm/court',
      '/account/email-change/refuse/%3Cscript%3E',
    ]) {
      const response = await call('POST', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^(Le lien de confirmation est invalide ou a expiré\.|Lien invalide)$/);
    }
  });

  it('caps the requests one account receives in an hour', async () => {
    const employee = await createEmployee(testApp.db);
    const session = await signIn(testApp.app, employee.login);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await call('POST', '/employee-service/employee/account/details/update', session.authorization, { firstName: 'Léa', lastName: 'Moreau', mail: `essai-${attempt}@exemple.fr` });
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
    const { doctor, adminSession } = await takeoverWorld();
    await call('PUT', `/admin/doctors/update/${doctor.id}`, adminSession.authorization, doctorUpdate(doctor, 'apres@exemple.fr'));
    await call('POST', `/account/email-change/confirm/${linkToken((await mailsTo('apres@exemple.fr'))[0].textBody, 'confirm-email')}`);
    const [row] = await testApp.db
      .select()
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, doctor.id), eq(emailChangeRequests.status, 'CONFIRMED')));
    expect(row.previousEmail).toBe(doctor.login);
    const { lastEmailChangeAt } = await import('./email-change-repository');
    expect(await lastEmailChangeAt(testApp.db, doctor.id)).toEqual(row.endedAt);
  });
});
