import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { fourEyesMessages, secondFactorResetMessages } from '@parenthese/shared';
import { auditLog, emailChangeRequests, mailOutbox, secondFactorResetRequests, secondFactors, users } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee, signIn } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(testApp.clock.now().getTime() - hours * HOUR_MS);

const post = (url: string, authorization?: string, remoteAddress = '10.8.0.1') =>
  testApp.app.inject({ method: 'POST', url, payload: {}, remoteAddress, headers: authorization ? { authorization } : {} });
const requestReset = (userId: string, authorization: string) => post(`/api/admin/accounts/${userId}/second-factor/reset`, authorization);
const approve = (requestId: string, authorization: string) => post(`/api/admin/second-factor-resets/${requestId}/approve`, authorization);
const list = async (authorization: string) => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/admin/second-factor-resets', headers: { authorization } });
  expect(response.statusCode).toBe(200);
  return response.json().requests as { requestId: string; target: { userId: string }; isExpired: boolean }[];
};
const tokenCheck = (authorization: string) => testApp.app.inject({ method: 'GET', url: '/api/token/check', headers: { authorization } });

/** A TECH administrator whose account is old enough to approve (APPROVER_MIN_ACCOUNT_AGE_DAYS). */
async function establishedTech() {
  const tech = await createAdmin(testApp.db, { adminRole: 'TECH' });
  await testApp.db
    .update(users)
    .set({ createdAt: hoursAgo(8 * 24) })
    .where(eq(users.id, tech.id));
  return { ...tech, authorization: (await signIn(testApp.app, tech.login)).authorization };
}

async function pendingRequestOf(userId: string) {
  const [row] = await testApp.db.select().from(secondFactorResetRequests).where(eq(secondFactorResetRequests.targetUserId, userId)).orderBy(desc(secondFactorResetRequests.requestedAt)).limit(1);
  return row;
}

const mailsTo = (to: string, kind: string) =>
  testApp.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));
const auditedActions = async (targetId: string) => (await testApp.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((row) => row.action).sort();
const factorCount = async (userId: string) => (await testApp.db.select().from(secondFactors).where(eq(secondFactors.userId, userId))).length;

/** An email change confirmed `hours` ago: the account's address is `newEmail`, the former one kept on the request. */
async function confirmedEmailChange(userId: string, previousEmail: string, newEmail: string, hours: number) {
  await testApp.db.update(users).set({ email: newEmail }).where(eq(users.id, userId));
  await testApp.db.insert(emailChangeRequests).values({
    userId,
    newEmail,
    previousEmail,
    confirmTokenHash: `c-${userId}-${hours}`,
    refuseTokenHash: `r-${userId}-${hours}`,
    status: 'CONFIRMED',
    expiresAt: hoursAgo(hours - 1),
    endedAt: hoursAgo(hours),
  });
}

describe('the four-eyes second-factor reset', () => {
  it('records a request and tells the owner; a second, established TECH approves it: factor gone, sessions ended, owner and every TECH mailed, each step audited', async () => {
    const asker = await establishedTech();
    const approver = await establishedTech();
    const psychologist = await createPsychologist(testApp.db);
    const psychologistSession = await signIn(testApp.app, psychologist.login);

    const asked = await requestReset(psychologist.id, asker.authorization);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true, message: secondFactorResetMessages.requested });
    // Nothing is reset yet.
    expect(await factorCount(psychologist.id)).toBe(1);
    expect((await tokenCheck(psychologistSession.authorization)).statusCode).toBe(200);
    const [notice] = await mailsTo(psychologist.login, 'second-factor-reset-requested');
    expect(notice.textBody).toMatch(/\/refuse-second-factor-reset\/[\w-]{40,}/);

    // One pending request per account.
    const again = await requestReset(psychologist.id, approver.authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(secondFactorResetMessages.alreadyPending);

    const [listed] = (await list(approver.authorization)).filter((item) => item.target.userId === psychologist.id);
    expect(listed).toEqual({
      requestId: expect.any(String),
      target: { userId: psychologist.id, firstName: 'Claire', lastName: 'Dubois', role: 'DOCTOR', adminRole: null },
      requestedBy: { userId: asker.id, firstName: 'Alex', lastName: 'Admin', role: 'ADMIN', adminRole: 'TECH' },
      requestedAt: expect.any(String),
      expiresAt: expect.any(String),
      isExpired: false,
    });
    expect(new Date((listed as unknown as { expiresAt: string }).expiresAt).getTime() - new Date((listed as unknown as { requestedAt: string }).requestedAt).getTime()).toBe(24 * HOUR_MS);

    // The asker cannot approve their own request.
    const byAsker = await approve(listed.requestId, asker.authorization);
    expect(byAsker.statusCode).toBe(403);
    expect(byAsker.json().message).toBe(fourEyesMessages['own-request']);
    // A TECH account younger than 7 days approves nothing.
    const newcomer = await createAdmin(testApp.db, { adminRole: 'TECH' });
    const byNewcomer = await approve(listed.requestId, (await signIn(testApp.app, newcomer.login)).authorization);
    expect(byNewcomer.statusCode).toBe(403);
    expect(byNewcomer.json().message).toBe(fourEyesMessages['too-new']);
    expect(await factorCount(psychologist.id)).toBe(1);

    const approved = await approve(listed.requestId, approver.authorization);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ success: true, message: secondFactorResetMessages.approved });
    expect(await factorCount(psychologist.id)).toBe(0);
    expect((await tokenCheck(psychologistSession.authorization)).statusCode).toBe(401);
    expect(await pendingRequestOf(psychologist.id)).toMatchObject({ status: 'APPROVED', decidedBy: approver.id, requestedBy: asker.id });
    expect(await mailsTo(psychologist.login, 'second-factor-reset')).toHaveLength(1);
    for (const tech of [asker, approver, newcomer]) {
      const [staffMail] = await mailsTo(tech.login, 'second-factor-reset-approved-staff');
      expect(staffMail.textBody).toContain('Claire Dubois');
      expect(staffMail.textBody).toContain('Demandée par Alex Admin, approuvée par Alex Admin.');
    }
    expect(await auditedActions(psychologist.id)).toEqual([
      'second-factor.reset-approval-refused',
      'second-factor.reset-approval-refused',
      'second-factor.reset-approved',
      'second-factor.reset-requested',
    ]);
    // Decided: neither approved again nor cancelled.
    expect((await approve(listed.requestId, approver.authorization)).statusCode).toBe(409);
    expect((await post(`/api/admin/second-factor-resets/${listed.requestId}/cancel`, asker.authorization)).statusCode).toBe(409);
  });

  it('mails the notice to the address before any change of the last 30 days, and holds the reset for 72 h after a change, at request and at approval', async () => {
    const asker = await establishedTech();
    const approver = await establishedTech();
    const psychologist = await createPsychologist(testApp.db);
    await confirmedEmailChange(psychologist.id, psychologist.login, `attaquant-${psychologist.id}@evil.test`, 10 * 24);
    expect((await requestReset(psychologist.id, asker.authorization)).statusCode).toBe(200);
    expect(await mailsTo(psychologist.login, 'second-factor-reset-requested')).toHaveLength(1);
    expect(await mailsTo(`attaquant-${psychologist.id}@evil.test`, 'second-factor-reset-requested')).toHaveLength(0);

    // An address changed since the request: the approval is held, and nothing is reset.
    await confirmedEmailChange(psychologist.id, `attaquant-${psychologist.id}@evil.test`, `autre-${psychologist.id}@evil.test`, 1);
    const heldApproval = await approve((await pendingRequestOf(psychologist.id)).id, approver.authorization);
    expect(heldApproval.statusCode).toBe(409);
    expect(heldApproval.json().message).toBe(secondFactorResetMessages.heldByEmailChange);
    expect(await factorCount(psychologist.id)).toBe(1);

    // Changed an hour ago: a request is refused too.
    const other = await createPsychologist(testApp.db);
    await confirmedEmailChange(other.id, other.login, `attaquant-${other.id}@evil.test`, 1);
    const heldRequest = await requestReset(other.id, asker.authorization);
    expect(heldRequest.statusCode).toBe(409);
    expect(heldRequest.json().message).toBe(secondFactorResetMessages.heldByEmailChange);
    expect(await pendingRequestOf(other.id)).toBeUndefined();
  });

  it('lets the owner refuse from the notice (one click, once), and any TECH cancel', async () => {
    const asker = await establishedTech();
    const approver = await establishedTech();
    const psychologist = await createPsychologist(testApp.db);
    await requestReset(psychologist.id, asker.authorization);
    const [notice] = await mailsTo(psychologist.login, 'second-factor-reset-requested');
    const token = /\/refuse-second-factor-reset\/([\w-]+)/.exec(notice.textBody)![1];

    const refused = await post(`/api/account/second-factor-reset/refuse/${token}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().message).toBe(secondFactorResetMessages.refusedByOwner);
    expect(await pendingRequestOf(psychologist.id)).toMatchObject({ status: 'REFUSED_BY_OWNER' });
    const twice = await post(`/api/account/second-factor-reset/refuse/${token}`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(secondFactorResetMessages.invalidLink);
    expect((await approve((await pendingRequestOf(psychologist.id)).id, approver.authorization)).statusCode).toBe(409);
    expect(await factorCount(psychologist.id)).toBe(1);
    expect(await auditedActions(psychologist.id)).toEqual(['second-factor.reset-refused-by-owner', 'second-factor.reset-requested']);

    // A new request, cancelled by another TECH: gone from the list.
    await requestReset(psychologist.id, asker.authorization);
    const { id } = await pendingRequestOf(psychologist.id);
    const cancelled = await post(`/api/admin/second-factor-resets/${id}/cancel`, approver.authorization);
    expect(cancelled.statusCode).toBe(200);
    expect((await list(approver.authorization)).some((item) => item.requestId === id)).toBe(false);
    expect(await pendingRequestOf(psychologist.id)).toMatchObject({ status: 'CANCELLED', decidedBy: approver.id });
  });

  it('shows a request past 24 h as expired, refuses its approval (409) and its refusal link, and lets a new one be made', async () => {
    const asker = await establishedTech();
    const approver = await establishedTech();
    const psychologist = await createPsychologist(testApp.db);
    await requestReset(psychologist.id, asker.authorization);
    const { id } = await pendingRequestOf(psychologist.id);
    await testApp.db
      .update(secondFactorResetRequests)
      .set({ requestedAt: hoursAgo(25) })
      .where(eq(secondFactorResetRequests.id, id));
    expect((await list(approver.authorization)).find((item) => item.requestId === id)?.isExpired).toBe(true);

    const [notice] = await mailsTo(psychologist.login, 'second-factor-reset-requested');
    const token = /\/refuse-second-factor-reset\/([\w-]+)/.exec(notice.textBody)![1];
    expect((await post(`/api/account/second-factor-reset/refuse/${token}`)).statusCode).toBe(400);

    // A new request closes the expired one.
    expect((await requestReset(psychologist.id, approver.authorization)).statusCode).toBe(200);
    expect((await testApp.db.select().from(secondFactorResetRequests).where(eq(secondFactorResetRequests.id, id)))[0].status).toBe('EXPIRED');
    const fresh = await pendingRequestOf(psychologist.id);
    await testApp.db
      .update(secondFactorResetRequests)
      .set({ requestedAt: hoursAgo(25) })
      .where(eq(secondFactorResetRequests.id, fresh.id));
    const late = await approve(fresh.id, asker.authorization);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(fourEyesMessages.expired);
    expect((await testApp.db.select().from(secondFactorResetRequests).where(eq(secondFactorResetRequests.id, fresh.id)))[0].status).toBe('EXPIRED');
    expect(await factorCount(psychologist.id)).toBe(1);
  });

  it('refuses one’s own account, a SITE administrator, an account without a second factor, an unknown account or request', async () => {
    const tech = await establishedTech();
    const site = await createAdmin(testApp.db, { adminRole: 'SITE' });
    const own = await requestReset(tech.id, tech.authorization);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Vous ne pouvez pas réinitialiser votre propre double authentification : connectez-vous avec un code de secours, puis renouvelez vos codes.');
    const siteAuthorization = (await signIn(testApp.app, site.login)).authorization;
    const bySite = await requestReset(tech.id, siteAuthorization);
    expect(bySite.statusCode).toBe(403);
    expect(bySite.json().message).toBe('Accès réservé aux administrateurs techniques.');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/second-factor-resets', headers: { authorization: siteAuthorization } })).statusCode).toBe(403);

    const employee = await createEmployee(testApp.db);
    expect((await requestReset(employee.id, tech.authorization)).statusCode).toBe(409);
    expect((await requestReset('00000000-0000-4000-8000-000000000000', tech.authorization)).statusCode).toBe(404);
    expect((await approve('00000000-0000-4000-8000-000000000000', tech.authorization)).statusCode).toBe(404);
    const malformed = await approve('pas-un-id', tech.authorization);
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses an approval by the account the request is about', async () => {
    const asker = await establishedTech();
    const target = await establishedTech();
    await requestReset(target.id, asker.authorization);
    const byTarget = await approve((await pendingRequestOf(target.id)).id, target.authorization);
    expect(byTarget.statusCode).toBe(403);
    expect(byTarget.json().message).toBe(fourEyesMessages['own-account']);
  });
});
