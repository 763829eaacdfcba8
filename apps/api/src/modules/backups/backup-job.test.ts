import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { backupMessages } from '@parenthese/shared';
import { auditLog } from '../../db/schema';
import { createAdmin } from '../../../test/support/factories';
import { bearerFor } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { databaseBackupJob } from './job-definitions';

const KEEP = 3;
let configured: TestApp;
let unconfigured: TestApp;
let dataDir: string;
let backupDir: string;
type Admin = Awaited<ReturnType<typeof createAdmin>>;
let tech: Admin;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'parenthese-backup-job-'));
  backupDir = path.join(dataDir, 'sauvegardes');
  configured = await createTestApp({ dataDir, backup: { key: 'une-clé-de-sauvegarde-assez-longue', directory: backupDir, keep: KEEP } });
  unconfigured = await createTestApp({ dataDir: path.join(dataDir, 'other'), backup: { key: undefined, directory: path.join(dataDir, 'other-backups'), keep: KEEP } });
  tech = await createAdmin(configured.db, { adminRole: 'TECH' });
  // The jobs every start sends (not ours) are out of the way.
  await configured.services.jobs.runDue();
  await unconfigured.services.jobs.runDue();
}, 60_000);

/** The backup jobs of an app's queue, by state. */
async function backupJobStates(testApp: TestApp): Promise<string[]> {
  const { rows } = await testApp.db.execute(sql`select state from pgboss.job where name = ${databaseBackupJob.name} order by created_on`);
  return (rows as { state: string }[]).map((row) => row.state);
}
afterAll(async () => {
  await configured.close();
  await unconfigured.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const maintenance = async (testApp: TestApp, user: Admin) =>
  (await testApp.app.inject({ method: 'GET', url: '/api/admin/maintenance', headers: { authorization: await bearerFor(testApp, user) } })).json();
const startBackup = async (testApp: TestApp, user: Admin) => testApp.app.inject({ method: 'POST', url: '/api/admin/maintenance/backups', headers: { authorization: await bearerFor(testApp, user) } });

describe(`the ${databaseBackupJob.name} job`, () => {
  it('writes a backup, keeps the BACKUP_KEEP newest of ours and leaves any other file alone', async () => {
    mkdirSync(backupDir, { recursive: true });
    const old = ['parenthese-20240101-023000.backup', 'parenthese-20240102-023000.backup', 'parenthese-20240103-023000.backup', 'parenthese-20240104-023000.backup'];
    for (const name of old) writeFileSync(path.join(backupDir, name), 'ancienne');
    writeFileSync(path.join(backupDir, 'notes.txt'), 'à garder');

    await configured.services.jobs.send(databaseBackupJob, {});
    await configured.services.jobs.runDue();
    expect(await backupJobStates(configured)).toEqual(['completed']);

    const left = readdirSync(backupDir).sort();
    const made = left.filter((name) => !old.includes(name) && name !== 'notes.txt');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^parenthese-\d{8}-\d{6}\.backup$/);
    expect(left).toEqual(['notes.txt', old[2], old[3], made[0]].sort());
  }, 60_000);
});

describe('the maintenance card’s backups', () => {
  it('shows the last backup with its size, and « Lancer une sauvegarde » queues the job (audited)', async () => {
    const before = (await maintenance(configured, tech)).backups;
    expect(before.isConfigured).toBe(true);
    expect(before.keep).toBe(KEEP);

    const started = await startBackup(configured, tech);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ message: backupMessages.queued });
    const audited = await configured.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, tech.id), eq(auditLog.action, 'database-backup.requested')));
    expect(audited).toHaveLength(1);
    expect(await backupJobStates(configured)).toEqual(['completed', 'created']);
    await configured.services.jobs.runDue();
    expect(await backupJobStates(configured)).toEqual(['completed', 'completed']);

    const newest = readdirSync(backupDir)
      .filter((name) => name.endsWith('.backup'))
      .sort()
      .at(-1) as string;
    const after = (await maintenance(configured, tech)).backups;
    expect(after.last).toEqual({ createdAt: expect.any(String), bytes: expect.any(Number) });
    expect(after.last.bytes).toBeGreaterThan(1000);
    expect(newest).toBeDefined();
  }, 60_000);

  it('is TECH only: a SITE administrator gets 403 and nothing is queued', async () => {
    const site = await createAdmin(configured.db, { adminRole: 'SITE' });
    expect((await startBackup(configured, site)).statusCode).toBe(403);
    expect((await configured.app.inject({ method: 'GET', url: '/api/admin/maintenance', headers: { authorization: await bearerFor(configured, site) } })).statusCode).toBe(403);
    expect(await backupJobStates(configured)).toEqual(['completed', 'completed']);
  });

  it('says « Sauvegardes non configurées » without BACKUP_KEY, and refuses to start one (409)', async () => {
    const otherTech = await createAdmin(unconfigured.db, { adminRole: 'TECH' });
    expect((await maintenance(unconfigured, otherTech)).backups).toEqual({ isConfigured: false, last: null, keep: KEEP });
    const refused = await startBackup(unconfigured, otherTech);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Sauvegardes non configurées \(BACKUP_KEY absente\)/);
    expect(await backupJobStates(unconfigured)).toEqual([]);
  });
});
