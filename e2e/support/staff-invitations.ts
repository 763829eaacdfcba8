import { expect, type APIRequestContext } from '@playwright/test';
import { linkPathInNewestMail } from './outbox';

/**
 * The path (/invitation/…) of the newest invitation mailed to a psychologist or an administrator
 * (issue 33: staff are invited, never given a password).
 */
export const staffInvitationPath = (mail: string) => linkPathInNewestMail(mail, 'staff-invitation', 'invitation');

/**
 * The owner follows their invitation through the API and chooses `password`: the answer is the
 * sign-in's enrolment step, so the next sign-in (session.ts's createSession) enrols the second factor.
 */
export async function acceptStaffInvitation(request: APIRequestContext, mail: string, password: string) {
  const token = (await staffInvitationPath(mail)).split('/').pop()!;
  const response = await request.post(`/api/account/invitation/accept/${token}`, { data: { password } });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { secondFactor?: string }).secondFactor).toBe('ENROL');
}
