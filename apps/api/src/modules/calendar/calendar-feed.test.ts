import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parisDateTime } from '@parenthese/shared';
import { auditLog, calendarFeeds, carePairs, psychologistAbsences, employees, meetings, users } from '../../db/schema';
import { parseCalendar } from '../../../test/support/calendar';
import { createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { FEED_REQUESTS_PER_ADDRESS } from './service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp?.close());
afterEach(() => vi.useRealTimers());

const DAY = 86_400_000;
/** An employee nobody could mistake: each of these is looked for in the feed's text. */
const IDENTITY = { firstName: 'Zéphyrine', lastName: 'Quarteron', phoneNumber: '0698765432' };
const SUBJECT = 'Insomnies XK42 depuis le divorce';

async function psychologistWithBearer() {
  const psychologist = await createPsychologist(testApp.db);
  return { psychologist, authorization: await bearerFor(testApp, psychologist) };
}

async function recognisableEmployee() {
  // Enough credits for every booking a test makes for this one person.
  const employee = await createEmployee(testApp.db, { phoneNumber: IDENTITY.phoneNumber, credits: 10 });
  await testApp.db.update(employees).set({ firstName: IDENTITY.firstName, lastName: IDENTITY.lastName }).where(eq(employees.userId, employee.id));
  return employee;
}

/** Creates a new feed address as the psychologist and returns its path. */
async function newAddress(authorization: string) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/doctor/calendar-feed', headers: { authorization } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { feedUrl: string; activeSince: string; isActive: boolean };
  return { ...body, path: new URL(body.feedUrl).pathname, token: /\/api\/calendar\/([^/]+)\.ics$/.exec(new URL(body.feedUrl).pathname)![1] };
}

/** The feed's consultation events: closed public holidays of the period (real dates) come as busy events too. */
const consultationEvents = (text: string) => parseCalendar(text).events.filter((event) => !event.uid.startsWith('closed-'));

const fetchFeed = (path: string, remoteAddress = '127.0.0.1') => testApp.app.inject({ method: 'GET', url: path, remoteAddress });

describe('the psychologist’s feed address', () => {
  it('is created once with a long random token, kept only as its digest, and its state says since when', async () => {
    const { psychologist, authorization } = await psychologistWithBearer();
    const before = await testApp.app.inject({ method: 'GET', url: '/api/doctor/calendar-feed', headers: { authorization } });
    expect(before.json()).toEqual({ isActive: false, activeSince: null });

    const created = await newAddress(authorization);
    expect(created.feedUrl).toMatch(new RegExp(`^${testApp.config.appUrl.replace(/\/$/, '')}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const state = await testApp.app.inject({ method: 'GET', url: '/api/doctor/calendar-feed', headers: { authorization } });
    expect(state.json()).toEqual({ isActive: true, activeSince: created.activeSince });
    // The token itself is in no answer but the creation's, and nowhere in the database.
    expect(state.body).not.toContain(created.token);
    const rows = await testApp.db.select().from(calendarFeeds).where(eq(calendarFeeds.doctorId, psychologist.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(created.token);
    const audit = await testApp.db.select().from(auditLog).where(eq(auditLog.actorUserId, psychologist.id));
    expect(audit.map((row) => row.action)).toEqual(['calendar-feed.created']);
    expect(JSON.stringify(audit)).not.toContain(created.token);
  });

  it('is replaced by a new one, after which the old one answers like an unknown or malformed address', async () => {
    const { psychologist, authorization } = await psychologistWithBearer();
    const first = await newAddress(authorization);
    expect((await fetchFeed(first.path)).statusCode).toBe(200);
    const second = await newAddress(authorization);
    expect(second.token).not.toBe(first.token);

    const ended = await fetchFeed(first.path);
    const unknown = await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`);
    const malformed = await fetchFeed('/api/calendar/abc.ics');
    expect([ended.statusCode, unknown.statusCode, malformed.statusCode]).toEqual([404, 404, 404]);
    expect(ended.json()).toEqual({ code: 'NOT_FOUND', message: 'Agenda introuvable.' });
    expect(unknown.body).toBe(ended.body);
    expect(malformed.body).toBe(ended.body);
    expect((await fetchFeed(second.path)).statusCode).toBe(200);
    const active = await testApp.db.select().from(calendarFeeds).where(eq(calendarFeeds.doctorId, psychologist.id));
    expect(active.filter((row) => row.revokedAt === null)).toHaveLength(1);
    const audit = await testApp.db.select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(eq(auditLog.actorUserId, psychologist.id));
    expect(audit).toContainEqual({ action: 'calendar-feed.created', details: { hasReplacedActive: true } });
  });

  it('ends when the psychologist ends it, or when the account is locked', async () => {
    const { psychologist, authorization } = await psychologistWithBearer();
    const address = await newAddress(authorization);
    const ended = await testApp.app.inject({ method: 'DELETE', url: '/api/doctor/calendar-feed', headers: { authorization } });
    expect(ended.json()).toEqual({ isActive: false, activeSince: null });
    expect((await fetchFeed(address.path)).statusCode).toBe(404);
    // Ending again changes nothing and writes no second audit row.
    expect((await testApp.app.inject({ method: 'DELETE', url: '/api/doctor/calendar-feed', headers: { authorization } })).statusCode).toBe(200);
    const actions = (await testApp.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorUserId, psychologist.id))).map((row) => row.action);
    expect(actions.sort()).toEqual(['calendar-feed.created', 'calendar-feed.revoked']);

    const again = await newAddress(authorization);
    expect((await fetchFeed(again.path)).statusCode).toBe(200);
    await testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, psychologist.id));
    expect((await fetchFeed(again.path)).statusCode).toBe(404);
  });

  it('keeps one active address when two are asked for at once', async () => {
    const { psychologist, authorization } = await psychologistWithBearer();
    const answers = await Promise.all([0, 1].map(() => testApp.app.inject({ method: 'POST', url: '/api/doctor/calendar-feed', headers: { authorization } })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await testApp.db.select().from(calendarFeeds).where(eq(calendarFeeds.doctorId, psychologist.id));
    expect(rows.filter((row) => row.revokedAt === null)).toHaveLength(1);
    const working = await Promise.all(answers.map((answer) => fetchFeed(new URL(answer.json().feedUrl).pathname)));
    expect(working.map((response) => response.statusCode).sort()).toEqual([200, 404]);
  });
});

describe('the feed', () => {
  it('lists the psychologist’s pending and accepted consultations from a month back to the end of the booking window, and nothing else', async () => {
    const { psychologist, authorization } = await psychologistWithBearer();
    const other = await createPsychologist(testApp.db);
    const employee = await recognisableEmployee();
    const db = testApp.db;
    const book = (startsAt: Date, values: { meetingType?: 'PHONE' | 'TEAMS'; doctorDecision?: 'PENDING' | 'ACCEPTED' } = {}) =>
      createBookedConsultation(db, { doctorId: psychologist.id, employee, startsAt, subject: SUBJECT, ...values });

    const pendingVideo = await book(weekdayAt(5, 10, testApp.clock.now()), { meetingType: 'TEAMS' });
    const acceptedPhone = await book(weekdayAt(8, 11, testApp.clock.now()), { doctorDecision: 'ACCEPTED' });
    const lastWeeks = await book(new Date(testApp.clock.now().getTime() - 20 * DAY), { doctorDecision: 'ACCEPTED' });
    const tooOld = await book(new Date(testApp.clock.now().getTime() - 40 * DAY), { doctorDecision: 'ACCEPTED' });
    const tooFar = await book(new Date(testApp.clock.now().getTime() + 120 * DAY), { doctorDecision: 'ACCEPTED' });
    const cancelled = await book(weekdayAt(9, 15, testApp.clock.now()));
    const cancel = await testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${cancelled.id}/cancel`, headers: { authorization: await bearerFor(testApp, employee) } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const othersConsultation = await createBookedConsultation(db, { doctorId: other.id, employee, startsAt: weekdayAt(6, 9, testApp.clock.now()), subject: SUBJECT });
    await createSlot(db, psychologist.id, weekdayAt(6, 14, testApp.clock.now()));

    const address = await newAddress(authorization);
    const response = await fetchFeed(address.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const cacheControl = String(response.headers['cache-control']);
    expect(cacheControl).toMatch(/^private, max-age=(\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)![1])).toBeLessThanOrEqual(300);

    const { method, events } = parseCalendar(response.body);
    expect(method).toBe('PUBLISH');
    // Calendar clients ask for it compressed, like JSON answers.
    const compressed = await testApp.app.inject({ method: 'GET', url: address.path, headers: { 'accept-encoding': 'gzip' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(
      gunzipSync(compressed.rawPayload)
        .toString('utf8')
        .replace(/DTSTAMP:\S+/g, ''),
    ).toBe(response.body.replace(/DTSTAMP:\S+/g, ''));
    // Closed public holidays of the period are busy events too (their own test below): not consultations.
    const byId = new Map(events.filter((event) => !event.uid.startsWith('closed-')).map((event) => [event.uid.replace('@parenthese.fr', ''), event]));
    expect([...byId.keys()].sort()).toEqual([pendingVideo.id, acceptedPhone.id, lastWeeks.id].sort());
    for (const absent of [tooOld, tooFar, cancelled, othersConsultation]) expect(response.body).not.toContain(absent.id);

    const video = byId.get(pendingVideo.id)!;
    expect(video).toMatchObject({ status: 'TENTATIVE', location: pendingVideo.meetingLink, url: pendingVideo.meetingLink, summary: 'Rendez-vous Parenthèse' });
    expect(video.startsAt).toEqual(pendingVideo.startsAt);
    expect(video.endsAt).toEqual(pendingVideo.endsAt);
    // The person by the pair's pseudonym (decision 0060), then the number to call while the phone
    // consultation is ahead; no longer once it is over.
    const [pair] = await db
      .select()
      .from(carePairs)
      .where(and(eq(carePairs.employeeId, employee.id), eq(carePairs.doctorId, psychologist.id)));
    const person = `Personne ${pair.pseudonym}`;
    expect(byId.get(acceptedPhone.id)).toMatchObject({ status: 'CONFIRMED', description: `${person}\nRendez-vous par téléphone : appelez le 06.98.76.54.32 à l'heure prévue.` });
    expect(byId.get(lastWeeks.id)!.description).toBe(`${person}\nRendez-vous par téléphone.`);
    // Never in the summary, which notifications and shared screens show.
    for (const event of byId.values()) expect(event.summary).toBe('Rendez-vous Parenthèse');
  });

  it('shows an absence as busy time, with nothing of why', async () => {
    const { psychologist, authorization } = await psychologistWithBearer();
    const start = weekdayAt(10, 9, testApp.clock.now());
    const end = new Date(start.getTime() + 3 * 3_600_000);
    await testApp.db.insert(psychologistAbsences).values({ doctorId: psychologist.id, startsAt: start, endsAt: end });

    const { events } = parseCalendar((await fetchFeed((await newAddress(authorization)).path)).body);
    const absence = events.find((event) => event.uid.startsWith('closed-') && event.startsAt.getTime() === start.getTime());
    expect(absence).toMatchObject({ summary: 'Indisponible', endsAt: end });
    expect(absence!.description ?? '').toBe('');
  });

  it('names no employee and no motive anywhere in its text', async () => {
    const { authorization, psychologist } = await psychologistWithBearer();
    const employee = await recognisableEmployee();
    const [account] = await testApp.db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, employee.id));
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(4, 10, testApp.clock.now()), subject: SUBJECT, meetingType: 'TEAMS' });
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(4, 14, testApp.clock.now()), subject: SUBJECT, doctorDecision: 'ACCEPTED' });
    const text = (await fetchFeed((await newAddress(authorization)).path)).body;
    expect(consultationEvents(text)).toHaveLength(2);
    // Unfolded, so that a value cut by a line fold is still found.
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    const secrets = [IDENTITY.firstName, IDENTITY.lastName, account.email!, account.username!, employee.id, employee.companyId, SUBJECT, 'XK42', 'Psychologue clinicien'];
    expect(secrets.filter((secret) => unfolded.toLowerCase().includes(secret.toLowerCase()))).toEqual([]);
    expect(unfolded).not.toMatch(/psycholog|consultation|th[ée]rap/i);
  });

  it('keeps each consultation’s UID and raises its SEQUENCE when the psychologist accepts; a cancellation raises it too', async () => {
    const { psychologist, authorization } = await psychologistWithBearer();
    const employee = await createEmployee(testApp.db, { credits: 5 });
    const consultation = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(6, 10, testApp.clock.now()) });
    const address = await newAddress(authorization);
    const [before] = consultationEvents((await fetchFeed(address.path)).body);
    expect(before).toMatchObject({ uid: `${consultation.id}@parenthese.fr`, sequence: 0, status: 'TENTATIVE' });

    const accepted = await testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${consultation.id}/accept`, headers: { authorization } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [after] = consultationEvents((await fetchFeed(address.path)).body);
    expect(after).toMatchObject({ uid: before.uid, sequence: 1, status: 'CONFIRMED' });

    const cancelled = await testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${consultation.id}/cancel`, headers: { authorization } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const sequence = async (id: string) => (await testApp.db.select({ value: meetings.calendarSequence }).from(meetings).where(eq(meetings.id, id)))[0].value;
    expect(await sequence(consultation.id)).toBe(2);
    expect(consultationEvents((await fetchFeed(address.path)).body)).toEqual([]);

    // Refused while pending, or cancelled by the employee: one more each time, from the booking's 0. A week apart
    // each: consecutive days can land on the same Monday, and the hour the employee frees is published again.
    const refused = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(13, 10, testApp.clock.now()) });
    await testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${refused.id}/refuse`, headers: { authorization } });
    const byEmployee = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(20, 10, testApp.clock.now()) });
    await testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${byEmployee.id}/cancel`, headers: { authorization: await bearerFor(testApp, employee) } });
    expect([await sequence(refused.id), await sequence(byEmployee.id)]).toEqual([1, 1]);
    // The hour the employee freed is published again, as a new slot starting from 0.
    const [reopened] = await testApp.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.startsAt, byEmployee.startsAt), eq(meetings.status, 'AVAILABLE')));
    expect(reopened.calendarSequence).toBe(0);
  });

  it('keeps 10:00 Paris time on the days around the March and October clock changes', async () => {
    const { psychologist, authorization } = await psychologistWithBearer();
    const employee = await createEmployee(testApp.db, { credits: 4 });
    const address = await newAddress(authorization);
    // 2027: summer time from Sunday 28 March, winter time from Sunday 31 October. The feed's window
    // follows the clock, so it is read as on a day near each change.
    const cases = [
      {
        today: '2027-03-15T09:00:00Z',
        days: [
          [2027, 3, 26, '2027-03-26T09:00:00.000Z'],
          [2027, 3, 29, '2027-03-29T08:00:00.000Z'],
        ],
      },
      {
        today: '2027-11-10T09:00:00Z',
        days: [
          [2027, 10, 29, '2027-10-29T08:00:00.000Z'],
          [2027, 11, 1, '2027-11-01T09:00:00.000Z'],
        ],
      },
    ] as const;
    for (const { days } of cases) {
      for (const [year, month, day] of days) {
        await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: parisDateTime(year, month, day, 10), doctorDecision: 'ACCEPTED' });
      }
    }
    for (const { today, days } of cases) {
      const before = testApp.clock.now();
      testApp.clock.set(new Date(today));
      const response = await fetchFeed(address.path);
      testApp.clock.set(before);
      const events = consultationEvents(response.body);
      expect(events.map((event) => event.startsAt.toISOString())).toEqual(days.map(([, , , utc]) => utc));
      expect(events.every((event) => event.startZone === 'Europe/Paris')).toBe(true);
    }
  });

  it('refuses a client that asks too often, in French, while others still get theirs', async () => {
    const { authorization } = await psychologistWithBearer();
    const address = await newAddress(authorization);
    const busy = '203.0.113.7';
    for (let index = 0; index < FEED_REQUESTS_PER_ADDRESS.points; index += 1) {
      const response = await fetchFeed(address.path, busy);
      if (response.statusCode !== 200) throw new Error(`request ${index + 1}: ${response.statusCode}`);
    }
    const refused = await fetchFeed(address.path, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de demandes pour cet agenda\. Veuillez réessayer dans 1 minute\.$/);
    // Guessing is limited too: an unknown token spends the same points.
    expect((await fetchFeed(`/api/calendar/${'B'.repeat(43)}.ics`, busy)).statusCode).toBe(429);
    expect((await fetchFeed(address.path, '203.0.113.8')).statusCode).toBe(200);
  });
});
