import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PsychologistCategory, SlotSearchResponse } from '@parenthese/shared';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createSlot, TEST_USER_AGENT, weekdayAt } from '../../../test/support/consultations';
import { SHARED_TEST_SECRETS, startServerProcess, type ServerProcess } from '../../../test/support/server-process';
import { createTestApp, TEST_DATA_ENCRYPTION_KEY, type TestApp } from '../../../test/support/test-app';

const DAY = 86_400_000;
/** Long enough that a booking's round trip fits well inside it on a loaded machine. */
const CACHE_MS = 3000;

/**
 * The slot search cache is per process (decision 0024): another instance's booking is not seen until
 * the result ages out. Its bound, twice SLOT_SEARCH_CACHE_MS (fresh, then answered once more while it
 * is recomputed), holds across two server processes on one PostgreSQL database (decision 0070).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('slot search cache across two server processes (PostgreSQL)', () => {
  let testApp: TestApp;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  beforeAll(async () => {
    // The processes' keys, so that the sessions opened here are theirs too.
    // The server processes run as `npm start` does, on the system clock: this file's app starts its clock at the real time too.
    testApp = await createTestApp({ jwtSecret: new TextEncoder().encode(SHARED_TEST_SECRETS.JWT_SECRET), dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY }, { clockStart: new Date() });
    const env = { SLOT_SEARCH_CACHE_MS: String(CACHE_MS), PROCESS_ROLE: 'web' };
    [first, second] = await Promise.all([startServerProcess(testApp.databaseUrl!, env), startServerProcess(testApp.databaseUrl!, env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await testApp?.close();
  });

  const headers = (authorization: string) => ({ authorization, 'user-agent': TEST_USER_AGENT, 'content-type': 'application/json' });
  const category: PsychologistCategory = 'Psychologue clinicien';
  // One question, asked the same way each time: the same cache entry.
  const question = () =>
    JSON.stringify({
      doctorCategoryName: category,
      meetingType: 'TEAMS',
      startDate: new Date(testApp.clock.now().getTime() - DAY).toISOString(),
      endDate: new Date(testApp.clock.now().getTime() + 120 * DAY).toISOString(),
    });

  async function offeredBy(server: ServerProcess, authorization: string) {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/employee-service/meeting/find`, { method: 'POST', headers: headers(authorization), body: question() });
    expect(response.status).toBe(200);
    return Object.values(((await response.json()) as SlotSearchResponse).meetingsData)
      .flat()
      .map((slot) => slot.meetingId);
  }

  it('no longer offers through one a slot booked through the other, at most twice SLOT_SEARCH_CACHE_MS after', async () => {
    const slot = await createSlot(testApp.db, (await createPsychologist(testApp.db, { categories: [category] })).id, weekdayAt(20, 10, testApp.clock.now()));
    const company = await createCompany(testApp.db, { creditsAmount: 100 });
    const booker = await bearerFor(testApp, await createEmployee(testApp.db, { companyId: company.id, credits: 3 }));
    const searcher = await bearerFor(testApp, await createEmployee(testApp.db, { companyId: company.id, credits: 3 }));

    expect(await offeredBy(second!, searcher)).toEqual([slot.id]);
    const booking = await fetch(`http://127.0.0.1:${first!.port}/api/employee-service/meeting/create`, {
      method: 'POST',
      headers: headers(booker),
      body: JSON.stringify({ meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: category, subject: 'Consultation' }),
    });
    expect(booking.status).toBe(200);
    const bookedAt = testApp.clock.now().getTime();
    // The process that booked knows at once; the other still answers from its cache (per process, by design).
    expect(await offeredBy(first!, searcher)).toEqual([]);
    expect(await offeredBy(second!, searcher)).toEqual([slot.id]);

    // Past the bound, a single search through the other process no longer offers it.
    await new Promise((resolve) => setTimeout(resolve, bookedAt + 2 * CACHE_MS - testApp.clock.now().getTime()));
    expect(await offeredBy(second!, searcher)).toEqual([]);
  }, 60_000);
});
