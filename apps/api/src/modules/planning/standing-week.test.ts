import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parisDateKey, parisDateTime, parisWeekDays, shiftParisWeek, slotKey, slotStartAt, weekHourOf } from '@parenthese/shared';
import { psychologistAbsences, psychologistHolidayOpenings, meetings, removedSlots, standingWeeks } from '../../db/schema';
import { createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createSlot, signedInPsychologist } from '../../../test/support/consultations';
import { createTestApp, TEST_CLOCK_START, type TestApp } from '../../../test/support/test-app';
import { runStandingWeeks } from './standing-week-job';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const saveStandingWeek = (authorization: string, payload: unknown) => testApp.app.inject({ method: 'PUT', url: '/api/planning/standing-week', headers: { authorization }, payload: payload as object });
const updateWeek = (authorization: string, payload: unknown) => testApp.app.inject({ method: 'PUT', url: '/api/planning/update/v2', headers: { authorization }, payload: payload as object });

/** A weekday (0 = Monday) and Paris hour of the week `weeksAhead` after the one of `from`. */
const at = (from: Date, weeksAhead: number, weekday: number, hour: number) => slotStartAt(parisWeekDays(shiftParisWeek(from, weeksAhead))[weekday], hour);

/** The psychologist's live slots, as 'cell STATUS pattern|hand'. */
async function liveSlots(psychologistId: string) {
  const rows = await testApp.db.select().from(meetings).where(eq(meetings.doctorId, psychologistId));
  return rows
    .filter((row) => row.status !== 'CANCELLED')
    .map((row) => `${slotKey(row.startsAt)} ${row.status} ${row.isFromStandingWeek ? 'pattern' : 'hand'}`)
    .sort();
}

/** Sets a pattern directly (the job's tests run on a fixed clock, the routes on the real one). */
async function setPattern(psychologistId: string, hours: [number, number][], isEnabled = true) {
  const weekHours = hours.map(([weekday, hour]) => weekHourOf({ weekday, hour }));
  await testApp.db.insert(standingWeeks).values({ doctorId: psychologistId, weekHours, isEnabled }).onConflictDoUpdate({ target: standingWeeks.doctorId, set: { weekHours, isEnabled } });
}

describe('the standing week’s job, on a fixed clock', () => {
  // Wednesday 19 March 2031, 10:30 Paris: the horizon of 8 weeks crosses the clock change of Sunday 30 March.
  const NOW = parisDateTime(2031, 3, 19, 10, 30);

  it('publishes the pattern over the horizon from now on, 09:00 staying 09:00 across the clock change, and a second run adds nothing', async () => {
    const psychologist = await createPsychologist(testApp.db);
    await setPattern(psychologist.id, [
      [0, 9],
      [2, 10],
      [2, 11],
    ]);
    const first = await runStandingWeeks(testApp.db, testApp.services.waitingList, { now: NOW, horizonWeeks: 8, psychologistIds: [psychologist.id] });
    // This week: Monday 09:00 and Wednesday 10:00 are past, Wednesday 11:00 is not; then 3 hours in each of 7 weeks,
    // but Easter Monday (14 April 2031), a public holiday the psychologist has not opened.
    expect(first).toEqual({ published: 1 + 3 * 7 - 1, withdrawn: 0 });

    const expected = [`${slotKey(at(NOW, 0, 2, 11))} AVAILABLE pattern`];
    for (let week = 1; week < 8; week += 1) {
      for (const [weekday, hour] of [
        [0, 9],
        [2, 10],
        [2, 11],
      ]) {
        expected.push(`${slotKey(at(NOW, week, weekday, hour))} AVAILABLE pattern`);
      }
    }
    const easterMonday = `${slotKey(parisDateTime(2031, 4, 14, 9))} AVAILABLE pattern`;
    expect(expected).toContain(easterMonday);
    expected.splice(expected.indexOf(easterMonday), 1);
    expect(await liveSlots(psychologist.id)).toEqual(expected.sort());
    // After the clock change, Monday 09:00 Paris is 07:00 UTC.
    expect(at(NOW, 2, 0, 9).toISOString()).toBe('2031-03-31T07:00:00.000Z');
    expect(expected).toContain(`${slotKey(parisDateTime(2031, 3, 31, 9))} AVAILABLE pattern`);

    expect(await runStandingWeeks(testApp.db, testApp.services.waitingList, { now: NOW, horizonWeeks: 8, psychologistIds: [psychologist.id] })).toEqual({ published: 0, withdrawn: 0 });
    expect(await liveSlots(psychologist.id)).toHaveLength(expected.length);
  });

  it('publishes nothing inside an absence or a closed public holiday, and publishes a holiday the psychologist opened', async () => {
    const psychologist = await createPsychologist(testApp.db);
    await setPattern(psychologist.id, [[0, 9]]);
    // Absent the whole week of Monday 7 April 2031; Easter Monday (14 April) opened.
    await testApp.db.insert(psychologistAbsences).values({ doctorId: psychologist.id, startsAt: parisDateTime(2031, 4, 7, 0), endsAt: parisDateTime(2031, 4, 12, 0) });
    await testApp.db.insert(psychologistHolidayOpenings).values({ doctorId: psychologist.id, day: '2031-04-14' });
    await runStandingWeeks(testApp.db, testApp.services.waitingList, { now: NOW, horizonWeeks: 8, psychologistIds: [psychologist.id] });
    const published = await liveSlots(psychologist.id);
    expect(published).not.toContain(`${slotKey(parisDateTime(2031, 4, 7, 9))} AVAILABLE pattern`);
    expect(published).toContain(`${slotKey(parisDateTime(2031, 4, 14, 9))} AVAILABLE pattern`);
    // The 7 Mondays after now (24 March to 5 May) but the absent one.
    expect(published).toHaveLength(6);
  });

  it('two runs at once publish each hour once', async () => {
    const psychologist = await createPsychologist(testApp.db);
    await setPattern(psychologist.id, [
      [1, 8],
      [3, 15],
    ]);
    const runs = await Promise.all([0, 1].map(() => runStandingWeeks(testApp.db, testApp.services.waitingList, { now: NOW, horizonWeeks: 4, psychologistIds: [psychologist.id] })));
    // Thursday 15:00 and then Tuesday and Thursday of 3 weeks.
    expect(runs[0].published + runs[1].published).toBe(1 + 2 * 3);
    expect(await liveSlots(psychologist.id)).toHaveLength(7);
  });

  it('leaves booked, removed-by-hand and refused hours as they are, and serves only patterns that are on', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db);
    const off = await createPsychologist(testApp.db);
    await setPattern(psychologist.id, [[4, 16]]);
    await setPattern(off.id, [[4, 16]], false);
    await createSlot(testApp.db, psychologist.id, at(NOW, 1, 4, 16), { status: 'BOOKED', employeeId: employee.id, bookedAt: NOW });
    await createSlot(testApp.db, psychologist.id, at(NOW, 2, 4, 16), { status: 'CANCELLED', cancelledBy: 'DOCTOR', cancelledAt: NOW });
    await testApp.db.insert(removedSlots).values({ doctorId: psychologist.id, startsAt: at(NOW, 3, 4, 16) });

    const result = await runStandingWeeks(testApp.db, testApp.services.waitingList, { now: NOW, horizonWeeks: 5 });
    expect(await liveSlots(psychologist.id)).toEqual(
      [`${slotKey(at(NOW, 0, 4, 16))} AVAILABLE pattern`, `${slotKey(at(NOW, 1, 4, 16))} BOOKED hand`, `${slotKey(at(NOW, 4, 4, 16))} AVAILABLE pattern`].sort(),
    );
    expect(result.published).toBeGreaterThanOrEqual(2);
    expect(await liveSlots(off.id)).toEqual([]);
  });

  it('a changed pattern withdraws its free hours it no longer holds, never a booked one', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db);
    await setPattern(psychologist.id, [[0, 14]]);
    await runStandingWeeks(testApp.db, testApp.services.waitingList, { now: NOW, horizonWeeks: 3, psychologistIds: [psychologist.id] });
    await testApp.db
      .update(meetings)
      .set({ status: 'BOOKED', employeeId: employee.id, bookedAt: NOW })
      .where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.startsAt, at(NOW, 1, 0, 14))));
    await setPattern(psychologist.id, [[1, 14]]);

    expect(await runStandingWeeks(testApp.db, testApp.services.waitingList, { now: NOW, horizonWeeks: 3, psychologistIds: [psychologist.id] })).toEqual({ published: 2, withdrawn: 1 });
    expect(await liveSlots(psychologist.id)).toEqual(
      [`${slotKey(at(NOW, 1, 0, 14))} BOOKED pattern`, `${slotKey(at(NOW, 1, 1, 14))} AVAILABLE pattern`, `${slotKey(at(NOW, 2, 1, 14))} AVAILABLE pattern`].sort(),
    );
  });
});

describe('PUT /api/planning/standing-week', () => {
  const NEXT_WEEK = shiftParisWeek(TEST_CLOCK_START, 1);

  it('saves the pattern and publishes the next weeks at once; GET reads it back', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const response = await saveStandingWeek(psychologist.authorization, {
      isEnabled: true,
      hours: [
        { weekday: 0, hour: 9 },
        { weekday: 1, hour: 14 },
        { weekday: 0, hour: 9 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      isEnabled: true,
      hours: [
        { weekday: 0, hour: 9 },
        { weekday: 1, hour: 14 },
      ],
      horizonWeeks: 8,
      withdrawn: 0,
    });
    const slots = await liveSlots(psychologist.id);
    // The 7 weeks after this one are always inside the horizon and the booking window.
    for (let week = 1; week < 8; week += 1) {
      expect(slots).toContain(`${slotKey(at(NEXT_WEEK, week - 1, 0, 9))} AVAILABLE pattern`);
      expect(slots).toContain(`${slotKey(at(NEXT_WEEK, week - 1, 1, 14))} AVAILABLE pattern`);
    }
    expect(slots).not.toContain(`${slotKey(at(NEXT_WEEK, 7, 0, 9))} AVAILABLE pattern`);
    expect(response.json().published).toBe(slots.length);

    const read = await testApp.app.inject({ method: 'GET', url: '/api/planning/standing-week', headers: { authorization: psychologist.authorization } });
    expect(read.json()).toEqual({
      isEnabled: true,
      hours: [
        { weekday: 0, hour: 9 },
        { weekday: 1, hour: 14 },
      ],
      horizonWeeks: 8,
    });
  });

  it('a week edited by hand, or filled by « Appliquer à plusieurs semaines », keeps its edits when the pattern changes or the job runs', async () => {
    const psychologist = await signedInPsychologist(testApp);
    await saveStandingWeek(psychologist.authorization, { isEnabled: true, hours: [{ weekday: 0, hour: 9 }] });
    const edited = shiftParisWeek(NEXT_WEEK, 1);
    const [mondayNine] = await testApp.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.startsAt, at(edited, 0, 0, 9))));
    const handEdit = await updateWeek(psychologist.authorization, { startDate: parisDateKey(edited), meetingDates: [at(edited, 0, 2, 16).toISOString()], meetingsToRemove: [mondayNine.id] });
    expect(handEdit.statusCode).toBe(200);
    const copied = await testApp.app.inject({
      method: 'POST',
      url: '/api/planning/copy-week',
      headers: { authorization: psychologist.authorization },
      payload: { startDate: parisDateKey(shiftParisWeek(NEXT_WEEK, 2)), weeks: 1 },
    });
    expect(copied.statusCode).toBe(200);

    // The pattern moves Monday 09:00 to Thursday 10:00.
    const changed = await saveStandingWeek(psychologist.authorization, { isEnabled: true, hours: [{ weekday: 3, hour: 10 }] });
    expect(changed.statusCode).toBe(200);
    await testApp.services.standingWeeks.run();

    const slots = await liveSlots(psychologist.id);
    // The week edited by hand: Monday 09:00 stays removed, Wednesday 16:00 stays, Thursday 10:00 is not added.
    const inWeek = (weekStart: Date) => slots.filter((slot) => parisWeekDays(weekStart).some((day) => slot.startsWith(parisDateKey(slotStartAt(day, 12)))));
    expect(inWeek(edited)).toEqual([`${slotKey(at(edited, 0, 2, 16))} AVAILABLE hand`]);
    // The week the copy set (the pattern's Monday 09:00, already there) keeps it too.
    expect(inWeek(shiftParisWeek(NEXT_WEEK, 3))).toEqual([`${slotKey(at(NEXT_WEEK, 3, 0, 9))} AVAILABLE pattern`]);
    // The other weeks follow the new pattern.
    expect(inWeek(NEXT_WEEK)).toEqual([`${slotKey(at(NEXT_WEEK, 0, 3, 10))} AVAILABLE pattern`]);
    expect(inWeek(shiftParisWeek(NEXT_WEEK, 4))).toEqual([`${slotKey(at(NEXT_WEEK, 4, 3, 10))} AVAILABLE pattern`]);
  });

  it('turned off, withdraws only the future free slots the pattern made: never a booked one, a hand-made one or a past one', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const employee = await createEmployee(testApp.db);
    await saveStandingWeek(psychologist.authorization, { isEnabled: true, hours: [{ weekday: 2, hour: 11 }] });
    const booked = at(NEXT_WEEK, 1, 2, 11);
    await testApp.db
      .update(meetings)
      .set({ status: 'BOOKED', employeeId: employee.id, bookedAt: testApp.clock.now() })
      .where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.startsAt, booked)));
    await createSlot(testApp.db, psychologist.id, at(NEXT_WEEK, 0, 4, 8));
    const past = at(NEXT_WEEK, -2, 2, 11);
    await createSlot(testApp.db, psychologist.id, past, { isFromStandingWeek: true });

    const response = await saveStandingWeek(psychologist.authorization, { isEnabled: false, hours: [{ weekday: 2, hour: 11 }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isEnabled: false, published: 0 });
    expect(response.json().withdrawn).toBeGreaterThanOrEqual(6);
    expect(await liveSlots(psychologist.id)).toEqual([`${slotKey(past)} AVAILABLE pattern`, `${slotKey(booked)} BOOKED pattern`, `${slotKey(at(NEXT_WEEK, 0, 4, 8))} AVAILABLE hand`].sort());

    // Off, the nightly job publishes nothing for it.
    await testApp.services.standingWeeks.run();
    expect(await liveSlots(psychologist.id)).toHaveLength(3);
  });

  it('refuses bad input with a French 400, and other roles with 403', async () => {
    const psychologist = await signedInPsychologist(testApp);
    const cases: [unknown, string][] = [
      [{ isEnabled: true, hours: [] }, 'Choisissez au moins une heure pour activer la semaine type.'],
      [{ isEnabled: true, hours: [{ weekday: 5, hour: 9 }] }, 'Chaque heure de la semaine type doit être un jour du lundi au vendredi, entre 07:00 et 19:00.'],
      [{ isEnabled: true, hours: [{ weekday: 0, hour: 20 }] }, 'Chaque heure de la semaine type doit être un jour du lundi au vendredi, entre 07:00 et 19:00.'],
      [{ isEnabled: true, hours: [{ weekday: 0.5, hour: 9 }] }, 'Chaque heure de la semaine type doit être un jour du lundi au vendredi, entre 07:00 et 19:00.'],
      [{ isEnabled: 'oui', hours: [] }, 'isEnabled doit valoir true ou false.'],
      [{ isEnabled: true, hours: 'lundi' }, 'hours doit être une liste d’heures.'],
    ];
    for (const [payload, message] of cases) {
      const response = await saveStandingWeek(psychologist.authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect(await liveSlots(psychologist.id)).toEqual([]);

    const employee = await createEmployee(testApp.db);
    const forbidden = await saveStandingWeek(await bearerFor(testApp, employee), { isEnabled: true, hours: [{ weekday: 0, hour: 9 }] });
    expect(forbidden.statusCode).toBe(403);
  });
});
