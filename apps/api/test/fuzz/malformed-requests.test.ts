import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it as plainIt } from 'vitest';
import { it } from '@fast-check/vitest';
import { eq, sql } from 'drizzle-orm';
import { psychologistAbsences, psychologistPresentations, followUpProposals, meetings, waitingListEntries } from '../../src/db/schema';
import { signAccessToken } from '../../src/lib/access-tokens';
import { createAdmin, createPsychologist, createEmployee } from '../support/factories';
import { bearerFor, createBookedConsultation, createSlot, weekdayAt } from '../support/consultations';
import { createTestApp } from '../support/test-app';
import { malformedRequest, type Principal } from './malformed-requests';

/**
 * Property-based fuzzing of every route of the app's own route table: hostile requests never get a
 * 5xx, and a rejected request leaves the database as it was. A fixed seed keeps `npm test`
 * reproducible; FUZZ_RUNS (total requests) and FUZZ_SEED let the bench run more (bench/fuzz.mjs).
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

const testApp = await createTestApp();
afterAll(async () => testApp.close());

const employee = await createEmployee(testApp.db);
const firstConnection = await createEmployee(testApp.db, { isFirstConnection: true });
const psychologist = await createPsychologist(testApp.db);
const admin = await createAdmin(testApp.db);
const siteAdmin = await createAdmin(testApp.db, { adminRole: 'SITE' });
const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(5, 9, testApp.clock.now()));
const booked = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(6, 10, testApp.clock.now()) });
const principals: Principal[] = [
  { name: 'anonyme', authorization: undefined },
  { name: 'jeton invalide', authorization: 'Bearer abc.def.ghi' },
  // Signed with the right secret, but its subject is not an account id.
  {
    name: 'jeton au sujet invalide',
    authorization: `Bearer ${await signAccessToken(testApp.config.jwtSecret, { userId: 'pas-un-uuid', role: 'ADMIN', sessionId: randomUUID() }, testApp.clock.now())}`,
  },
  { name: 'salarié', authorization: await bearerFor(testApp, employee) },
  { name: 'salarié en première connexion', authorization: await bearerFor(testApp, firstConnection) },
  { name: 'psychologue', authorization: await bearerFor(testApp, psychologist) },
  { name: 'admin TECH', authorization: await bearerFor(testApp, admin) },
  { name: 'admin SITE', authorization: await bearerFor(testApp, siteAdmin) },
];
// A waiting list entry of the employee (its cancel route takes its id).
const [waiting] = await testApp.db
  .insert(waitingListEntries)
  .values({
    employeeId: employee.id,
    category: 'Psychologue clinicien',
    meetingType: 'TEAMS',
    periodStartsAt: weekdayAt(40, 0, testApp.clock.now()),
    periodEndsBefore: weekdayAt(47, 0, testApp.clock.now()),
    createdAt: testApp.clock.now(),
    expiresAt: weekdayAt(30, 0, testApp.clock.now()),
  })
  .returning();
// A presentation's public id (« Choisir ma psychologue », decision 0061) is one of the ids a request may carry.
const [presentation] = await testApp.db
  .insert(psychologistPresentations)
  .values({ doctorId: psychologist.id, firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Écoute.', languages: ['FR'] })
  .returning();
// An absence of the psychologist, so its removal route meets a real id too.
const [absence] = await testApp.db
  .insert(psychologistAbsences)
  .values({ doctorId: psychologist.id, startsAt: weekdayAt(20, 9, testApp.clock.now()), endsAt: weekdayAt(20, 12, testApp.clock.now()) })
  .returning();
// A follow-up proposed to the employee, holding the free slot (decision 0066): its routes meet a real proposal.
const [proposal] = await testApp.db
  .insert(followUpProposals)
  .values({ doctorId: psychologist.id, employeeId: employee.id, fromMeetingId: booked.id, expiresAt: new Date(testApp.clock.now().getTime() + 72 * 3_600_000) })
  .returning({ id: followUpProposals.id });
await testApp.db.update(meetings).set({ heldForProposalId: proposal.id }).where(eq(meetings.id, slot.id));
const knownIds = [slot.id, booked.id, employee.id, psychologist.id, presentation.id, waiting.id, absence.id, proposal.id];
// The routes that end sessions (« Déconnexion », « Déconnecter toutes les autres ») are called as
// accounts of their own, so the routes walked after them still meet working sessions.
const SESSION_ENDING_ROUTES = new Set(['POST /api/token/revoke', 'POST /api/account/sessions/end-others']);
const sessionEndingPrincipals: Principal[] = [
  ...principals.filter((principal) => ['anonyme', 'jeton invalide', 'jeton au sujet invalide'].includes(principal.name)),
  { name: 'salarié (sessions)', authorization: await bearerFor(testApp, await createEmployee(testApp.db)) },
  { name: 'psychologue (sessions)', authorization: await bearerFor(testApp, await createPsychologist(testApp.db)) },
  { name: 'admin TECH (sessions)', authorization: await bearerFor(testApp, await createAdmin(testApp.db)) },
];

// The audit log may grow on a refusal (a failed sign-in is recorded): every other table must not change,
// but for a session's last use, written after the answer every few minutes (plugins/auth.ts).
const tables = (await testApp.db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'audit_log' order by tablename`)).rows as {
  tablename: string;
}[];
const fingerprintQuery = sql.raw(
  `select ${tables
    .map(({ tablename }) => {
      const row = tablename === 'sessions' ? '(t.id, t.user_id, t.created_at, t.expires_at, t.ended_at, t.device_label)::text' : 't::text';
      return `(select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from "${tablename}" t) as "${tablename}"`;
    })
    .join(', ')}`,
);
const fingerprint = async () => (await testApp.db.execute(fingerprintQuery)).rows[0] as Record<string, string>;

// A cheap first look: the next transaction id moves only when something wrote (or tried to).
const writeMark = async () => String((await testApp.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`)).rows[0].mark);

const routes = testApp.app.routeTable.filter((route) => !route.url.startsWith('/api/docs'));
const runsPerRoute = Math.ceil(TOTAL_RUNS / routes.length);
let requestsSent = 0;
let baseline = await fingerprint();
let baselineMark = await writeMark();

describe(`${TOTAL_RUNS} hostile requests over every route (seed ${SEED})`, () => {
  for (const route of routes) {
    it.prop([malformedRequest(route, SESSION_ENDING_ROUTES.has(`${route.method} ${route.url}`) ? sessionEndingPrincipals : principals, knownIds)], { numRuns: runsPerRoute, seed: SEED })(
      `${route.method} ${route.url}`,
      async (request) => {
        const response = await testApp.app.inject(request);
        requestsSent += 1;
        expect(response.statusCode, `${request.method} ${request.url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
        const mark = await writeMark();
        if (mark === baselineMark) return;
        const after = await fingerprint();
        if (response.statusCode >= 400) expect(after, `${request.method} ${request.url} a modifié la base`).toEqual(baseline);
        baseline = after;
        baselineMark = mark;
      },
    );
  }

  plainIt('sent at least the requested number of requests', () => {
    expect(requestsSent).toBeGreaterThanOrEqual(TOTAL_RUNS);
  });
});
