import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { psychologistHolidayOpenings, meetings } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee, signIn } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, signedInPsychologist } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The file's own clock, a Monday of January 2027: its weeks are fixed dates (the two 2027 daylight-saving
// weeks, June and later weeks) that must stay in the future, whatever day the suite runs on (the dated runs
// of scripts/test-dated.mjs go past them); 2025 is its past.
const TEST_NOW = new Date('2027-01-04T09:00:00.000Z');

let testApp: TestApp;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW });
  testApp = await createTestApp({}, { clockStart: TEST_NOW });
});
afterAll(async () => {
  await testApp.close();
  vi.useRealTimers();
});

type Slot = { meetingId: string; startDate: string; endDate: string; meetingStatus: string };

const load = (authorization: string, startDate: unknown) => testApp.app.inject({ method: 'POST', url: '/api/planning/load', headers: { authorization }, payload: { startDate } as object });
const update = (authorization: string, payload: unknown) => testApp.app.inject({ method: 'PUT', url: '/api/planning/update/v2', headers: { authorization }, payload: payload as object });

async function storedStarts(psychologistId: string) {
  const rows = await testApp.db.select().from(meetings).where(eq(meetings.doctorId, psychologistId));
  return rows.map((row) => `${row.startsAt.toISOString()} ${row.status}`).sort();
}

// The daylight-saving weeks, ahead of TEST_NOW: clocks go back on Sunday 2027-10-31 and forward on Sunday 2027-03-28.
const OCTOBER_CHANGE_WEEK = '2027-10-25';
const MARCH_CHANGE_WEEK = '2027-03-22';

describe('PUT /api/planning/update/v2 — adding slots', () => {
  it('stores Paris hours right across the October clock change and answers the week', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const consultationDates = [
      '2027-10-25T17:00:00.000Z', // Monday 19:00 Paris, summer time (UTC+2)
      '2027-10-29T05:00:00.000Z', // Friday 07:00 Paris
      '2027-10-29T17:00:00.000Z', // Friday 19:00 Paris, the week's last start
    ];
    const response = await update(psychologist.authorization, { startDate: OCTOBER_CHANGE_WEEK, meetingDates: consultationDates, meetingsToRemove: [] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The week ends at the next Monday 00:00 winter time (UTC+1), after the Sunday change.
    expect(body.weekStart).toBe('2027-10-24T22:00:00.000Z');
    expect(body.weekEnd).toBe('2027-10-31T23:00:00.000Z');
    expect(body.availableMeetings.map((slot: Slot) => slot.startDate)).toEqual([...consultationDates].sort());
    expect(body.availableMeetings.every((slot: Slot) => slot.meetingStatus === 'AVAILABLE')).toBe(true);
    const friday = body.availableMeetings.find((slot: Slot) => slot.startDate === '2027-10-29T17:00:00.000Z');
    expect(friday.endDate).toBe('2027-10-29T18:00:00.000Z');
    // Monday 07:00 after the change is 06:00 UTC. That Monday is la Toussaint, a public holiday the
    // psychologist opens first (closed by default, decision 0064).
    await testApp.db.insert(psychologistHolidayOpenings).values({ doctorId: psychologist.id, day: '2027-11-01' });
    const nextMonday = await update(psychologist.authorization, { startDate: '2027-11-01', meetingDates: ['2027-11-01T06:00:00.000Z'] });
    expect(nextMonday.statusCode).toBe(200);
    expect(await storedStarts(psychologist.id)).toHaveLength(4);
  });

  it('stores Paris hours right across the March clock change, and load finds them from any day of the week', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const consultationDates = ['2027-03-22T06:00:00.000Z', '2027-03-26T18:00:00.000Z']; // Mon 07:00, Fri 19:00 (UTC+1)
    expect((await update(psychologist.authorization, { meetingDates: consultationDates })).statusCode).toBe(200);
    for (const startDate of [MARCH_CHANGE_WEEK, '2027-03-28', '2027-03-25T10:00:00+01:00']) {
      const response = await load(psychologist.authorization, startDate);
      expect(response.statusCode).toBe(200);
      expect(response.json().weekStart).toBe('2027-03-21T23:00:00.000Z');
      expect(response.json().availableMeetings.map((slot: Slot) => slot.startDate)).toEqual(consultationDates);
    }
    // The next week starts at Monday 00:00 summer time.
    expect((await load(psychologist.authorization, '2027-03-29')).json().weekStart).toBe('2027-03-28T22:00:00.000Z');
  });

  it.each([
    ['Saturday 07:00', '2027-10-30T05:00:00.000Z'],
    ['Sunday 19:00, the day clocks go back', '2027-10-31T18:00:00.000Z'],
    ['Friday 23:00 UTC that is Saturday in Paris', '2027-10-29T22:00:00.000Z'],
  ])('refuses a weekend slot (%s) in French, and changes nothing', async (_label, weekend) => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await update(psychologist.authorization, { startDate: OCTOBER_CHANGE_WEEK, meetingDates: ['2027-10-29T05:00:00.000Z', weekend] });
    expect(response.statusCode).toBe(400);
    const message = 'Les salariés ne réservent que du lundi au vendredi : pas de créneau le samedi ni le dimanche.';
    // Friday 23:00 UTC is Saturday 01:00 in Paris: outside the hours before being a weekend.
    expect(response.json().message).toBe(weekend === '2027-10-29T22:00:00.000Z' ? 'Les créneaux doivent se situer entre 07:00 et 20:00 (heure de Paris).' : message);
    expect(await storedStarts(psychologist.id)).toEqual([]);
  });

  it('leaves an existing live slot as it is and ignores duplicates in the batch', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const existing = await createSlot(testApp.db, psychologist.id, new Date('2027-06-14T07:00:00.000Z'));
    const response = await update(psychologist.authorization, {
      meetingDates: ['2027-06-14T07:00:00.000Z', '2027-06-14T08:00:00.000Z', '2027-06-14T08:00:00.000Z'],
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().availableMeetings.map((slot: Slot) => slot.meetingId);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(existing.id);
  });

  it.each([
    ['06:00 Paris, before the day starts', '2027-06-14T04:00:00.000Z', 'Les créneaux doivent se situer entre 07:00 et 20:00 (heure de Paris).'],
    ['20:00 Paris, ending after 20:00', '2027-06-14T18:00:00.000Z', 'Les créneaux doivent se situer entre 07:00 et 20:00 (heure de Paris).'],
    ['06:00 Paris on the October change Sunday', '2027-10-31T05:00:00.000Z', 'Les créneaux doivent se situer entre 07:00 et 20:00 (heure de Paris).'],
    ['not on the hour', '2027-06-14T07:30:00.000Z', 'Les créneaux doivent commencer à une heure pile.'],
    ['a few seconds past the hour', '2027-06-14T07:00:05.000Z', 'Les créneaux doivent commencer à une heure pile.'],
    ['in the past', '2025-06-16T07:00:00.000Z', 'Impossible d’ajouter un créneau dans le passé.'],
  ])('refuses a slot %s, in French, and changes nothing', async (_label, bad, message) => {
    const psychologist = await signedInPsychologist(testApp);
    const kept = await createSlot(testApp.db, psychologist.id, new Date('2027-06-15T07:00:00.000Z'));
    const before = await storedStarts(psychologist.id);
    const response = await update(psychologist.authorization, { meetingDates: ['2027-06-14T09:00:00.000Z', bad], meetingsToRemove: [kept.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors['meetingDates.1']).toBe(message);
    expect(await storedStarts(psychologist.id)).toEqual(before);
  });

  it('refuses a slot outside the displayed week', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await update(psychologist.authorization, { startDate: '2027-06-14', meetingDates: ['2027-06-21T07:00:00.000Z'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tous les créneaux doivent appartenir à la semaine affichée.');
    expect(await storedStarts(psychologist.id)).toEqual([]);
  });

  it.each([
    ['a date that is not a date', { meetingDates: ['demain à 9h'] }],
    ['a date without offset', { meetingDates: ['2027-06-14T07:00:00'] }],
    ['a number instead of a date', { meetingDates: [1781420400000] }],
    ['a list that is not a list', { meetingDates: '2027-06-14T07:00:00.000Z' }],
    ['an id that is not an id', { meetingsToRemove: ['42'] }],
    ['a malformed week', { startDate: '14/06/2027', meetingDates: [] }],
    ['too many slots at once', { meetingDates: Array.from({ length: 92 }, (_, index) => new Date(Date.UTC(2027, 5, 14, 5) + index * 3_600_000).toISOString()) }],
  ])('answers 400 in French to %s', async (_label, payload) => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await update(psychologist.authorization, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[A-Za-zé]/);
    expect(response.body).not.toMatch(/stack|ZodError|select /i);
    expect(await storedStarts(psychologist.id)).toEqual([]);
  });
});

describe('PUT /api/planning/update/v2 — removing slots', () => {
  it('removes the doctor’s own available slots and adds new ones in one go', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const slot = await createSlot(testApp.db, psychologist.id, new Date('2027-06-14T07:00:00.000Z'));
    const response = await update(psychologist.authorization, { meetingDates: ['2027-06-14T08:00:00.000Z'], meetingsToRemove: [slot.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().availableMeetings.map((item: Slot) => item.startDate)).toEqual(['2027-06-14T08:00:00.000Z']);
    expect(await storedStarts(psychologist.id)).toEqual(['2027-06-14T08:00:00.000Z AVAILABLE']);
  });

  it('answers 409 to the removal of a booked slot and changes nothing', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const employee = await createEmployee(testApp.db);
    const free = await createSlot(testApp.db, psychologist.id, new Date('2027-06-14T07:00:00.000Z'));
    const booked = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: new Date('2027-06-14T09:00:00.000Z') });
    const before = await storedStarts(psychologist.id);
    const response = await update(psychologist.authorization, { meetingDates: ['2027-06-14T10:00:00.000Z'], meetingsToRemove: [free.id, booked.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Impossible de supprimer un créneau déjà réservé par un salarié.');
    expect(await storedStarts(psychologist.id)).toEqual(before);
  });

  it('does not turn a booked slot back into an available one when its hour is sent again', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const employee = await createEmployee(testApp.db);
    const booked = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: new Date('2027-06-14T09:00:00.000Z') });
    const response = await update(psychologist.authorization, { meetingDates: ['2027-06-14T09:00:00.000Z'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().availableMeetings).toEqual([expect.objectContaining({ meetingId: booked.id, meetingStatus: 'BOOKED' })]);
  });

  it('answers 404 to an unknown id and to another psychologist’s slot alike, changing nothing', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const other = await createPsychologist(testApp.db);
    const mine = await createSlot(testApp.db, psychologist.id, new Date('2027-06-14T07:00:00.000Z'));
    const theirs = await createSlot(testApp.db, other.id, new Date('2027-06-14T07:00:00.000Z'));

    const unknown = await update(psychologist.authorization, { meetingsToRemove: [mine.id, '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^Créneau introuvable/);

    const foreign = await update(psychologist.authorization, { meetingsToRemove: [mine.id, theirs.id] });
    // Someone else's slot answers exactly like a missing one (its existence is not revealed).
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(unknown.json().message);

    expect(await storedStarts(psychologist.id)).toEqual(['2027-06-14T07:00:00.000Z AVAILABLE']);
    expect(await storedStarts(other.id)).toEqual(['2027-06-14T07:00:00.000Z AVAILABLE']);
  });

  it('refuses to remove a past slot', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const past = await createSlot(testApp.db, psychologist.id, new Date('2025-06-16T07:00:00.000Z'));
    const response = await update(psychologist.authorization, { meetingsToRemove: [past.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Impossible de modifier un créneau passé.');
    expect(await testApp.db.select().from(meetings).where(eq(meetings.id, past.id))).toHaveLength(1);
  });
});

describe('POST /api/planning/load', () => {
  it('answers only the doctor’s own week: available and booked slots, and the consultations', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const other = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db);
    await createSlot(testApp.db, psychologist.id, new Date('2027-06-14T07:00:00.000Z'));
    await createSlot(testApp.db, psychologist.id, new Date('2027-06-21T07:00:00.000Z')); // next week
    await createSlot(testApp.db, other.id, new Date('2027-06-14T08:00:00.000Z'));
    const booked = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: new Date('2027-06-16T12:00:00.000Z') });
    const response = await load(psychologist.authorization, '2027-06-16');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.availableMeetings.map((slot: Slot) => `${slot.startDate} ${slot.meetingStatus}`)).toEqual(['2027-06-14T07:00:00.000Z AVAILABLE', '2027-06-16T12:00:00.000Z BOOKED']);
    expect(body.consultations).toEqual([expect.objectContaining({ meetingId: booked.id, meetingStatus: 'BOOKED', doctorDecision: 'PENDING' })]);
  });

  it('keeps a consultation cancelled by the doctor in the calendar but not among the live slots', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const employee = await createEmployee(testApp.db);
    const booked = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: new Date('2027-06-16T12:00:00.000Z') });
    await testApp.db
      .update(meetings)
      .set({ status: 'CANCELLED', cancelledBy: 'DOCTOR', cancelledAt: testApp.clock.now() })
      .where(and(eq(meetings.id, booked.id)));
    const body = (await load(psychologist.authorization, '2027-06-14')).json();
    expect(body.availableMeetings).toEqual([]);
    expect(body.consultations.map((item: { meetingStatus: string }) => item.meetingStatus)).toEqual(['CANCELLED']);
  });

  it.each([['2027-13-01'], ['lundi'], [''], [42], [null], ['9999-12-31'], ['0000-01-01'], ['9999-12-31T12:00:00Z']])('answers 400 in French to startDate %j', async (startDate) => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await load(psychologist.authorization, startDate);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Date invalide');
  });
});

describe('planning role guards', () => {
  it('signs a real doctor in and lets them load their week', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const { authorization } = await signIn(testApp.app, psychologist.login);
    expect((await load(authorization, '2027-06-14')).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to employees and administrators', async () => {
    const employee = await createEmployee(testApp.db);
    const admin = await createAdmin(testApp.db);
    const calls = [
      { method: 'POST' as const, url: '/api/planning/load', payload: { startDate: '2027-06-14' } },
      { method: 'PUT' as const, url: '/api/planning/update/v2', payload: { meetingDates: ['2027-07-05T07:00:00.000Z'] } },
    ];
    for (const call of calls) {
      const anonymous = await testApp.app.inject(call);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe("Token d'authentification manquant");
      for (const user of [employee, admin]) {
        const authorization = await bearerFor(testApp, user);
        const response = await testApp.app.inject({ ...call, headers: { authorization } });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe("Vous n'avez pas accès à cette ressource.");
      }
    }
    expect(
      await testApp.db
        .select()
        .from(meetings)
        .where(eq(meetings.startsAt, new Date('2027-07-05T07:00:00.000Z'))),
    ).toEqual([]);
  });
});

describe('saving the same week twice at the same time', () => {
  it('stores each hour once', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const consultationDates = ['2027-09-06T05:00:00.000Z', '2027-09-06T06:00:00.000Z'];
    const responses = await Promise.all(Array.from({ length: 4 }, () => update(psychologist.authorization, { meetingDates: consultationDates })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await storedStarts(psychologist.id)).toEqual(['2027-09-06T05:00:00.000Z AVAILABLE', '2027-09-06T06:00:00.000Z AVAILABLE']);
  });
});
