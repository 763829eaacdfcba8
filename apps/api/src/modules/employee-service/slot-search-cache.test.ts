import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingMessages, parisDayKey, type PsychologistCategory } from '@parenthese/shared';
import { meetings } from '../../db/schema';
import { createAdmin, createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, bookSlot, createSlot, offeredSlots, searchSlots, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { createSlotSearchCache, type OfferedSlot } from './slot-search-cache';

// The slot search result is shared between requests (slot-search-cache.ts). The cache is kept for a
// minute here, so a fresh answer can only come from an invalidation by the write itself.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ slotSearchCacheMilliseconds: 60_000 });
});
afterAll(async () => testApp.close());

const HOUR = 3_600_000;
const DAY = 86_400_000;

async function employeeWithToken() {
  const company = await createCompany(testApp.db, { creditsAmount: 100 });
  const employee = await createEmployee(testApp.db, { companyId: company.id, credits: 3 });
  return { employee, authorization: await bearerFor(testApp, employee) };
}

async function psychologistWithToken(category: PsychologistCategory) {
  const psychologist = await createPsychologist(testApp.db, { categories: [category] });
  return { psychologist, authorization: await bearerFor(testApp, psychologist) };
}

function find(authorization: string, category: PsychologistCategory, headers: Record<string, string> = {}) {
  const now = testApp.clock.now().getTime();
  return searchSlots(testApp.app, authorization, { category, from: new Date(now - DAY), before: new Date(now + 120 * DAY) }, headers);
}

async function offered(authorization: string, category: PsychologistCategory) {
  const response = await find(authorization, category);
  expect(response.statusCode, response.body).toBe(200);
  return offeredSlots(response);
}

function book(authorization: string, consultationId: string, category: PsychologistCategory) {
  return bookSlot(testApp.app, authorization, { slotId: consultationId, category, subject: 'Consultation' });
}

function saveWeek(authorization: string, week: Date, values: { meetingDates: string[]; meetingsToRemove?: string[] }) {
  return testApp.app.inject({ method: 'PUT', url: '/api/planning/update/v2', headers: { authorization }, payload: { startDate: parisDayKey(week), ...values } });
}

describe('slot search cache', () => {
  it('shares one result between searches: the random choice between equals is not redrawn per request', async () => {
    const category: PsychologistCategory = 'Psychologue social';
    const start = weekdayAt(30, 10, testApp.clock.now());
    for (let index = 0; index < 4; index += 1) await createSlot(testApp.db, (await createPsychologist(testApp.db, { categories: [category] })).id, start);
    const { authorization } = await employeeWithToken();
    const { authorization: otherAuthorization } = await employeeWithToken();

    const [first] = await offered(authorization, category);
    // Without the cache, 9 more searches would all draw the same of 4 psychologists once in 262,144.
    for (let search = 0; search < 9; search += 1) {
      expect(await offered(search % 2 ? authorization : otherAuthorization, category)).toEqual([first]);
    }
  });

  it('no longer offers a slot once it is booked: the hour is offered with another psychologist', async () => {
    const category: PsychologistCategory = 'Neuropsychologue';
    const start = weekdayAt(31, 11, testApp.clock.now());
    const slotIds = new Set<string>();
    for (let index = 0; index < 2; index += 1) slotIds.add((await createSlot(testApp.db, (await createPsychologist(testApp.db, { categories: [category] })).id, start)).id);
    const { authorization: booker } = await employeeWithToken();
    const { authorization: searcher } = await employeeWithToken();

    const [before] = await offered(searcher, category);
    expect((await book(booker, before.meetingId, category)).statusCode).toBe(200);

    const after = await offered(searcher, category);
    expect(after).toHaveLength(1);
    expect(after[0].startDate).toBe(before.startDate);
    expect(after[0].meetingId).not.toBe(before.meetingId);
    expect(slotIds.has(after[0].meetingId)).toBe(true);
    // The booker holds that hour now: it is not offered to them, whoever the psychologist.
    expect(await offered(booker, category)).toEqual([]);
  });

  it('offers a freed slot again after the employee cancels', async () => {
    const category: PsychologistCategory = 'Psychologue du travail';
    const start = weekdayAt(32, 14, testApp.clock.now());
    const psychologist = await createPsychologist(testApp.db, { categories: [category] });
    const slot = await createSlot(testApp.db, psychologist.id, start);
    const { authorization: booker } = await employeeWithToken();
    const { authorization: searcher } = await employeeWithToken();

    expect((await offered(searcher, category)).map((entry) => entry.meetingId)).toEqual([slot.id]);
    expect((await book(booker, slot.id, category)).statusCode).toBe(200);
    expect(await offered(searcher, category)).toEqual([]);

    const cancel = await testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${slot.id}/cancel`, headers: { authorization: booker } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await offered(searcher, category)).map((entry) => entry.startDate)).toEqual([start.toISOString()]);
  });

  it('follows the planning: a slot added by a save appears, a removed one disappears', async () => {
    const category: PsychologistCategory = 'Psychologue clinicien';
    const { psychologist, authorization: psychologistAuthorization } = await psychologistWithToken(category);
    const monday = weekdayAt(35, 9, testApp.clock.now());
    const kept = await createSlot(testApp.db, psychologist.id, monday);
    const removed = await createSlot(testApp.db, psychologist.id, new Date(monday.getTime() + HOUR));
    const { authorization } = await employeeWithToken();
    const mine = async () =>
      (await offered(authorization, category)).filter(
        (entry) => entry.meetingId === kept.id || entry.meetingId === removed.id || entry.startDate === new Date(monday.getTime() + 2 * HOUR).toISOString(),
      );

    expect((await mine()).map((entry) => entry.meetingId).sort()).toEqual([kept.id, removed.id].sort());
    const added = new Date(monday.getTime() + 2 * HOUR);
    const save = await saveWeek(psychologistAuthorization, monday, { meetingDates: [added.toISOString()], meetingsToRemove: [removed.id] });
    expect(save.statusCode, save.body).toBe(200);

    expect((await mine()).map((entry) => entry.startDate)).toEqual([monday.toISOString(), added.toISOString()]);
  });

  it('no longer offers a locked psychologist’s slots', async () => {
    const category: PsychologistCategory = 'Neuropsychologue';
    const psychologist = await createPsychologist(testApp.db, { categories: [category] });
    const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(45, 16, testApp.clock.now()));
    const admin = await createAdmin(testApp.db);
    const { authorization } = await employeeWithToken();
    expect((await offered(authorization, category)).some((entry) => entry.meetingId === slot.id)).toBe(true);

    const lock = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/lock/toggle',
      headers: { authorization: await bearerFor(testApp, admin) },
      payload: { userId: psychologist.id, lockAccount: true },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    expect((await offered(authorization, category)).some((entry) => entry.meetingId === slot.id)).toBe(false);
  });

  it('answers 409 in French for a slot taken meanwhile elsewhere (another process), and stops offering it', async () => {
    const category: PsychologistCategory = 'Psychologue social';
    const start = weekdayAt(50, 15, testApp.clock.now());
    const slot = await createSlot(testApp.db, (await createPsychologist(testApp.db, { categories: [category] })).id, start);
    const { authorization } = await employeeWithToken();
    expect((await offered(authorization, category)).some((entry) => entry.meetingId === slot.id)).toBe(true);
    // Booked through another API process: this one's cache was not told.
    await testApp.db.update(meetings).set({ status: 'BOOKED' }).where(eq(meetings.id, slot.id));
    expect((await offered(authorization, category)).some((entry) => entry.meetingId === slot.id)).toBe(true);

    const refused = await book(authorization, slot.id, category);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: bookingMessages.slotTaken });
    expect((await offered(authorization, category)).some((entry) => entry.meetingId === slot.id)).toBe(false);
  });
});

describe('slot search answers on the wire', () => {
  it('are compressed with brotli or gzip as the client accepts, with Vary, and read the same', async () => {
    const category: PsychologistCategory = 'Psychologue du travail';
    const psychologist = await createPsychologist(testApp.db, { categories: [category] });
    for (let hour = 8; hour < 20; hour += 1) await createSlot(testApp.db, psychologist.id, weekdayAt(60, hour, testApp.clock.now()));
    const { authorization } = await employeeWithToken();

    const plain = await find(authorization, category, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [accepted, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const response = await find(authorization, category, { 'accept-encoding': accepted });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });
});

describe('createSlotSearchCache', () => {
  const slot = (id: string): OfferedSlot => ({ id, startsAt: new Date(0), endsAt: new Date(HOUR), weekday: 1 });
  function deferred() {
    let resolve!: (slots: OfferedSlot[]) => void;
    const promise = new Promise<OfferedSlot[]>((done) => (resolve = done));
    return { promise, resolve };
  }

  it('shares one computation between concurrent requests', async () => {
    const cache = createSlotSearchCache({ ttlMilliseconds: 60_000 });
    let computations = 0;
    const pending = deferred();
    const compute = () => {
      computations += 1;
      return pending.promise;
    };
    const both = Promise.all([cache.get('key', compute), cache.get('key', compute)]);
    pending.resolve([slot('a')]);
    const [first, second] = await both;
    expect(first).toBe(second);
    expect(computations).toBe(1);
  });

  it('does not keep a computation that a write overtook', async () => {
    const cache = createSlotSearchCache({ ttlMilliseconds: 1_000 });
    const pending = deferred();
    const overtaken = cache.get('key', () => pending.promise);
    cache.invalidateAll();
    pending.resolve([slot('a')]);
    await overtaken;
    let computations = 0;
    const compute = async () => {
      computations += 1;
      return [slot('b')];
    };
    expect((await cache.get('key', compute)).slots.map((entry) => entry.id)).toEqual(['b']);
    await cache.get('key', compute);
    expect(computations).toBe(1);
  });

  it('after its time, answers the old result once more while one request recomputes it, and no longer after twice that time', async () => {
    let now = 0;
    const cache = createSlotSearchCache({ ttlMilliseconds: 1_000, clock: () => now });
    await cache.get('key', async () => [slot('old')]);
    now = 1_000;
    const refresh = deferred();
    let computations = 0;
    const compute = () => {
      computations += 1;
      return refresh.promise;
    };
    expect((await cache.get('key', compute)).slots[0].id).toBe('old');
    expect((await cache.get('key', compute)).slots[0].id).toBe('old');
    expect(computations).toBe(1);
    refresh.resolve([slot('new')]);
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('key', compute)).slots[0].id).toBe('new');

    now = 1_000 + 2_000; // the 'new' result is now past its second period
    expect((await cache.get('key', async () => [slot('newest')])).slots[0].id).toBe('newest');
  });

  it('drops only the results offering a booked slot, including one computed while it was booked', async () => {
    const cache = createSlotSearchCache({ ttlMilliseconds: 60_000 });
    let computations = 0;
    const compute = (id: string) => async () => {
      computations += 1;
      return [slot(id)];
    };
    await cache.get('first', compute('a'));
    await cache.get('second', compute('b'));
    const pending = deferred();
    const during = cache.get('third', () => pending.promise);
    cache.slotTaken('a');
    cache.slotTaken('c');
    pending.resolve([slot('c')]);
    await during;
    computations = 0;
    await Promise.all([cache.get('first', compute('a')), cache.get('second', compute('b')), cache.get('third', compute('c'))]);
    expect(computations).toBe(2); // 'first' and 'third' again; 'second' still held
  });
});
