import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isBookableStart, type PsychologistCategory } from '@parenthese/shared';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, offeredSlots, searchSlots, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Slot search answers one slot per start time, complete for the asked range, chosen fairly
// (docs/decisions/0024-slot-search-at-scale.md). Each test uses its own category so worlds don't mix.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const DAY = 86_400_000;
const HOUR = 3_600_000;

async function findSlots(authorization: string, category: PsychologistCategory, range: { startDate: Date; endDate: Date }) {
  const response = await searchSlots(testApp.app, authorization, { category, from: range.startDate, before: range.endDate });
  expect(response.statusCode, response.body).toBe(200);
  return { slots: offeredSlots(response) };
}

async function employeeWithToken() {
  const company = await createCompany(testApp.db, { creditsAmount: 100 });
  const employee = await createEmployee(testApp.db, { companyId: company.id, credits: 3 });
  return { employee, authorization: await bearerFor(testApp, employee) };
}

const wholeWindow = () => ({ startDate: new Date(testApp.clock.now().getTime() - DAY), endDate: new Date(testApp.clock.now().getTime() + 120 * DAY) });

describe('slot search', () => {
  it('answers every start of the 3-month window once, beyond the 5,000 slots the old search cut at', async () => {
    const { authorization } = await employeeWithToken();
    const psychologists = await Promise.all(Array.from({ length: 8 }, () => createPsychologist(testApp.db, { categories: ['Psychologue social'] })));
    // Every hour from 8:00 to 19:00 UTC of the next 95 days, for each psychologist: about 9,000 slots.
    const ids = sql.join(
      psychologists.map((psychologist) => sql`${psychologist.id}::uuid`),
      sql`, `,
    );
    const today = new Date(testApp.clock.now().toISOString().slice(0, 10));
    await testApp.db.execute(sql`
      insert into meetings (doctor_id, starts_at, ends_at, status)
      select doctor_id, day + make_interval(hours => h), day + make_interval(hours => h + 1), 'AVAILABLE'
      from unnest(array[${ids}]) doctor_id,
           generate_series(${today.toISOString()}::timestamptz + interval '1 day', ${today.toISOString()}::timestamptz + interval '95 days', interval '1 day') day,
           generate_series(8, 19) h`);
    const [{ total }] = (await testApp.db.execute<{ total: number }>(sql`select count(*)::int as total from meetings where doctor_id in (${ids})`)).rows;
    expect(total).toBeGreaterThan(5000);

    const expected = new Set<string>();
    for (let day = 1; day <= 95; day += 1) {
      for (let hour = 8; hour <= 19; hour += 1) {
        const start = new Date(today.getTime() + day * DAY + hour * HOUR);
        if (isBookableStart(start, testApp.clock.now())) expected.add(start.toISOString());
      }
    }
    const { slots } = await findSlots(authorization, 'Psychologue social', wholeWindow());

    const starts = slots.map((slot) => slot.startDate);
    expect(new Set(starts).size).toBe(starts.length); // one slot per start
    expect(new Set(starts)).toEqual(expected); // complete: the last bookable day is there too
    expect(slots.every((slot) => slot.meetingStatus === 'AVAILABLE')).toBe(true);
    const offered = new Set(slots.map((slot) => slot.meetingId));
    expect(offered.size).toBe(slots.length);
  });

  it('offers, at each start, the psychologist with the fewest bookings that week', async () => {
    const { authorization } = await employeeWithToken();
    const busy = await createPsychologist(testApp.db, { categories: ['Neuropsychologue'] });
    const free = await createPsychologist(testApp.db, { categories: ['Neuropsychologue'] });
    const { employee: other } = await employeeWithToken();
    const firstWeekDay = weekdayAt(10, 0, testApp.clock.now());
    const laterWeekDay = new Date(firstWeekDay.getTime() + 14 * DAY);
    // Week 1: `busy` holds two consultations. Week 3: `free` holds three, `busy` none.
    await createBookedConsultation(testApp.db, { doctorId: busy.id, employee: other, startsAt: new Date(firstWeekDay.getTime() + 8 * HOUR) });
    await createBookedConsultation(testApp.db, { doctorId: busy.id, employee: other, startsAt: new Date(firstWeekDay.getTime() + 9 * HOUR) });
    const { employee: third } = await employeeWithToken();
    for (const hour of [8, 9, 10]) await createBookedConsultation(testApp.db, { doctorId: free.id, employee: third, startsAt: new Date(laterWeekDay.getTime() + hour * HOUR) });
    const slotOwners = new Map<string, string>();
    for (const day of [firstWeekDay, laterWeekDay]) {
      for (const hour of [14, 15, 16]) {
        const start = new Date(day.getTime() + hour * HOUR);
        slotOwners.set((await createSlot(testApp.db, busy.id, start)).id, 'busy');
        slotOwners.set((await createSlot(testApp.db, free.id, start)).id, 'free');
      }
    }

    for (let search = 0; search < 5; search += 1) {
      const { slots } = await findSlots(authorization, 'Neuropsychologue', wholeWindow());
      expect(slots).toHaveLength(6);
      const firstWeek = slots.filter((slot) => new Date(slot.startDate) < laterWeekDay);
      const laterWeek = slots.filter((slot) => new Date(slot.startDate) >= laterWeekDay);
      expect(firstWeek.map((slot) => slotOwners.get(slot.meetingId))).toEqual(['free', 'free', 'free']);
      expect(laterWeek.map((slot) => slotOwners.get(slot.meetingId))).toEqual(['busy', 'busy', 'busy']);
    }
  });

  it('finds the one free psychologist at a start even when many rank before them that week', async () => {
    const { authorization } = await employeeWithToken();
    const { employee: other } = await employeeWithToken();
    const psychologists = await Promise.all(Array.from({ length: 12 }, () => createPsychologist(testApp.db, { categories: ['Neuropsychologue'] })));
    const day = weekdayAt(40, 0, testApp.clock.now());
    const [onlyFree, ...rest] = psychologists;
    // The only psychologist free at 15:00 is last in the week's order (one booking, the others none).
    await createBookedConsultation(testApp.db, { doctorId: onlyFree.id, employee: other, startsAt: new Date(day.getTime() + 8 * HOUR) });
    const lonely = await createSlot(testApp.db, onlyFree.id, new Date(day.getTime() + 15 * HOUR));
    for (const psychologist of rest) await createSlot(testApp.db, psychologist.id, new Date(day.getTime() + 10 * HOUR));
    const range = { startDate: day, endDate: new Date(day.getTime() + DAY) };

    const { slots } = await findSlots(authorization, 'Neuropsychologue', range);
    expect(slots.map((slot) => slot.startDate)).toEqual([new Date(day.getTime() + 10 * HOUR).toISOString(), lonely.startsAt.toISOString()]);
    expect(slots[1].meetingId).toBe(lonely.id);
    expect(rest.some((psychologist) => psychologist.id === onlyFree.id)).toBe(false);
  });

  it('chooses at random between psychologists with as many bookings, so bookings spread', async () => {
    const { authorization } = await employeeWithToken();
    const first = await createPsychologist(testApp.db, { categories: ['Psychologue du travail'] });
    const second = await createPsychologist(testApp.db, { categories: ['Psychologue du travail'] });
    const start = weekdayAt(12, 11, testApp.clock.now());
    const owners = new Map([
      [(await createSlot(testApp.db, first.id, start)).id, 'first'],
      [(await createSlot(testApp.db, second.id, start)).id, 'second'],
    ]);
    const seen = new Set<string>();
    // Each search has a 1 in 2 chance for each; 30 searches all alike would happen once in 500 million.
    for (let search = 0; search < 30 && seen.size < 2; search += 1) {
      const { slots } = await findSlots(authorization, 'Psychologue du travail', { startDate: new Date(start.getTime() - HOUR), endDate: new Date(start.getTime() + HOUR) });
      expect(slots).toHaveLength(1);
      seen.add(owners.get(slots[0].meetingId)!);
    }
    expect(seen).toEqual(new Set(['first', 'second']));
  });

  it('leaves out the hours the employee already holds a consultation at, whoever the psychologist', async () => {
    const { employee, authorization } = await employeeWithToken();
    const held = await createPsychologist(testApp.db, { categories: ['Psychologue clinicien'] });
    const others = await Promise.all([1, 2, 3].map(() => createPsychologist(testApp.db, { categories: ['Psychologue clinicien'] })));
    const start = weekdayAt(20, 10, testApp.clock.now());
    await createBookedConsultation(testApp.db, { doctorId: held.id, employee, startsAt: start });
    const next = new Date(start.getTime() + HOUR);
    for (const psychologist of others) {
      await createSlot(testApp.db, psychologist.id, start);
      await createSlot(testApp.db, psychologist.id, next);
    }
    const range = { startDate: new Date(start.getTime() - HOUR), endDate: new Date(start.getTime() + 3 * HOUR) };

    const { slots } = await findSlots(authorization, 'Psychologue clinicien', range);
    expect(slots.map((slot) => slot.startDate)).toEqual([next.toISOString()]);
    // Another employee is offered both hours.
    const { authorization: otherAuthorization } = await employeeWithToken();
    const { slots: otherSlots } = await findSlots(otherAuthorization, 'Psychologue clinicien', range);
    expect(otherSlots.map((slot) => slot.startDate)).toEqual([start.toISOString(), next.toISOString()]);
  });
});
