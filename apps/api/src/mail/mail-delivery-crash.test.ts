import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import { JOB_SCHEMA } from '../jobs/job-engine';
import { childProcessEnv } from '../../test/support/child-process-env';
import { compiledEntry } from '../../test/support/compiled-entries';
import { startFakeSmtp } from '../../test/support/fake-smtp';
import { letTimePass } from '../../test/support/jobs';
import { createTemporaryDatabase, createTestApp } from '../../test/support/test-app';
import { mailDeliveryJob, mailRetrySweepJob } from './job-definitions';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** A database that outlives the servers opened on it: a PGlite directory, or a temporary PostgreSQL database. */
async function durableDatabase(): Promise<{ url?: string; dataDir?: string }> {
  if (process.env.TEST_DB === 'postgres') {
    const temporary = await createTemporaryDatabase();
    cleanups.push(() => temporary.drop());
    return { url: temporary.url };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'parenthese-crash-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

describe('a server killed in the middle of a batch of mails', () => {
  // One retry: it kills a child server at a moment chosen by load, and failed about once in ten runs on a busy
  // machine (sessions 16 and 17, with and without faketime), each rerun passing; the flake is recorded in the notes.
  it('delivers every mail once restarted; a mail the SMTP server had accepted is not sent again', { timeout: 120_000, retry: 1 }, async () => {
    let isServerSlow = true;
    // The third mail's DATA is never answered while the server is "slow": the worker is killed waiting for it.
    const smtp = await startFakeSmtp({ holdData: (recipients) => isServerSlow && recipients.includes('lent@client.fr') });
    cleanups.push(() => smtp.close());
    const database = await durableDatabase();

    // Five mails written by a server that runs no jobs.
    const writer = await createTestApp({ smtpUrl: smtp.url }, { database });
    const ids: string[] = [];
    for (const [index, to] of ['rh0@client.fr', 'rh1@client.fr', 'lent@client.fr', 'rh3@client.fr', 'rh4@client.fr'].entries()) {
      ids.push(await writer.services.mailer.send({ kind: 'contact-ack', to, subject: `Mail ${index}`, text: 'x' }));
      // Jobs are taken in the order they were written, to the millisecond (PGlite's clock): one each.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await writer.close();

    // A server process that polls: it takes the five in one batch, sends two, waits on the third, and is killed.
    const worker = fork(compiledEntry('job-worker-process'), [], {
      env: childProcessEnv({ SMTP_URL: smtp.url, DATABASE_URL: database.url ?? '', DATA_DIR: database.dataDir ?? '', LOG_LEVEL: 'silent' }),
      stdio: 'pipe',
    });
    let output = '';
    worker.stdout?.on('data', (chunk) => (output += chunk));
    worker.stderr?.on('data', (chunk) => (output += chunk));
    cleanups.push(() => void worker.kill('SIGKILL'));
    const held = smtp.nextHeld();
    const exited = once(worker, 'exit');
    await Promise.race([held, exited.then(() => Promise.reject(new Error(`le processus s'est arrêté : ${output}`)))]);
    worker.kill('SIGKILL');
    await exited;
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([`<${ids[0]}@parenthese.fr>`, `<${ids[1]}@parenthese.fr>`]);

    // Restarted on the same data, once the killed attempt's lease and its jobs' expiry have passed.
    isServerSlow = false;
    const restarted = await createTestApp({ smtpUrl: smtp.url }, { database });
    cleanups.push(() => restarted.close());
    const before = await restarted.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.sequence);
    expect(before.map((row) => [row.status, row.attempts])).toEqual([
      ['SENT', 1],
      ['SENT', 1],
      ['PENDING', 1],
      ['PENDING', 0],
      ['PENDING', 0],
    ]);
    await letTimePass(restarted.db, 20 * 60 * 1000);
    await restarted.services.jobs.runDue({ includeScheduled: [mailRetrySweepJob], ignoreStartAfter: true });

    const after = await restarted.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.sequence);
    expect(after.map((row) => [row.status, row.attempts])).toEqual([
      ['SENT', 1],
      ['SENT', 1],
      ['SENT', 2],
      ['SENT', 1],
      ['SENT', 1],
    ]);
    // Each mail arrived once, the two sent before the kill included…
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}@parenthese.fr>`).sort());
    // …although their jobs, left running by the killed process, did run again.
    const { rows } = (await restarted.db.execute(
      sql`SELECT data->>'mailId' AS "mailId", state, retry_count AS "retryCount" FROM ${sql.raw(JOB_SCHEMA)}.job WHERE name = ${mailDeliveryJob.name} AND data->>'mailId' IN (${ids[0]}, ${ids[1]})`,
    )) as unknown as { rows: { mailId: string; state: string; retryCount: number }[] };
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ state: 'completed', retryCount: 1 });
  });
});
