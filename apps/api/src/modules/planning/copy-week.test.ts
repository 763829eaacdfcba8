import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { homeParisWeekStart, parisDateKey, parisWeekDays, shiftParisWeek, slotStartAt, slotKey } from '@parenthese/shared';
import { psychologistHolidayOpenings, meetings, removedSlots } from '../../db/schema';
import { createPsychologist, createEmployee } from '../../../test/support/factories';
import { createBookedConsultation, createSlot, signedInPsychologist } from '../../../test/support/consultations';
import { createTestApp, TEST_CLOCK_START, type TestApp } from '../../../test/support/test-app';
import { copyWeek } from './copy-week';
import { publicHolidaysOf } from './public-holidays';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/**
 * These weeks are real dates (next week on): the psychologist opens every public holiday, so the copy's
 * counts do not depend on which holidays fall in them (their closing is tested in absences.test.ts).
 */
async function psychologistOpenOnHolidays() {
  const psychologist = await signedInPsychologist(testApp);
  const year = testApp.clock.now().getUTCFullYear();
  const holidays = [year, year + 1].flatMap((each) => publicHolidaysOf(each));
  await testApp.db.insert(psychologistHolidayOpenings).values(holidays.map((holiday) => ({ doctorId: psychologist.id, day: holiday.day })));
  return psychologist;
}

const copy = (authorization: string, payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/planning/copy-week', headers: { authorization }, payload: payload as object });
const update = (authorization: string, payload: unknown) => testApp.app.inject({ method: 'PUT', url: '/api/planning/update/v2', headers: { authorization }, payload: payload as object });

/** The Paris hour of a weekday (0 = Monday) of the week `weeksAhead` after the source week. */
const at = (sourceWeek: Date, weeksAhead: number, dayIndex: number, hour: number) => slotStartAt(parisWeekDays(shiftParisWeek(sourceWeek, weeksAhead))[dayIndex], hour);

/** The psychologist's live slots from the source week on, as 'cell key STATUS'. */
async function liveSlots(psychologistId: string, from: Date) {
  const rows = await testApp.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.doctorId, psychologistId), gte(meetings.startsAt, from)));
  return rows
    .filter((row) => row.status !== 'CANCELLED')
    .map((row) => `${slotKey(row.startsAt)} ${row.status}`)
    .sort();
}

// Next week from the test clock's start: inside the booking window, with a dozen weeks after it still inside.
const SOURCE = shiftParisWeek(homeParisWeekStart(TEST_CLOCK_START), 1);
const SOURCE_DATE = parisDateKey(SOURCE);

describe('POST /api/planning/copy-week', () => {
  it('copies the week’s hours, free and booked, into the next weeks, leaving booked and existing slots as they are', async () => {
    const psychologist = await psychologistOpenOnHolidays();
    const employee = await createEmployee(testApp.db);
    await createSlot(testApp.db, psychologist.id, at(SOURCE, 0, 0, 9));
    await createSlot(testApp.db, psychologist.id, at(SOURCE, 0, 0, 10));
    await createSlot(testApp.db, psychologist.id, at(SOURCE, 0, 2, 14));
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: at(SOURCE, 0, 3, 11) });
    // In the target weeks: Monday 09:00 booked in the first, Monday 10:00 already free in the second.
    const booked = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: at(SOURCE, 1, 0, 9) });
    await createSlot(testApp.db, psychologist.id, at(SOURCE, 2, 0, 10));

    const response = await copy(psychologist.authorization, { startDate: SOURCE_DATE, weeks: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ weeks: 3, added: 10, alreadyAvailable: 1, alreadyBooked: 1, removedByHand: 0, outsideWindow: 0, closed: 0 });

    const expected: string[] = [];
    for (const week of [0, 1, 2, 3]) {
      for (const [day, hour] of [
        [0, 9],
        [0, 10],
        [2, 14],
        [3, 11],
      ]) {
        const isBooked = (week === 0 && day === 3) || (week === 1 && day === 0 && hour === 9);
        expected.push(`${slotKey(at(SOURCE, week, day, hour))} ${isBooked ? 'BOOKED' : 'AVAILABLE'}`);
      }
    }
    expect(await liveSlots(psychologist.id, SOURCE)).toEqual(expected.sort());
    const [stillBooked] = await testApp.db.select().from(meetings).where(eq(meetings.id, booked.id));
    expect(stillBooked).toMatchObject({ status: 'BOOKED', employeeId: employee.id });
  });

  it('does not bring back an hour removed one by one, until it is published again by hand', async () => {
    const psychologist = await psychologistOpenOnHolidays();
    await createSlot(testApp.db, psychologist.id, at(SOURCE, 0, 1, 8));
    expect((await copy(psychologist.authorization, { startDate: SOURCE_DATE, weeks: 2 })).json()).toMatchObject({ added: 2 });

    // The psychologist takes Tuesday 08:00 off in the first copied week.
    const firstWeek = (
      await testApp.app.inject({ method: 'POST', url: '/api/planning/load', headers: { authorization: psychologist.authorization }, payload: { startDate: parisDateKey(shiftParisWeek(SOURCE, 1)) } })
    ).json();
    const removed = await update(psychologist.authorization, { startDate: parisDateKey(shiftParisWeek(SOURCE, 1)), meetingsToRemove: [firstWeek.availableMeetings[0].meetingId] });
    expect(removed.statusCode).toBe(200);

    const again = await copy(psychologist.authorization, { startDate: SOURCE_DATE, weeks: 2 });
    expect(again.json()).toEqual({ weeks: 2, added: 0, alreadyAvailable: 1, alreadyBooked: 0, removedByHand: 1, outsideWindow: 0, closed: 0 });
    expect(await liveSlots(psychologist.id, shiftParisWeek(SOURCE, 1))).toEqual([`${slotKey(at(SOURCE, 2, 1, 8))} AVAILABLE`]);

    // Published again in the editor, the hour is an ordinary one again.
    expect(await testApp.db.select().from(removedSlots).where(eq(removedSlots.doctorId, psychologist.id))).toHaveLength(1);
    expect((await update(psychologist.authorization, { meetingDates: [at(SOURCE, 1, 1, 8).toISOString()] })).statusCode).toBe(200);
    expect(await testApp.db.select().from(removedSlots).where(eq(removedSlots.doctorId, psychologist.id))).toEqual([]);
    const third = await copy(psychologist.authorization, { startDate: SOURCE_DATE, weeks: 2 });
    expect(third.json()).toMatchObject({ added: 0, alreadyAvailable: 2, removedByHand: 0 });
  });

  it('does not republish the hour of a consultation the psychologist cancelled', async () => {
    const psychologist = await psychologistOpenOnHolidays();
    const employee = await createEmployee(testApp.db);
    await createSlot(testApp.db, psychologist.id, at(SOURCE, 0, 4, 15));
    const consultation = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: at(SOURCE, 1, 4, 15) });
    const cancel = await testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${consultation.id}/refuse`, headers: { authorization: psychologist.authorization } });
    expect(cancel.statusCode).toBe(200);
    const response = await copy(psychologist.authorization, { startDate: SOURCE_DATE, weeks: 1 });
    expect(response.json()).toMatchObject({ added: 0, removedByHand: 1 });
  });

  it('skips weekend slots of the source week and hours beyond the booking window', async () => {
    const psychologist = await psychologistOpenOnHolidays();
    await createSlot(testApp.db, psychologist.id, at(SOURCE, 0, 5, 9)); // a Saturday slot stored before weekends were refused
    await createSlot(testApp.db, psychologist.id, at(SOURCE, 0, 0, 9));
    const response = await copy(psychologist.authorization, { startDate: SOURCE_DATE, weeks: 12 });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.added + report.outsideWindow).toBe(12);
    expect(report.added).toBeGreaterThanOrEqual(11); // 3 months ahead reach at least 12 weeks after next week's Monday
    expect((await liveSlots(psychologist.id, shiftParisWeek(SOURCE, 1))).every((slot) => slot.includes('T09 AVAILABLE'))).toBe(true);
    expect((await liveSlots(psychologist.id, shiftParisWeek(SOURCE, 1))).some((slot) => slot.startsWith(parisDateKey(at(SOURCE, 1, 5, 9))))).toBe(false);
  });

  it.each([
    ['0 weeks', { weeks: 0 }, 'Choisissez un nombre de semaines entre 1 et 12.'],
    ['13 weeks', { weeks: 13 }, 'Choisissez un nombre de semaines entre 1 et 12.'],
    ['half a week', { weeks: 1.5 }, 'Choisissez un nombre de semaines entre 1 et 12.'],
    ['weeks as text', { weeks: '3' }, 'Choisissez un nombre de semaines entre 1 et 12.'],
    ['no number of weeks', { weeks: undefined }, 'Choisissez un nombre de semaines entre 1 et 12.'],
    ['a malformed week', { startDate: '30/11/2026' }, 'Date invalide'],
    ['no week', { startDate: undefined }, 'Date invalide'],
  ])('answers 400 in French to %s and changes nothing', async (_label, change, message) => {
    const psychologist = await psychologistOpenOnHolidays();
    await createSlot(testApp.db, psychologist.id, at(SOURCE, 0, 0, 9));
    const response = await copy(psychologist.authorization, { startDate: SOURCE_DATE, weeks: 2, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await liveSlots(psychologist.id, SOURCE)).toHaveLength(1);
  });

  it('answers 400 in French to a week with nothing to copy, and to a week whose next ones are all beyond the window', async () => {
    const psychologist = await psychologistOpenOnHolidays();
    const empty = await copy(psychologist.authorization, { startDate: SOURCE_DATE, weeks: 4 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('La semaine affichée ne contient aucun créneau à copier.');

    const far = shiftParisWeek(SOURCE, 20);
    const tooFar = await copy(psychologist.authorization, { startDate: parisDateKey(far), weeks: 1 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe('Les semaines suivantes dépassent la fenêtre de réservation de 3 mois : aucun créneau ne peut y être publié.');
    expect(await liveSlots(psychologist.id, SOURCE)).toEqual([]);
  });

  it('never touches another psychologist’s planning', async () => {
    const psychologist = await psychologistOpenOnHolidays();
    const other = await createPsychologist(testApp.db);
    await createSlot(testApp.db, other.id, at(SOURCE, 0, 0, 9));
    expect((await copy(psychologist.authorization, { startDate: SOURCE_DATE, weeks: 2 })).statusCode).toBe(400);
    expect(await liveSlots(other.id, SOURCE)).toHaveLength(1);
  });
});

describe('copyWeek across the clock changes', () => {
  it('keeps 09:00 Paris at 09:00 when the clocks go forward (March) and back (October)', async () => {
    const psychologist = await createPsychologist(testApp.db);
    // The Mondays after the clock changes are Easter Monday and All Saints' Day: opened here, so only the clock is tested.
    await testApp.db.insert(psychologistHolidayOpenings).values([
      { doctorId: psychologist.id, day: '2027-03-29' },
      { doctorId: psychologist.id, day: '2027-11-01' },
    ]);
    // Source: the week of Monday 2027-03-22 (UTC+1); the next one is on summer time (UTC+2).
    await createSlot(testApp.db, psychologist.id, new Date('2027-03-22T08:00:00.000Z'));
    const march = await copyWeek(testApp.db, testApp.services.waitingList, psychologist.id, { source: new Date('2027-03-22T12:00:00Z'), weeks: 1 }, new Date('2027-03-10T12:00:00Z'));
    expect(march.added).toBe(1);
    // Source: the week of Monday 2027-10-25 (UTC+2); the next one is on winter time (UTC+1).
    await createSlot(testApp.db, psychologist.id, new Date('2027-10-25T07:00:00.000Z'));
    const october = await copyWeek(testApp.db, testApp.services.waitingList, psychologist.id, { source: new Date('2027-10-25T12:00:00Z'), weeks: 1 }, new Date('2027-10-10T12:00:00Z'));
    expect(october.added).toBe(1);
    const starts = (await testApp.db.select().from(meetings).where(eq(meetings.doctorId, psychologist.id))).map((row) => row.startsAt.toISOString()).sort();
    expect(starts).toEqual(['2027-03-22T08:00:00.000Z', '2027-03-29T07:00:00.000Z', '2027-10-25T07:00:00.000Z', '2027-11-01T08:00:00.000Z']);
  });

  it('skips the hours already past when the copy starts', async () => {
    const psychologist = await createPsychologist(testApp.db);
    await createSlot(testApp.db, psychologist.id, new Date('2027-03-01T08:00:00.000Z')); // Monday 09:00
    await createSlot(testApp.db, psychologist.id, new Date('2027-03-05T08:00:00.000Z')); // Friday 09:00
    // On Wednesday of the next week: its Monday is past, its Friday is not.
    const report = await copyWeek(testApp.db, testApp.services.waitingList, psychologist.id, { source: new Date('2027-03-01T12:00:00Z'), weeks: 1 }, new Date('2027-03-10T12:00:00Z'));
    expect(report).toMatchObject({ added: 1, outsideWindow: 1 });
  });
});
