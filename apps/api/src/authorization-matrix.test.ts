import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisMonthKey } from '@parenthese/shared';
import { calendarFeeds, dataExports, doctorAbsences, employeeImports, followUpProposals, secondFactorResetRequests, waitingListEntries } from './db/schema';
import { encryptSecret } from './lib/secret-box';
import { verifyAccessToken } from './lib/access-tokens';
import { hashFeedToken } from './modules/calendar/service';
import { createAdmin, createDoctor, createEmployee } from '../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../test/support/meetings';
import { multipartFile, SAMPLE_PDF, weekdayMonthsAgo } from '../test/support/billing';
import { createTestApp, type TestApp } from '../test/support/test-app';

/**
 * Every API route of the app's own route table (collected by the access hook through Fastify's
 * onRoute) is called as each principal below and the answer is compared with the table of expected
 * outcomes. A route without an entry fails this test, so a route added later is covered from its
 * first commit; a route without an access declaration does not even start.
 */

const PRINCIPALS = [
  'anonymous',
  'employee',
  'otherEmployee',
  'firstConnectionEmployee',
  'psychologist',
  'otherPsychologist',
  'siteAdmin',
  'techAdmin',
  // Tokens after « Déconnexion » (POST /api/token/revoke): 401 wherever a session is needed, including
  // the employee routes whose handler checks the session in its own round trip (search, booking).
  'signedOutEmployee',
  'signedOutTechAdmin',
] as const;
type Principal = (typeof PRINCIPALS)[number];
const WITHOUT_SESSION: readonly Principal[] = ['anonymous', 'signedOutEmployee', 'signedOutTechAdmin'];

/** 'pass': the access rules let the call through (any answer but 401, 403, 404 or a 5xx). */
type Outcome = 'pass' | 401 | 403 | 404;
type Expectations = Record<Principal, Outcome>;

const everyone = (): Expectations => Object.fromEntries(PRINCIPALS.map((principal) => [principal, 'pass'])) as Expectations;
/** Refused to anyone not named: 401 without a session (none, or an ended one), 403 with one. */
const only = (allowed: Partial<Record<Principal, Outcome>>): Expectations =>
  Object.fromEntries(PRINCIPALS.map((principal) => [principal, allowed[principal] ?? (WITHOUT_SESSION.includes(principal) ? 401 : 403)])) as Expectations;
const signedIn = (): Expectations => ({ ...everyone(), anonymous: 401, signedOutEmployee: 401, signedOutTechAdmin: 401 });

const employees = { employee: 'pass', otherEmployee: 'pass' } as const;
/** The employee's own consultation: another employee is told it does not exist. */
const employeeOwnMeeting = { employee: 'pass', otherEmployee: 404 } as const;
const psychologists = { psychologist: 'pass', otherPsychologist: 'pass' } as const;
const psychologistOwnMeeting = { psychologist: 'pass', otherPsychologist: 404 } as const;
const allAdmins = { siteAdmin: 'pass', techAdmin: 'pass' } as const;
const techAdmins = { techAdmin: 'pass' } as const;
/** Every role past its first connection (« Mon compte »'s sessions). */
const everyAccount = { ...employees, ...psychologists, ...allAdmins } as const;
/** One of 'employee''s other sessions: ending it is theirs alone, anyone else is told it does not exist. */
const employeeOwnSession = { employee: 'pass', otherEmployee: 404, psychologist: 404, otherPsychologist: 404, siteAdmin: 404, techAdmin: 404 } as const;

const EXPECTED: Record<string, Expectations> = {
  'GET /api/health': everyone(),
  'GET /api/health/ready': everyone(),
  'GET /api/public/config': everyone(),
  'GET /api/legal/facts': everyone(),
  'POST /api/token/create': everyone(),
  'GET /api/token/check': signedIn(),
  'POST /api/account/first/connection': signedIn(),
  'POST /api/token/second-factor': everyone(),
  'POST /api/token/second-factor/enrolment': everyone(),
  'POST /api/token/second-factor/enrolment/confirm': everyone(),
  'GET /api/account/second-factor': signedIn(),
  'POST /api/account/second-factor/enrolment': signedIn(),
  'POST /api/account/second-factor/enrolment/confirm': signedIn(),
  'POST /api/account/second-factor/recovery-codes': signedIn(),
  'POST /api/account/second-factor/disable': signedIn(),
  'POST /api/admin/accounts/:userId/second-factor/reset': only(techAdmins),
  'GET /api/admin/second-factor-resets': only(techAdmins),
  'POST /api/admin/second-factor-resets/:requestId/approve': only(techAdmins),
  'POST /api/admin/second-factor-resets/:requestId/cancel': only(techAdmins),
  'POST /api/account/second-factor-reset/refuse/:resetToken': everyone(),
  'POST /api/account/password/reset/request': everyone(),
  'GET /api/account/password/reset/check/:resetToken': everyone(),
  'POST /api/account/password/reset/confirm/:resetToken': everyone(),
  'POST /api/account/email-change/confirm/:emailChangeToken': everyone(),
  // The token mailed to the personal address is the key (decision 0047); a wrong one answers 400.
  'POST /api/account/contact-email/confirm/:contactEmailToken': everyone(),
  'POST /api/account/email-change/refuse/:emailChangeToken': everyone(),
  'POST /api/account/email-change/undo/:emailChangeToken': everyone(),
  'GET /api/account/email-change/proposal': only(everyAccount),
  'POST /api/account/email-change/proposal/accept': only(everyAccount),
  'POST /api/account/email-change/proposal/decline': only(everyAccount),
  'POST /api/account/email-change/request': only(everyAccount),
  'GET /api/account/invitation/check/:invitationToken': everyone(),
  'POST /api/account/invitation/accept/:invitationToken': everyone(),
  'POST /api/account/lock/toggle': only(allAdmins),
  'POST /api/token/revoke': signedIn(),
  'GET /api/account/sessions': only(everyAccount),
  'DELETE /api/account/sessions/:sessionId': only(employeeOwnSession),
  'POST /api/account/sessions/end-others': only(everyAccount),
  'POST /api/contact/request': everyone(),
  'GET /api/admin/contact-requests': only(allAdmins),
  'POST /api/admin/contact-requests/:id/handled': only(allAdmins),
  'GET /api/admin/mails': only(techAdmins),
  'POST /api/admin/mails/:id/send': only(techAdmins),
  'PUT /api/admin/mails/:id': only(techAdmins),
  'DELETE /api/admin/mails/:id': only(techAdmins),
  'GET /api/admin/maintenance': only(techAdmins),
  'POST /api/admin/maintenance/backups': only(techAdmins),
  'GET /api/admin/audit': only(techAdmins),
  'GET /api/admin/admins/get/me': only(allAdmins),
  'GET /api/admin/admins/get/all': only(allAdmins),
  'POST /api/admin/admins/create': only(allAdmins),
  'PUT /api/admin/admins/update/:id': only(allAdmins),
  'POST /api/admin/admins/:id/invitation/resend': only(allAdmins),
  // Only TECH administrators approve a TECH role (the target has no request waiting: 409 once through).
  'POST /api/admin/admins/:id/tech-approval/approve': only(techAdmins),
  // The target is a TECH account: the access rules let a SITE admin through, the role rules then refuse.
  'DELETE /api/admin/admins/delete/:id': only({ siteAdmin: 403, techAdmin: 'pass' }),
  'GET /api/admin/doctors/:id/bills': only(techAdmins),
  'POST /api/admin/doctors/:id/bills/:month/document': only(techAdmins),
  'GET /api/admin/doctors/:id/bills/:month/document': only(techAdmins),
  'POST /api/admin/doctors/:id/bills/:month/validate': only(techAdmins),
  'POST /api/admin/doctors/:id/bills/:month/pay': only(techAdmins),
  'GET /api/admin/settings': only(techAdmins),
  'PUT /api/admin/settings/consultation-price': only(techAdmins),
  'GET /api/admin/companies/get/all': only(allAdmins),
  'GET /api/admin/companies/get/:companyId': only(allAdmins),
  'GET /api/admin/companies/report/:companyId': only(allAdmins),
  'POST /api/admin/companies/create': only(allAdmins),
  'POST /api/admin/companies/update/:companyId': only(allAdmins),
  'DELETE /api/admin/companies/delete/:companyId': only(allAdmins),
  'GET /api/admin/companies/:companyId/employees/get/all': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/create/V2': only(allAdmins),
  'PUT /api/admin/companies/:companyId/employees/update/:employeeId': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/:employeeId/temporary-password': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/:employeeId/temporary-password/reveal': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/temporary-passwords/export': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/export/xlsx': only(allAdmins),
  'POST /api/admin/companies/:companyId/employee-imports': only(allAdmins),
  'POST /api/admin/companies/:companyId/employee-imports/check': only(allAdmins),
  'POST /api/admin/companies/:companyId/employee-imports/xlsx-rows': only(allAdmins),
  'GET /api/admin/companies/:companyId/employee-imports/latest': only(allAdmins),
  'GET /api/admin/companies/:companyId/employee-imports/:importId': only(allAdmins),
  'POST /api/admin/companies/:companyId/employee-imports/:importId/summary': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/:employeeId/invitation/resend': only(allAdmins),
  'DELETE /api/admin/companies/:companyId/employees/delete/:employeeId': only(allAdmins),
  'GET /api/admin/doctors/get/all': only(allAdmins),
  'GET /api/admin/doctors/:id/credits/load': only(allAdmins),
  'POST /api/admin/doctors/create': only(allAdmins),
  'PUT /api/admin/doctors/update/:id': only(allAdmins),
  'POST /api/admin/doctors/:id/invitation/resend': only(allAdmins),
  // The psychologist has an upcoming consultation: the deletion is refused (409) once the access rules let it through.
  'DELETE /api/admin/doctors/delete/:id': only(allAdmins),
  'GET /api/doctor/account/details': only(psychologists),
  'POST /api/doctor/account/details/update': only(psychologists),
  'GET /api/doctor/meetings/awaiting': only(psychologists),
  'GET /api/doctor/presentation': only(psychologists),
  'PUT /api/doctor/presentation': only(psychologists),
  'DELETE /api/doctor/presentation': only(psychologists),
  'POST /api/doctor/meetings/:id/accept': only(psychologistOwnMeeting),
  'POST /api/doctor/meetings/:id/refuse': only(psychologistOwnMeeting),
  'POST /api/doctor/meetings/:id/cancel': only(psychologistOwnMeeting),
  'POST /api/doctor/meetings/:id/no-show': only(psychologistOwnMeeting),
  'GET /api/doctor/meetings/:id/follow-up': only(psychologistOwnMeeting),
  'POST /api/doctor/meetings/:id/follow-up': only(psychologistOwnMeeting),
  'GET /api/doctor/calendar-feed': only(psychologists),
  'POST /api/doctor/calendar-feed': only(psychologists),
  'DELETE /api/doctor/calendar-feed': only(psychologists),
  // The secret address is the key: anyone holding a working one reads the feed (an unknown one answers 404).
  'GET /api/calendar/:token.ics': everyone(),
  'POST /api/planning/load': only(psychologists),
  'PUT /api/planning/update/v2': only(psychologists),
  'POST /api/planning/copy-week': only(psychologists),
  'GET /api/planning/standing-week': only(psychologists),
  'PUT /api/planning/standing-week': only(psychologists),
  'POST /api/planning/absences/preview': only(psychologists),
  'POST /api/planning/absences': only(psychologists),
  'GET /api/planning/absences': only(psychologists),
  // Another psychologist's absence answers like a missing one.
  'DELETE /api/planning/absences/:absenceId': only(psychologistOwnMeeting),
  'GET /api/planning/public-holidays': only(psychologists),
  'PUT /api/planning/public-holidays/open': only(psychologists),
  'PUT /api/planning/public-holidays/close': only(psychologists),
  'GET /api/employee-service/employee/account/details': only(employees),
  'POST /api/employee-service/employee/account/details/update': only(employees),
  'POST /api/employee-service/meeting/find': only(employees),
  'POST /api/employee-service/meeting/create': only(employees),
  'GET /api/employee-service/meeting/load': only(employees),
  'GET /api/employee-service/psychologists': only(employees),
  'POST /api/employee-service/meeting/:id/cancel': only(employeeOwnMeeting),
  'POST /api/employee-service/meeting/:id/rate': only(employeeOwnMeeting),
  'POST /api/employee-service/meeting/:id/move/find': only(employeeOwnMeeting),
  'POST /api/employee-service/meeting/:id/move': only(employeeOwnMeeting),
  'GET /api/employee-service/meeting/:id/continue': only(employeeOwnMeeting),
  'POST /api/employee-service/meeting/:id/continue/find': only(employeeOwnMeeting),
  'POST /api/employee-service/meeting/:id/no-show': only(employeeOwnMeeting),
  'GET /api/employee-service/waiting-list': only(employees),
  // Without a valid body ('{}') the employee is refused 400 once the access rules let them through.
  'POST /api/employee-service/waiting-list': only(employees),
  // The employee's own entry; another employee is told it does not exist.
  'POST /api/employee-service/waiting-list/:id/cancel': only(employeeOwnMeeting),
  'POST /api/employee-service/waiting-list/offer/book': only(employees),
  'GET /api/employee-service/follow-up': only(employees),
  // A proposal made to 'employee' (below): another employee is told it does not exist.
  'GET /api/employee-service/follow-up/:id': only(employeeOwnMeeting),
  'POST /api/employee-service/follow-up/:id/accept': only(employeeOwnMeeting),
  'POST /api/employee-service/follow-up/:id/decline': only(employeeOwnMeeting),
  // Without its password ('{}') the erasure is refused (400) and nothing is erased.
  'POST /api/employee-service/employee/data/erase': only(employees),
  'POST /api/employee-service/employee/data/export': only(employees),
  'GET /api/employee-service/employee/data/export': only(employees),
  // The employee's own export (in preparation: 409, which passes); another employee is told it does not exist.
  'GET /api/employee-service/employee/data/export/:id/download': only(employeeOwnMeeting),
  'GET /api/employee-service/employee/account/mail-preferences': only(employees),
  'PUT /api/employee-service/employee/account/mail-preferences': only(employees),
};

/**
 * Valid bodies where an ownership check can only run after validation; other routes get '{}', and
 * the anonymous caller a malformed body.
 */
const VALID_BODIES: Record<string, object> = {
  'PUT /api/admin/mails/:id': { subject: 'Objet', content: 'Texte' },
  'POST /api/employee-service/meeting/:id/rate': { rating: 5 },
  'POST /api/employee-service/meeting/:id/move/find': { startDate: '2026-01-05T08:00:00.000Z', endDate: '2026-01-06T08:00:00.000Z' },
  'POST /api/employee-service/meeting/:id/move': { meetingId: '00000000-0000-4000-8000-000000000000' },
  'POST /api/employee-service/meeting/:id/continue/find': { meetingType: 'TEAMS', startDate: '2026-01-05T08:00:00.000Z', endDate: '2026-01-06T08:00:00.000Z' },
  'POST /api/employee-service/follow-up/:id/accept': { meetingId: '00000000-0000-4000-8000-000000000000' },
  'POST /api/doctor/meetings/:id/follow-up': { meetingIds: ['00000000-0000-4000-8000-000000000000'] },
  'PUT /api/admin/settings/consultation-price': { consultationPriceEuros: 80 },
};

/** Path parameters of one route, where the shared ones below would not name the right kind of record. */
let ROUTE_PARAMETERS: Record<string, Record<string, string>> = {};

let testApp: TestApp;
let authorizations: Record<Exclude<Principal, 'anonymous'>, string>;
/** A session of its own for each principal's call of the sign-out route, which ends the session it is called with. */
let signOutAuthorization: (principal: Exclude<Principal, 'anonymous'>) => Promise<string>;
let parameters: Record<string, string>;

/** GET /metrics exists with its token only (decision 0068): the matrix's app has one, to check that no session opens it. */
const METRICS_TOKEN = 'jeton-des-metriques-de-la-matrice-0123456789';

beforeAll(async () => {
  testApp = await createTestApp({ metricsToken: METRICS_TOKEN });
  const { db } = testApp;
  const employee = await createEmployee(db);
  const otherEmployee = await createEmployee(db, { companyId: employee.companyId });
  const firstConnectionEmployee = await createEmployee(db, { isFirstConnection: true });
  const psychologist = await createDoctor(db);
  const otherPsychologist = await createDoctor(db);
  const siteAdmin = await createAdmin(db, { adminRole: 'SITE' });
  const techAdmin = await createAdmin(db, { adminRole: 'TECH' });
  const upcoming = await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(10, 10) });
  // The admin routes act on another company, whose employee's upcoming consultation (touched by no
  // route here) keeps the company and the employee from being deleted while the matrix runs.
  const adminTarget = await createEmployee(db);
  await createBookedConsultation(db, { doctorId: otherPsychologist.id, employee: adminTarget, startsAt: weekdayAt(12, 11) });
  const bearer = (user: { id: string; role: 'ADMIN' | 'DOCTOR' | 'EMPLOYEE' }) => bearerFor(testApp, user);
  const signedOut = async (user: { id: string; role: 'ADMIN' | 'DOCTOR' | 'EMPLOYEE' }) => {
    const authorization = await bearer(user);
    const revoked = await testApp.app.inject({ method: 'POST', url: '/api/token/revoke', headers: { authorization } });
    if (revoked.statusCode !== 200) throw new Error(`sign-out failed: ${revoked.body}`);
    return authorization;
  };
  // Accounts that stay usable with other sessions: only the token that signed out is refused.
  const signedOutEmployee = await createEmployee(db, { companyId: employee.companyId });
  const signedOutTechAdmin = await createAdmin(db, { adminRole: 'TECH' });
  const users = { employee, otherEmployee, firstConnectionEmployee, psychologist, otherPsychologist, siteAdmin, techAdmin };
  authorizations = {
    signedOutEmployee: await signedOut(signedOutEmployee),
    signedOutTechAdmin: await signedOut(signedOutTechAdmin),
    employee: await bearer(employee),
    otherEmployee: await bearer(otherEmployee),
    firstConnectionEmployee: await bearer(firstConnectionEmployee),
    psychologist: await bearer(psychologist),
    otherPsychologist: await bearer(otherPsychologist),
    siteAdmin: await bearer(siteAdmin),
    techAdmin: await bearer(techAdmin),
  };
  signOutAuthorization = async (principal) => (principal in users ? bearer(users[principal as keyof typeof users]) : authorizations[principal]);
  // Still open when the walk reaches DELETE /api/account/sessions/:sessionId, named by its id only.
  const employeeOtherSession = (await verifyAccessToken(testApp.config.jwtSecret, (await bearer(employee)).slice('Bearer '.length)))!.sessionId;
  // Path parameters point at resources of 'employee' and 'psychologist'.
  // The billing routes act on 'psychologist''s last month: a completed consultation and its invoice
  // (uploaded first, as the multipart route gets a JSON body here), so download, close and pay go through.
  await createBookedConsultation(db, { doctorId: psychologist.id, employee: await createEmployee(db), startsAt: weekdayMonthsAgo(1, 10) });
  const billMonth = parisMonthKey(weekdayMonthsAgo(1, 10));
  const invoice = multipartFile('facture.pdf', SAMPLE_PDF);
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: `/api/admin/doctors/${psychologist.id}/bills/${billMonth}/document`,
    headers: { authorization: authorizations.techAdmin, ...invoice.headers },
    payload: invoice.payload,
  });
  if (uploaded.statusCode !== 200) throw new Error(`invoice upload failed: ${uploaded.body}`);
  const bill = { id: psychologist.id, month: billMonth };
  // A draft of an open kind: the TECH admin may edit it (and, later in the walk, delete it).
  const draftMail = await testApp.app.mailer.send({ kind: 'contact-ack', to: 'rh@client.fr', subject: 'Objet', text: 'Texte' });
  const doctorTarget = { id: otherPsychologist.id };
  // A follow-up proposed to 'employee' from their upcoming consultation (the walk may decline it: a later answer is 409, which passes).
  const [followUp] = await db
    .insert(followUpProposals)
    .values({ doctorId: psychologist.id, employeeId: employee.id, fromMeetingId: upcoming.id, expiresAt: new Date(Date.now() + 72 * 3_600_000) })
    .returning({ id: followUpProposals.id });
  ROUTE_PARAMETERS = {
    'DELETE /api/planning/absences/:absenceId': {
      absenceId: (
        await db
          .insert(doctorAbsences)
          .values({ doctorId: psychologist.id, startsAt: weekdayAt(30, 9), endsAt: weekdayAt(30, 12) })
          .returning()
      )[0].id,
    },
    'POST /api/admin/mails/:id/send': { id: draftMail },
    'PUT /api/admin/mails/:id': { id: draftMail },
    'DELETE /api/admin/mails/:id': { id: draftMail },
    'DELETE /api/admin/admins/delete/:id': { id: (await createAdmin(db, { adminRole: 'TECH' })).id },
    // An account no principal is: the request is recorded (its approval would end the account's sessions).
    'POST /api/admin/accounts/:userId/second-factor/reset': { userId: (await createDoctor(db)).id },
    // Already decided: the access rules let the TECH admin through to the 409 (the principal is too new to approve anyway).
    'POST /api/admin/second-factor-resets/:requestId/approve': { requestId: await resetRequestOf(db, 'CANCELLED') },
    'POST /api/admin/second-factor-resets/:requestId/cancel': { requestId: await resetRequestOf(db, 'PENDING') },
    'PUT /api/admin/admins/update/:id': { id: siteAdmin.id },
    'POST /api/admin/admins/:id/invitation/resend': { id: siteAdmin.id },
    'POST /api/admin/admins/:id/tech-approval/approve': { id: siteAdmin.id },
    'POST /api/admin/doctors/:id/invitation/resend': doctorTarget,
    'GET /api/admin/doctors/:id/credits/load': doctorTarget,
    'PUT /api/admin/doctors/update/:id': doctorTarget,
    'DELETE /api/admin/doctors/delete/:id': doctorTarget,
    'GET /api/admin/doctors/:id/bills': bill,
    'POST /api/admin/doctors/:id/bills/:month/document': bill,
    'GET /api/admin/doctors/:id/bills/:month/document': bill,
    'POST /api/admin/doctors/:id/bills/:month/validate': bill,
    'POST /api/admin/doctors/:id/bills/:month/pay': bill,
    'POST /api/employee-service/waiting-list/:id/cancel': {
      id: (
        await db
          .insert(waitingListEntries)
          .values({
            employeeId: employee.id,
            category: 'Psychologue clinicien',
            meetingType: 'TEAMS',
            periodStartsAt: new Date(),
            periodEndsBefore: new Date(Date.now() + 86_400_000),
            createdAt: new Date(),
            expiresAt: new Date(Date.now() + 86_400_000),
          })
          .returning({ id: waitingListEntries.id })
      )[0].id,
    },
    'GET /api/employee-service/follow-up/:id': { id: followUp.id },
    'POST /api/employee-service/follow-up/:id/accept': { id: followUp.id },
    'POST /api/employee-service/follow-up/:id/decline': { id: followUp.id },
    'GET /api/employee-service/employee/data/export/:id/download': {
      id: (await db.insert(dataExports).values({ userId: employee.id }).returning({ id: dataExports.id }))[0].id,
    },
  };
  // A working feed address of a psychologist no principal is, so the walk's own new addresses do not end it.
  const feedToken = randomBytes(32).toString('base64url');
  await db.insert(calendarFeeds).values({ doctorId: (await createDoctor(db)).id, tokenHash: hashFeedToken(feedToken) });
  parameters = {
    id: upcoming.id,
    resetToken: 'a'.repeat(64),
    emailChangeToken: 'a'.repeat(64),
    contactEmailToken: 'a'.repeat(64),
    invitationToken: 'a'.repeat(64),
    companyId: adminTarget.companyId,
    employeeId: adminTarget.id,
    token: feedToken,
    sessionId: employeeOtherSession,
    // A finished import of the company, its summary not yet downloaded (the second download answers 410).
    importId: (
      await db
        .insert(employeeImports)
        .values({ companyId: adminTarget.companyId, contentHash: 'matrix', status: 'COMPLETED', totalCount: 0, summaryEncrypted: encryptSecret(testApp.config.dataEncryptionKey, 'Prénom;Nom') })
        .returning({ id: employeeImports.id })
    )[0].id,
  };
});
afterAll(async () => testApp?.close());

/** A second-factor reset request on an account no principal is, asked by another TECH administrator. */
async function resetRequestOf(db: TestApp['db'], status: 'PENDING' | 'CANCELLED') {
  const [row] = await db
    .insert(secondFactorResetRequests)
    .values({ targetUserId: (await createDoctor(db)).id, requestedBy: (await createAdmin(db, { adminRole: 'TECH' })).id, status, refuseTokenHash: randomBytes(16).toString('hex') })
    .returning({ id: secondFactorResetRequests.id });
  return row.id;
}

function urlOf(method: string, route: string) {
  return route.replace(/:(\w+)/g, (_match, name: string) => {
    const value = ROUTE_PARAMETERS[`${method} ${route}`]?.[name] ?? parameters[name];
    if (!value) throw new Error(`Pas de valeur d'exemple pour le paramètre :${name}`);
    return value;
  });
}

function matches(outcome: Outcome, status: number) {
  if (outcome === 'pass') return ![401, 403, 404].includes(status) && status < 500;
  return status === outcome;
}

describe('authorisation matrix', () => {
  it('GET /metrics, outside the API and its sessions: refused with 401 to every principal, opened by its own token only', async () => {
    for (const principal of PRINCIPALS) {
      const headers = principal === 'anonymous' ? {} : { authorization: authorizations[principal] };
      expect((await testApp.app.inject({ method: 'GET', url: '/metrics', headers })).statusCode, principal).toBe(401);
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).statusCode).toBe(200);
  });

  it('has an expected outcome for every route of the app, and no entry for a route that does not exist', () => {
    const routes = testApp.app.routeAccessTable.map((entry) => `${entry.method} ${entry.url}`);
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(
      routes.filter((route) => !(route in EXPECTED)),
      'routes without an expected outcome',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((route) => !routes.includes(route)),
      'expectations for unknown routes',
    ).toEqual([]);
  });

  it('answers every route as declared, for each principal', async () => {
    const mismatches: string[] = [];
    for (const { method, url } of testApp.app.routeAccessTable) {
      const expected = EXPECTED[`${method} ${url}`];
      if (!expected) continue;
      for (const principal of PRINCIPALS) {
        const hasBody = method !== 'GET' && method !== 'DELETE';
        // The anonymous caller sends a malformed body: it must still read 401, never a validation error.
        const response = await testApp.app.inject({
          method: method as 'GET',
          url: urlOf(method, url),
          headers: {
            ...(principal === 'anonymous' ? {} : { authorization: url === '/api/token/revoke' ? await signOutAuthorization(principal) : authorizations[principal] }),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: principal === 'anonymous' ? '{"broken":' : JSON.stringify(VALID_BODIES[`${method} ${url}`] ?? {}) } : {}),
        });
        if (!matches(expected[principal], response.statusCode)) {
          mismatches.push(`${method} ${url} as ${principal}: expected ${expected[principal]}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
