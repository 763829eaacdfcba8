import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { AdminRole, SecondFactorResetRequestsResponse } from '@parenthese/shared';
import { auditLog, mailOutbox, users } from '../../db/schema';
import { createAdmin, createPsychologist, nextUnusedCode, signIn, TEST_PASSWORD } from '../../../test/support/factories';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * Issue 33's chain, replayed step by step against a psychologist and an administrator, by a SITE
 * administrator alone, a TECH one alone, and both: 1. an administrator sets the staff account's
 * email to their own address; 2. they confirm the change from that address; 3. they reset the
 * password at it; 4–5. the sign-in asks for the target's second factor, so they ask for its reset and
 * try to approve it. Each attempt must end without a session for them, the account keeping its email
 * and its factor, and each proposal and refused approval in the audit log.
 *
 * One helper per step, each returning what the attacker obtained, so later steps (the second-factor
 * reset, four eyes) can be added to `replayChain` without touching the others.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, authorization?: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api${url}`, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });

type Attacker = { id: string; login: string; role: AdminRole; authorization: string; address: string };
type Target = { id: string; login: string; kind: 'psychologist' | 'administrator'; adeliNumber?: string };
/** What the attacker holds after the steps so far: the password they would have set, if any. */
type Loot = { attackerPassword: string };

const ATTACKER_PASSWORD = 'Pirate-2026-Mot!';

async function mailsTo(address: string) {
  await testApp.services.deferredWork.idle();
  return testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

async function attackerOf(role: AdminRole): Promise<Attacker> {
  const admin = await createAdmin(testApp.db, { adminRole: role });
  const session = await signIn(testApp.app, admin.login);
  return { id: admin.id, login: admin.login, role, authorization: session.authorization, address: `pirate-${role.toLowerCase()}-${admin.id.slice(0, 8)}@evil.test` };
}

async function targetOf(kind: Target['kind']): Promise<Target> {
  if (kind === 'psychologist') {
    const psychologist = await createPsychologist(testApp.db);
    return { id: psychologist.id, login: psychologist.login, kind, adeliNumber: psychologist.profile.adeliNumber };
  }
  const admin = await createAdmin(testApp.db, { adminRole: 'SITE' });
  return { id: admin.id, login: admin.login, kind };
}

/** Step 1: the administrator's edit form sets the target's email to the attacker's address. */
async function stepEditEmail(attacker: Attacker, target: Target) {
  const body =
    target.kind === 'psychologist'
      ? { adeliNumber: target.adeliNumber, mail: attacker.address, firstName: 'Claire', lastName: 'Dubois', doctorCategories: ['Psychologue clinicien'], phoneNumber: '', address: '' }
      : { mail: attacker.address, firstName: 'Alex', lastName: 'Admin', phoneNumber: '', adminRole: 'SITE' };
  const url = target.kind === 'psychologist' ? `/admin/doctors/update/${target.id}` : `/admin/admins/update/${target.id}`;
  const edit = await call('PUT', url, attacker.authorization, body);
  expect(edit.statusCode).toBe(200);
  // Only a proposal: the owner must accept it, signed in.
  expect(edit.json().pendingEmailChange).toMatchObject({ mail: attacker.address, status: 'AWAITING_OWNER' });
}

/** Step 2: confirm from the chosen address. No link ever reaches it; accepting the proposal needs the owner's own session. */
async function stepConfirmFromChosenAddress(attacker: Attacker) {
  const received = await mailsTo(attacker.address);
  expect(received.filter((mail) => /confirm-email|undo-email-change/.test(mail.textBody))).toEqual([]);
  // The attacker's own session accepts only a proposal made to the attacker's account: there is none.
  const accept = await call('POST', '/account/email-change/proposal/accept', attacker.authorization, { password: TEST_PASSWORD, code: await nextUnusedCode(testApp.services, attacker.login) });
  expect(accept.statusCode).toBe(409);
}

/** Step 3: a password reset asked at the chosen address, then a try at choosing the password. */
async function stepResetPasswordAtChosenAddress(attacker: Attacker): Promise<Loot> {
  const asked = await call('POST', '/account/password/reset/request', undefined, { mail: attacker.address, id: '' });
  expect(asked.statusCode).toBe(200);
  const resetMails = (await mailsTo(attacker.address)).filter((mail) => mail.kind === 'password-reset');
  expect(resetMails).toEqual([]);
  return { attackerPassword: ATTACKER_PASSWORD };
}

/**
 * Steps 4 and 5: the sign-in asks for the target's second factor, so the attacker asks for its reset. A
 * SITE administrator may not ask (403). A TECH one only records a request, whose notice goes to the
 * owner's address, and cannot approve it alone; a SITE accomplice cannot approve it either. The factor stays.
 */
async function stepResetSecondFactor(attackers: Attacker[], target: Target) {
  const tech = attackers.find((attacker) => attacker.role === 'TECH');
  for (const site of attackers.filter((attacker) => attacker.role === 'SITE')) {
    expect((await call('POST', `/admin/accounts/${target.id}/second-factor/reset`, site.authorization)).statusCode).toBe(403);
  }
  if (!tech) return;
  const asked = await call('POST', `/admin/accounts/${target.id}/second-factor/reset`, tech.authorization);
  expect(asked.statusCode).toBe(200);
  const { requests } = (await call('GET', '/admin/second-factor-resets', tech.authorization)).json() as SecondFactorResetRequestsResponse;
  const pending = requests.find((request) => request.target.userId === target.id);
  if (!pending) throw new Error('the reset request is not listed');
  // The notice reaches the owner, never the attackers' addresses.
  expect((await mailsTo(target.login)).map((mail) => mail.kind)).toContain('second-factor-reset-requested');
  for (const attacker of attackers) expect((await mailsTo(attacker.address)).filter((mail) => mail.kind.startsWith('second-factor'))).toEqual([]);
  for (const approver of attackers) {
    const approval = await call('POST', `/admin/second-factor-resets/${pending.requestId}/approve`, approver.authorization);
    expect(approval.statusCode).toBe(403);
  }
  const refusals = await testApp.db
    .select({ actor: auditLog.actorUserId })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, target.id), eq(auditLog.action, 'second-factor.reset-approval-refused')));
  expect(new Set(refusals.map((refusal) => refusal.actor))).toEqual(new Set(attackers.filter((attacker) => attacker.role === 'TECH').map((attacker) => attacker.id)));
  // The target still owes its own code: signing in with its own password asks for it.
  const signInAsTarget = await call('POST', '/token/create', undefined, { usermail: target.login, password: TEST_PASSWORD });
  expect(signInAsTarget.json()).toMatchObject({ secondFactor: 'CODE' });
}

/** The end of every attempt: no session for the attacker, with their address or their password. */
async function expectNoSessionFor(attacker: Attacker, target: Target, loot: Loot) {
  for (const [usermail, password] of [
    [attacker.address, loot.attackerPassword],
    [attacker.address, TEST_PASSWORD],
    [target.login, loot.attackerPassword],
  ]) {
    expect((await call('POST', '/token/create', undefined, { usermail, password })).statusCode).toBe(401);
  }
}

async function expectEmailKeptAndAudited(target: Target, attackers: Attacker[]) {
  const [row] = await testApp.db.select({ email: users.email }).from(users).where(eq(users.id, target.id));
  expect(row.email).toBe(target.login);
  const proposals = await testApp.db
    .select({ actor: auditLog.actorUserId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetId, target.id),
        eq(auditLog.action, 'email-change.proposed'),
        inArray(
          auditLog.actorUserId,
          attackers.map((attacker) => attacker.id),
        ),
      ),
    );
  expect(new Set(proposals.map((proposal) => proposal.actor))).toEqual(new Set(attackers.map((attacker) => attacker.id)));
  // The owner was told at their own address, with no link.
  const notices = (await mailsTo(target.login)).filter((mail) => mail.kind === 'email-change-proposed');
  expect(notices).toHaveLength(attackers.length);
}

/** Steps 1 to 3 by each attacker in turn, then the sign-in tries. */
async function replayChain(roles: AdminRole[], targetKind: Target['kind']) {
  const target = await targetOf(targetKind);
  const attackers = await Promise.all(roles.map(attackerOf));
  for (const attacker of attackers) {
    await stepEditEmail(attacker, target);
    await stepConfirmFromChosenAddress(attacker);
    const loot = await stepResetPasswordAtChosenAddress(attacker);
    await expectNoSessionFor(attacker, target, loot);
  }
  await stepResetSecondFactor(attackers, target);
  await expectEmailKeptAndAudited(target, attackers);
}

describe('an insider chaining an email change, its confirmation and a password reset (issue 33)', () => {
  const attackerSets: [string, AdminRole[]][] = [
    ['a SITE administrator alone', ['SITE']],
    ['a TECH administrator alone', ['TECH']],
    ['a SITE and a TECH administrator together', ['SITE', 'TECH']],
  ];
  for (const targetKind of ['psychologist', 'administrator'] as const) {
    for (const [who, roles] of attackerSets) {
      it(`${who} cannot take over ${targetKind === 'administrator' ? 'an' : 'a'} ${targetKind}`, async () => {
        await replayChain(roles, targetKind);
      });
    }
  }
});
