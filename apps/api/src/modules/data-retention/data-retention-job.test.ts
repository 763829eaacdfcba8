import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import { DATA_RETENTION_STEPS, type MaintenanceReport } from '@parenthese/shared';
import { auditLog, dataExports, dataRetentionRuns, mailOutbox, meetings, users } from '../../db/schema';
import { createAdmin, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createSlot } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { nextDataRetentionRunAt } from './data-retention-job';
import { dataRetentionJob } from './job-definitions';
import { daysBefore } from './retention-steps';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const YEAR_AND_MORE = 400;

describe('the data-retention job, interrupted then run again', () => {
  it('erases each row once: the totals of both runs equal the rows erased, and none is counted twice', async () => {
    const { db } = testApp;
    await db.delete(dataRetentionRuns);
    const now = testApp.clock.now();
    const psychologist = await createPsychologist(db);
    // Five past slots with a motive (written directly: the step reads only subject and ends_at), ended 40 days ago.
    for (let hour = 0; hour < 5; hour += 1) await createSlot(db, psychologist.id, new Date(daysBefore(now, 40).getTime() + hour * 60 * 60 * 1000), { status: 'BOOKED', subject: `Motif ${hour}` });
    await db.insert(auditLog).values(Array.from({ length: 5 }, (_, index) => ({ action: `test.old.${index}`, createdAt: daysBefore(now, YEAR_AND_MORE) })));
    const [auditsBefore] = await db.select({ total: count() }).from(auditLog);

    // First run: batches of 2, and each step fails right after its first batch commits.
    const interrupted = await testApp.services.dataRetention.runDataRetention(now, {
      batchSize: 2,
      steps: ['motives', 'audit-rows'],
      afterBatch: () => {
        throw new Error('Coupure simulée');
      },
    });
    expect(interrupted).toEqual([
      { step: 'motives', erasedCount: 2, error: 'Coupure simulée' },
      { step: 'audit-rows', erasedCount: 2, error: 'Coupure simulée' },
    ]);
    expect(await db.select({ id: meetings.id }).from(meetings).where(isNotNull(meetings.subject))).toHaveLength(3);

    // The rerun takes only what is left.
    const resumed = await testApp.services.dataRetention.runDataRetention(now, { batchSize: 2, steps: ['motives', 'audit-rows'] });
    expect(resumed).toEqual([
      { step: 'motives', erasedCount: 3, error: null },
      { step: 'audit-rows', erasedCount: auditsBefore.total - 2, error: null },
    ]);
    expect(await db.select({ id: meetings.id }).from(meetings).where(isNotNull(meetings.subject))).toEqual([]);
    expect(await db.select({ id: meetings.id }).from(meetings).where(isNull(meetings.subject))).toHaveLength(5);
    expect(await db.select().from(auditLog)).toEqual([]);

    // The run rows say the same: per step, both runs add up to the rows erased.
    const runs = await db.select().from(dataRetentionRuns);
    const totalOf = (step: string) => runs.filter((run) => run.step === step).reduce((sum, run) => sum + run.erasedCount, 0);
    expect(totalOf('motives')).toBe(5);
    expect(totalOf('audit-rows')).toBe(auditsBefore.total);
    expect(runs.filter((run) => run.error === 'Coupure simulée')).toHaveLength(2);
  });
});

describe('the steps that reuse the personal-data modules', () => {
  it('deletes the « Mes données » exports no longer offered, and erases never-activated accounts with the mails written to them', async () => {
    const { db, services } = testApp;
    const now = testApp.clock.now();
    const employee = await createEmployee(db);
    const [expired, offered] = await db
      .insert(dataExports)
      .values([
        { userId: employee.id, status: 'READY', requestedAt: daysBefore(now, 2), readyAt: daysBefore(now, 2), expiresAt: daysBefore(now, 1), jsonEncrypted: 'x', htmlEncrypted: 'x' },
        { userId: employee.id, status: 'READY', requestedAt: now, readyAt: now, expiresAt: new Date(now.getTime() + 60_000), jsonEncrypted: 'x', htmlEncrypted: 'x' },
      ])
      .returning({ id: dataExports.id });
    const [exports] = await services.dataRetention.runDataRetention(now, { steps: ['data-exports'] });
    expect(exports).toMatchObject({ step: 'data-exports', erasedCount: 1, error: null });
    expect(
      (
        await db
          .select({ id: dataExports.id })
          .from(dataExports)
          .where(inArray(dataExports.id, [expired.id, offered.id]))
      ).map((row) => row.id),
    ).toEqual([offered.id]);

    // Never activated, its temporary password long expired: the account and the mail written to it go.
    const unactivated = await createEmployee(db);
    await db
      .update(users)
      .set({ isFirstConnection: true, temporaryPasswordIssuedAt: daysBefore(now, YEAR_AND_MORE) })
      .where(eq(users.id, unactivated.id));
    await services.mailer.send({ kind: 'contact-ack', to: unactivated.email!, subject: 'Bienvenue', text: 'Votre identifiant' });
    const [accounts] = await services.dataRetention.runDataRetention(now, { steps: ['unactivated-accounts'] });
    expect(accounts.erasedCount).toBeGreaterThanOrEqual(1);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, unactivated.id))).toEqual([]);
    expect(await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, unactivated.email!))).toEqual([]);
  });
});

describe('the data-retention job in the job engine', () => {
  it('runs on its schedule and writes one run row per step', async () => {
    const { db } = testApp;
    await db.delete(dataRetentionRuns);
    await testApp.services.jobs.runDue({ includeScheduled: [dataRetentionJob] });
    const runs = await db.select().from(dataRetentionRuns);
    expect(runs.map((run) => run.step).sort()).toEqual([...DATA_RETENTION_STEPS].sort());
    expect(runs.every((run) => run.finishedAt !== null && run.error === null)).toBe(true);
  });

  it('next runs at 03:15 in Paris, daylight-saving days included', () => {
    expect(nextDataRetentionRunAt(new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T01:15:00.000Z');
    expect(nextDataRetentionRunAt(new Date('2026-03-29T01:16:00Z')).toISOString()).toBe('2026-03-30T01:15:00.000Z');
    expect(nextDataRetentionRunAt(new Date('2026-01-10T01:00:00Z')).toISOString()).toBe('2026-01-10T02:15:00.000Z');
  });
});

describe('GET /api/admin/maintenance: the retention steps', () => {
  const maintenance = async (user: { id: string; role: 'ADMIN' | 'DOCTOR' | 'EMPLOYEE' }) =>
    testApp.app.inject({ method: 'GET', url: '/api/admin/maintenance', headers: { authorization: await bearerFor(testApp, user) } });

  it('shows TECH each step with its label, its period and its last run (counts only)', async () => {
    const { db } = testApp;
    await db.delete(dataRetentionRuns);
    const tech = await createAdmin(db, { adminRole: 'TECH' });
    const never = (await maintenance(tech)).json() as MaintenanceReport;
    expect(never.dataRetention.steps.map((step) => step.step)).toEqual([...DATA_RETENTION_STEPS]);
    expect(never.dataRetention.steps.every((step) => step.lastRun === null)).toBe(true);
    expect(never.dataRetention.steps.find((step) => step.step === 'motives')).toEqual({ step: 'motives', label: 'Motifs des consultations', periodDays: 30, lastRun: null });
    expect(new Date(never.dataRetention.nextRunAt ?? '').getTime()).toBeGreaterThan(testApp.clock.now().getTime());

    const psychologist = await createPsychologist(db);
    await createSlot(db, psychologist.id, daysBefore(testApp.clock.now(), 60), { status: 'BOOKED', subject: 'Motif confidentiel' });
    await testApp.services.dataRetention.runDataRetention();
    const after = (await maintenance(tech)).json() as MaintenanceReport;
    const motives = after.dataRetention.steps.find((step) => step.step === 'motives');
    expect(motives?.lastRun).toMatchObject({ erasedCount: 1, isFailed: false });
    expect(motives?.lastRun?.finishedAt).not.toBeNull();
    expect(JSON.stringify(after)).not.toContain('Motif confidentiel');
  });

  it('answers 403 to SITE administrators and employees', async () => {
    const { db } = testApp;
    expect((await maintenance(await createAdmin(db, { adminRole: 'SITE' }))).statusCode).toBe(403);
    expect((await maintenance(await createEmployee(db))).statusCode).toBe(403);
  });
});
