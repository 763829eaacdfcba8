import { expect, type APIRequestContext } from '@playwright/test';
import { isSecondFactorChallenge, tokenCreateAnswerSchema } from '@parenthese/shared';
import { readAnswer } from './api';
import { linkPathInNewestMail } from './outbox';

/**
 * The path (/invitation/…) of the newest invitation mailed to a psychologist or an administrator
 * (issue 33: staff are invited, never given a password).
 */
export const staffInvitationPath = (mail: string) => linkPathInNewestMail(mail, 'staff-invitation', 'invitation');

/**
 * The address of one invited person's own browser. Invitation links are limited per address (30 uses in
 * 15 minutes); every fixture's psychologist accepted from 127.0.0.1 spent the journeys' browser's
 * allowance, and the journey that then activates an account in the browser got 429 in a long run.
 */
const ownAddress = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * The owner follows their invitation through the API, from their own address, and chooses `password`: the
 * answer is the sign-in's enrolment step, so the next sign-in (session.ts's createSession) enrols the
 * second factor.
 */
export async function acceptStaffInvitation(request: APIRequestContext, mail: string, password: string) {
  const token = (await staffInvitationPath(mail)).split('/').pop()!;
  const answer = await readAnswer(request.post(`/api/account/invitation/accept/${token}`, { data: { password }, headers: { 'x-forwarded-for': ownAddress() } }), tokenCreateAnswerSchema, 'invitation');
  expect(isSecondFactorChallenge(answer) && answer.secondFactor).toBe('ENROL');
}
