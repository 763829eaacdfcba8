import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { meetings } from '../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../test/support/factories';
import { bearerFor, createSlot, ledgerBalances, weekdayAt } from '../../test/support/consultations';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable, isTransactionConflict, retryOnTransactionConflict } from './database-faults';

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused connection, wrapped or not, and nothing else', () => {
    const terminated = new Error('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: terminated }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('retryOnTransactionConflict', () => {
  const deadlock = () => Object.assign(new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) }));

  it('recognises a deadlock and a serialization failure, wrapped or not, and nothing else', () => {
    expect(isTransactionConflict(deadlock())).toBe(true);
    expect(isTransactionConflict(Object.assign(new Error('could not serialize access'), { code: '40001' }))).toBe(true);
    expect(isTransactionConflict(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isTransactionConflict(null)).toBe(false);
  });

  it('runs the transaction again after a deadlock, and gives up after its attempts', async () => {
    let runs = 0;
    await expect(retryOnTransactionConflict(async () => (++runs < 3 ? Promise.reject(deadlock()) : 'done'))).resolves.toBe('done');
    expect(runs).toBe(3);
    runs = 0;
    await expect(
      retryOnTransactionConflict(async () => {
        runs += 1;
        throw deadlock();
      }, 3),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(3);
  });

  it('does not run again what failed for another reason', async () => {
    let runs = 0;
    await expect(retryOnTransactionConflict(async () => Promise.reject(new Error(`boom ${++runs}`)))).rejects.toThrow('boom 1');
    expect(runs).toBe(1);
  });
});

describe('health checks', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it('/api/health is a liveness check and /api/health/ready checks the database', async () => {
    const live = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json().status).toBe('ok');
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });
});

/**
 * Cutting connections needs a real server. Only this test's own temporary database is touched:
 * its backends are terminated, and it is closed to new connections for the outage test.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('database faults (PostgreSQL)', () => {
  let testApp: TestApp;
  let admin: pg.Client;
  let databaseName: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    databaseName = new URL(testApp.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${databaseName} allow_connections true`).catch(() => undefined);
    await admin.end();
    await testApp.close();
  });

  const terminateBackends = () => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);

  const book = (authorization: string, consultationId: string, index: number) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/employee-service/meeting/create',
      headers: { authorization },
      payload: { meetingType: 'TEAMS', meetingId: consultationId, doctorCategoryName: 'Psychologue clinicien' },
      remoteAddress: `10.9.0.${index}`,
    });

  it('survives backends terminated under booking load: no 500, no lost booking, credits match, and it recovers', async () => {
    const company = await createCompany(testApp.db, { creditsAmount: 1000 });
    const psychologists = [await createPsychologist(testApp.db), await createPsychologist(testApp.db)];
    const slots: string[] = [];
    // weekdayAt moves a weekend to the next Monday: keep each start once.
    const starts = new Map<number, Date>();
    for (let day = 2; day < 40; day += 1) {
      for (const hour of [9, 10, 11, 14, 15, 16]) starts.set(weekdayAt(day, hour, testApp.clock.now()).getTime(), weekdayAt(day, hour, testApp.clock.now()));
    }
    for (const start of starts.values()) {
      for (const psychologist of psychologists) slots.push((await createSlot(testApp.db, psychologist.id, start)).id);
    }
    const clients = [];
    for (let index = 0; index < 6; index += 1) {
      const employee = await createEmployee(testApp.db, { companyId: company.id, credits: 100 });
      clients.push({ employee, authorization: await bearerFor(testApp, employee) });
    }

    const statuses: number[] = [];
    const confirmed: { meetingId: string; employeeId: string }[] = [];
    let isRunning = true;
    let next = 0;
    const loops = clients.map(async (client, index) => {
      while (isRunning && next < slots.length) {
        const consultationId = slots[next++];
        const response = await book(client.authorization, consultationId, index);
        statuses.push(response.statusCode);
        if (response.statusCode === 200) confirmed.push({ meetingId: consultationId, employeeId: client.employee.id });
        if (response.statusCode === 503) expect(response.json().message).toBe(DATABASE_UNAVAILABLE);
      }
    });
    for (let round = 0; round < 4; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await terminateBackends();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    isRunning = false;
    await Promise.all(loops);

    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);

    // Every confirmed booking is stored; a transaction cut in the middle left nothing behind.
    for (const booking of confirmed) {
      const [row] = await testApp.db.select().from(meetings).where(eq(meetings.id, booking.meetingId));
      expect(row).toMatchObject({ status: 'BOOKED', employeeId: booking.employeeId });
    }
    const balances = await ledgerBalances(testApp.db, company.id);
    expect(balances.companyLedger).toBe(balances.companyCredits);
    for (const employee of balances.employees) {
      expect(employee.ledger).toBe(employee.credits);
      const [{ booked }] = await testApp.db
        .select({ booked: sql<number>`count(*)::int` })
        .from(meetings)
        .where(and(eq(meetings.employeeId, employee.userId), eq(meetings.status, 'BOOKED')));
      expect(employee.credits).toBe(100 - booked);
    }
    expect(balances.companyCredits).toBe(1000 - confirmed.length);

    // Recovered by itself: the next booking goes through.
    const free = await createSlot(testApp.db, psychologists[0].id, weekdayAt(50, 9, testApp.clock.now()));
    expect((await book(clients[0].authorization, free.id, 0)).statusCode).toBe(200);
  });

  it('answers 503 in French while the database refuses connections, stays alive, and recovers when it is back', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db);
    const authorization = await bearerFor(testApp, employee);
    const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(6, 10, testApp.clock.now()));

    await admin.query(`alter database ${databaseName} allow_connections false`);
    await terminateBackends();
    const during = await book(authorization, slot.id, 1);
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE });
    const account = await testApp.app.inject({ method: 'GET', url: '/api/employee-service/meeting/load', headers: { authorization } });
    expect(account.statusCode).toBe(503);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const notReady = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().message).toBe(DATABASE_UNAVAILABLE);

    await admin.query(`alter database ${databaseName} allow_connections true`);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await book(authorization, slot.id, 1)).statusCode).toBe(200);
  });
});
