import { describe, expect, it } from 'vitest';
import { emailChangeMessages } from '@parenthese/shared';
import { createAdmin, createPsychologist, nextUnusedCode, signIn } from '../../../test/support/factories';
import { hashRecoveryCode } from '../second-factor/recovery-codes';
import { replaceRecoveryCodes } from '../second-factor/repository';
import { emailChangeTestbed } from '../../../test/support/email-change';

const bed = emailChangeTestbed();
const { call, mailsTo, linkToken, auditOf, adminUpdate, emailOf, psychologistUpdate, takeoverWorld } = bed;

// An administrator may only propose another email for a staff account (the takeover of issues 20 and 33); its
// owner accepts or declines it. The owner's own change: email-change.test.ts.
describe('an administrator changing a psychologist’s email (the takeover of issues 20 and 33, replayed)', () => {
  it('only proposes it: the current address is told with no link, the new one gets nothing, and the account keeps its email and session', async () => {
    const { psychologist, psychologistSession, adminSession } = await takeoverWorld();
    const attackerAddress = 'attaquant@exemple-pirate.fr';

    const edit = await call('PUT', `/admin/doctors/update/${psychologist.id}`, adminSession.authorization, psychologistUpdate(psychologist, attackerAddress));
    expect(edit.statusCode).toBe(200);
    expect(edit.json().doctor ?? edit.json()).toMatchObject({ mail: psychologist.login, pendingEmailChange: { mail: attackerAddress, status: 'AWAITING_OWNER' } });
    expect(await emailOf(psychologist.id)).toBe(psychologist.login);
    expect((await call('GET', '/doctor/account/details', psychologistSession.authorization)).statusCode).toBe(200);

    const [notice] = await mailsTo(psychologist.login);
    expect(notice.kind).toBe('email-change-proposed');
    expect(notice.textBody).toContain('a***@exemple-pirate.fr');
    expect(notice.textBody).not.toContain(attackerAddress);
    expect(notice.textBody).toContain('Rien ne change sauf si vous confirmez vous-même');
    expect(notice.textBody).not.toMatch(/confirm-email|refuse-email-change|https?:\/\//);
    // No link at the chosen address: nothing there completes anything.
    expect(await mailsTo(attackerAddress)).toEqual([]);
    const audited = await auditOf(psychologist.id);
    expect(audited).toContainEqual(expect.objectContaining({ action: 'email-change.proposed' }));
  });

  it('does the same for an administrator’s account', async () => {
    const target = await createAdmin(bed.testApp.db, { adminRole: 'SITE' });
    const targetSession = await signIn(bed.testApp.app, target.login);
    const actor = await createAdmin(bed.testApp.db, { adminRole: 'SITE' });
    const actorSession = await signIn(bed.testApp.app, actor.login);
    const edit = await call('PUT', `/admin/admins/update/${target.id}`, actorSession.authorization, adminUpdate('autre-adresse@exemple.fr'));
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ userMail: target.login, pendingEmailChange: { mail: 'autre-adresse@exemple.fr', status: 'AWAITING_OWNER' } });
    expect(await emailOf(target.id)).toBe(target.login);
    expect((await call('GET', '/admin/admins/get/me', targetSession.authorization)).statusCode).toBe(200);
    expect((await mailsTo(target.login))[0].kind).toBe('email-change-proposed');
    expect(await mailsTo('autre-adresse@exemple.fr')).toEqual([]);
  });

  it('still lets an administrator correct the email of an account on its first connection at once', async () => {
    const psychologist = await createPsychologist(bed.testApp.db, { isFirstConnection: true });
    const { adminSession } = await takeoverWorld();
    const edit = await call('PUT', `/admin/doctors/update/${psychologist.id}`, adminSession.authorization, psychologistUpdate(psychologist, 'Corrigee@Exemple.fr'));
    expect(edit.statusCode).toBe(200);
    expect(await emailOf(psychologist.id)).toBe('corrigee@exemple.fr');
    expect(await mailsTo(psychologist.login)).toEqual([]);
  });

  it('still refuses a SITE administrator an edit of a TECH account', async () => {
    const tech = await createAdmin(bed.testApp.db, { adminRole: 'TECH' });
    const { adminSession } = await takeoverWorld();
    const edit = await call('PUT', `/admin/admins/update/${tech.id}`, adminSession.authorization, { mail: 'x@exemple.fr', firstName: '', lastName: '', phoneNumber: '', adminRole: 'TECH' });
    expect(edit.statusCode).toBe(403);
    expect(await mailsTo(tech.login)).toEqual([]);
  });
});

describe('the owner answering a proposal, signed in', () => {
  it('shows it in full, and accepting it (password and code) mails the new address its link and the current one its refusal', async () => {
    const { psychologist, psychologistSession, adminSession } = await takeoverWorld();
    await call('PUT', `/admin/doctors/update/${psychologist.id}`, adminSession.authorization, psychologistUpdate(psychologist, 'choisie@exemple.fr'));
    const shown = await call('GET', '/account/email-change/proposal', psychologistSession.authorization);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().proposal).toMatchObject({ mail: 'choisie@exemple.fr' });

    const withoutCode = await call('POST', '/account/email-change/proposal/accept', psychologistSession.authorization, { password: psychologist.password });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().message).toBe(emailChangeMessages.codeRequired);
    const wrongPassword = await call('POST', '/account/email-change/proposal/accept', psychologistSession.authorization, {
      password: 'Faux123!',
      code: await nextUnusedCode(bed.testApp.services, psychologist.login),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe(emailChangeMessages.wrongPassword);
    expect(await mailsTo('choisie@exemple.fr')).toEqual([]);

    const accepted = await call('POST', '/account/email-change/proposal/accept', psychologistSession.authorization, {
      password: psychologist.password,
      code: await nextUnusedCode(bed.testApp.services, psychologist.login),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(emailChangeMessages.confirmationSent);
    const [confirmMail] = await mailsTo('choisie@exemple.fr');
    expect(confirmMail.kind).toBe('email-change-confirm');
    const [notice] = await mailsTo(psychologist.login);
    expect(notice.kind).toBe('email-change-requested');
    expect(linkToken(notice.textBody, 'refuse-email-change')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call('GET', '/doctor/account/details', psychologistSession.authorization)).json().pendingEmailChange).toMatchObject({ status: 'PENDING' });
    expect((await call('GET', '/account/email-change/proposal', psychologistSession.authorization)).json().proposal).toBeNull();

    expect((await call('POST', `/account/email-change/confirm/${linkToken(confirmMail.textBody, 'confirm-email')}`)).statusCode).toBe(200);
    expect(await emailOf(psychologist.id)).toBe('choisie@exemple.fr');
    expect((await auditOf(psychologist.id)).map((row) => row.action)).toEqual(expect.arrayContaining(['email-change.proposed', 'email-change.proposal-accepted', 'email-change.confirmed']));
  });

  it('accepts a recovery code instead of the app’s code, once', async () => {
    const { psychologist, psychologistSession, adminSession } = await takeoverWorld();
    await replaceRecoveryCodes(bed.testApp.db, psychologist.id, [hashRecoveryCode('abcd-efgh-ijkl-mnop')]);
    await call('PUT', `/admin/doctors/update/${psychologist.id}`, adminSession.authorization, psychologistUpdate(psychologist, 'secours@exemple.fr'));
    const accepted = await call('POST', '/account/email-change/proposal/accept', psychologistSession.authorization, { password: psychologist.password, recoveryCode: 'abcd-efgh-ijkl-mnop' });
    expect(accepted.statusCode).toBe(200);
    expect((await mailsTo('secours@exemple.fr'))[0].kind).toBe('email-change-confirm');
  });

  it('declining drops it; nothing is mailed to the proposed address', async () => {
    const { psychologist, psychologistSession, adminSession } = await takeoverWorld();
    await call('PUT', `/admin/doctors/update/${psychologist.id}`, adminSession.authorization, psychologistUpdate(psychologist, 'declinee@exemple.fr'));
    const declined = await call('POST', '/account/email-change/proposal/decline', psychologistSession.authorization);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toBe(emailChangeMessages.proposalDeclined);
    expect((await call('GET', '/doctor/account/details', psychologistSession.authorization)).json().pendingEmailChange).toBeNull();
    const again = await call('POST', '/account/email-change/proposal/accept', psychologistSession.authorization, {
      password: psychologist.password,
      code: await nextUnusedCode(bed.testApp.services, psychologist.login),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(emailChangeMessages.proposalNotFound);
    expect(await mailsTo('declinee@exemple.fr')).toEqual([]);
    expect((await auditOf(psychologist.id)).map((row) => row.action)).toContain('email-change.proposal-declined');
  });
});

/** An employee's own change from « Mon compte » (no second factor enrolled: the password alone). */
