import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisMonthKey } from '@parenthese/shared';
import { calendarFeeds, dataExports, psychologistAbsences, employeeImports, followUpProposals, secondFactorResetRequests, waitingListEntries } from './db/schema';
import { encryptSecret } from './lib/secret-box';
import { verifyAccessToken } from './lib/access-tokens';
import { hashFeedToken } from './modules/calendar/service';
import { createAdmin, createPsychologist, createEmployee } from '../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../test/support/consultations';
import { multipartFile, SAMPLE_PDF, weekdayMonthsAgo } from '../test/support/billing';
import { createTestApp, type TestApp } from '../test/support/test-app';
import { EXPECTED, PRINCIPALS, VALID_BODIES, type Outcome, type Principal } from '../test/support/authorization-outcomes';

/**
 * Every API route of the app's own route table (collected by the access hook through Fastify's
 * onRoute) is called as each principal below and the answer is compared with the table of expected
 * outcomes. A route without an entry fails this test, so a route added later is covered from its
 * first commit; a route without an access declaration does not even start.
 */

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
  const psychologist = await createPsychologist(db);
  const otherPsychologist = await createPsychologist(db);
  const siteAdmin = await createAdmin(db, { adminRole: 'SITE' });
  const techAdmin = await createAdmin(db, { adminRole: 'TECH' });
  const upcoming = await createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(10, 10, testApp.clock.now()) });
  // The admin routes act on another company, whose employee's upcoming consultation (touched by no
  // route here) keeps the company and the employee from being deleted while the matrix runs.
  const adminTarget = await createEmployee(db);
  await createBookedConsultation(db, { doctorId: otherPsychologist.id, employee: adminTarget, startsAt: weekdayAt(12, 11, testApp.clock.now()) });
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
  const employeeOtherSession = (await verifyAccessToken(testApp.config.jwtSecret, (await bearer(employee)).slice('Bearer '.length), testApp.clock.now()))!.sessionId;
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
  const draftMail = await testApp.services.mailer.send({ kind: 'contact-ack', to: 'rh@client.fr', subject: 'Objet', text: 'Texte' });
  const psychologistTarget = { id: otherPsychologist.id };
  // A follow-up proposed to 'employee' from their upcoming consultation (the walk may decline it: a later answer is 409, which passes).
  const [followUp] = await db
    .insert(followUpProposals)
    .values({ doctorId: psychologist.id, employeeId: employee.id, fromMeetingId: upcoming.id, expiresAt: new Date(testApp.clock.now().getTime() + 72 * 3_600_000) })
    .returning({ id: followUpProposals.id });
  ROUTE_PARAMETERS = {
    'DELETE /api/planning/absences/:absenceId': {
      absenceId: (
        await db
          .insert(psychologistAbsences)
          .values({ doctorId: psychologist.id, startsAt: weekdayAt(30, 9, testApp.clock.now()), endsAt: weekdayAt(30, 12, testApp.clock.now()) })
          .returning()
      )[0].id,
    },
    'POST /api/admin/mails/:id/send': { id: draftMail },
    'PUT /api/admin/mails/:id': { id: draftMail },
    'DELETE /api/admin/mails/:id': { id: draftMail },
    'DELETE /api/admin/admins/delete/:id': { id: (await createAdmin(db, { adminRole: 'TECH' })).id },
    // An account no principal is: the request is recorded (its approval would end the account's sessions).
    'POST /api/admin/accounts/:userId/second-factor/reset': { userId: (await createPsychologist(db)).id },
    // Already decided: the access rules let the TECH admin through to the 409 (the principal is too new to approve anyway).
    'POST /api/admin/second-factor-resets/:requestId/approve': { requestId: await resetRequestOf(db, 'CANCELLED') },
    'POST /api/admin/second-factor-resets/:requestId/cancel': { requestId: await resetRequestOf(db, 'PENDING') },
    'PUT /api/admin/admins/update/:id': { id: siteAdmin.id },
    'POST /api/admin/admins/:id/invitation/resend': { id: siteAdmin.id },
    'POST /api/admin/admins/:id/tech-approval/approve': { id: siteAdmin.id },
    'POST /api/admin/doctors/:id/invitation/resend': psychologistTarget,
    'GET /api/admin/doctors/:id/credits/load': psychologistTarget,
    'PUT /api/admin/doctors/update/:id': psychologistTarget,
    'DELETE /api/admin/doctors/delete/:id': psychologistTarget,
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
            periodStartsAt: testApp.clock.now(),
            periodEndsBefore: new Date(testApp.clock.now().getTime() + 86_400_000),
            createdAt: testApp.clock.now(),
            expiresAt: new Date(testApp.clock.now().getTime() + 86_400_000),
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
  await db.insert(calendarFeeds).values({ doctorId: (await createPsychologist(db)).id, tokenHash: hashFeedToken(feedToken) });
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
    .values({ targetUserId: (await createPsychologist(db)).id, requestedBy: (await createAdmin(db, { adminRole: 'TECH' })).id, status, refuseTokenHash: randomBytes(16).toString('hex') })
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
