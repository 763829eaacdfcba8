import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS_TIME_ZONE, employeeImportMessages } from '@parenthese/shared';
import type { EmployeeImportRowRecord } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { decryptSecret, encryptSecret } from '../../../lib/secret-box';
import { recordAudit } from '../../accounts/audit';
import { findTakenEmails } from '../../accounts/email-uniqueness';
import { writeInvitationMails } from '../../invitations/invitation-links';
import { lockCompanyRow } from '../companies/repository';
import { createEmployeeAccounts, prepareTemporaryCredentials } from '../employees/employee-creation';
import { employeeImportJob, employeeImportTakeoverJob } from './job-definitions';
import * as repository from './repository';
import { importSummaryCsv } from './summary';
import type { Clock } from '../../../lib/clock';
import type { Database, DatabaseConnection } from '../../../db/client';
import type { Config } from '../../../config';
import type { Mailer } from '../../../mail/mailer';
import type { JobEngine } from '../../../jobs/job-engine';

/**
 * The start's second sweep, this long after it: a server stopped before this start beat its last before
 * it, so by then every import it ran is lost, yet it is due well within a minute of the restart.
 */
export const TAKEOVER_AFTER_START_SECONDS = repository.IMPORT_LOST_AFTER_SECONDS + 5;
/** A running import's heartbeat: well inside IMPORT_LOST_AFTER_SECONDS, so a slow chunk is never taken for lost. */
const HEARTBEAT_MS = 10_000;
/** Rows created per transaction: the progress moves by this much, and a chunk holds its locks briefly. */
export const IMPORT_CHUNK_SIZE = 200;

const PGLITE_PAUSE_MS = 150;

/** A refusal found while creating (an email taken since the preview): the import fails with this sentence. */
class ImportRefused extends Error {}

type ChunkOutcome = 'more' | 'all-created' | 'not-running';

export type EmployeeImportJobDeps = {
  db: Database;
  /** On PGlite a run pauses between chunks, so that requests get the one connection in between. */
  databaseKind: DatabaseConnection['kind'];
  config: Config;
  mailer: Mailer;
  jobs: JobEngine;
  log: FastifyBaseLogger;
  clock: Clock;
};

/**
 * The `employee-import` job (decision 0034): creates an import's rows in chunks of IMPORT_CHUNK_SIZE, each
 * in its own transaction that also records which row made which account and moves the counter. At the
 * end, in one transaction, the held invitation mails are written, the summary is encrypted and the rows
 * erased. A chunk that fails deletes every account the import made and marks it failed; a run that dies
 * (crash, restart) leaves whole chunks behind, and the job's next run goes on from the first row without
 * an account.
 */
export function createEmployeeImportJob(deps: EmployeeImportJobDeps, options: { chunkSize?: number } = {}) {
  const { db, databaseKind, config, mailer, jobs, log, clock } = deps;
  const chunkSize = options.chunkSize ?? IMPORT_CHUNK_SIZE;
  const mailDeps = { mailer, config };

  /** `run.rows`: the import's rows, read by the run's first chunk (they do not change while it runs). */
  async function createNextChunk(importId: string, runState: { rows?: EmployeeImportRowRecord[] }): Promise<ChunkOutcome> {
    return db.transaction(async (tx) => {
      const record = await repository.lockImportState(tx, importId);
      if (!record || record.status !== 'RUNNING' || !record.hasRows) return 'not-running';
      runState.rows ??= (await repository.importRows(tx, importId)) ?? [];
      const allRows = runState.rows;
      const done = await repository.createdRowIndexes(tx, importId);
      const pending = allRows.flatMap((row, index) => (done.has(index) ? [] : [{ row, index }])).slice(0, chunkSize);
      if (pending.length === 0) return 'all-created';

      // An email may have been taken since the preview: named with its line, rather than a bare 409.
      const taken = await findTakenEmails(
        tx,
        pending.flatMap(({ row }) => (row.email ? [row.email] : [])),
      );
      const clash = pending.find(({ row }) => row.email && taken.has(row.email));
      if (clash) throw new ImportRefused(employeeImportMessages.failedEmailTaken(clash.row.line));

      const company = await lockCompanyRow(tx, record.companyId);
      if (!company) throw new ImportRefused(employeeImportMessages.companyGone);
      const rows = pending.map(({ row }) => row);
      const created = await createEmployeeAccounts(tx, mailDeps, {
        companyId: company.id,
        companyName: company.name,
        allowance: company.employeeAmountMax,
        rows,
        now: clock.now(),
        credentials: await prepareTemporaryCredentials(rows, config.dataEncryptionKey, clock.now()),
        // The mails go out once the whole file is created: a failed import has mailed nobody.
        sendInvitations: false,
        emailField: (position) => String(position),
      }).catch((error: unknown) => {
        // An email taken by another creation at this very moment: said with its line.
        const position = error instanceof AppError && error.statusCode === 409 ? Number(Object.keys(error.fieldErrors ?? {})[0]) : NaN;
        // Only for a row with an email: any unique violation (an identifier too) comes back as « email taken ».
        throw Number.isInteger(position) && pending[position]?.row.email ? new ImportRefused(employeeImportMessages.failedEmailTaken(pending[position].row.line)) : error;
      });
      await repository.recordCreatedAccounts(
        tx,
        importId,
        created.map((account, position) => ({ rowIndex: pending[position].index, userId: account.userId })),
      );
      await repository.addProgress(tx, importId, { created: created.length, invited: created.filter((account) => account.isInvited).length });
      return done.size + pending.length >= allRows.length ? 'all-created' : 'more';
    });
  }

  /** The last step: invitations mailed, summary sealed, rows erased, in one transaction. */
  async function complete(importId: string) {
    await db.transaction(async (tx) => {
      const record = await repository.lockImport(tx, importId);
      if (!record || record.status !== 'RUNNING' || !record.rows) return;
      const accounts = await repository.importedAccounts(tx, importId);
      const invitedIds = accounts.flatMap((account) => (record.rows![account.rowIndex]?.email ? [account.userId] : []));
      if (invitedIds.length > 0) await writeInvitationMails(tx, mailDeps, { userIds: invitedIds, now: clock.now() });
      const summary = importSummaryCsv(
        accounts.map((account) => {
          const row: EmployeeImportRowRecord | undefined = record.rows![account.rowIndex];
          return {
            firstName: account.firstName,
            lastName: account.lastName,
            service: row?.service ?? '',
            job: row?.job ?? '',
            username: account.username,
            email: row?.email ?? null,
            temporaryPassword: account.temporaryPasswordEncrypted ? decryptSecret(config.dataEncryptionKey, account.temporaryPasswordEncrypted) : null,
          };
        }),
        { created: record.createdCount, invited: record.invitedCount, skipped: record.skippedCount },
      );
      await repository.markCompleted(tx, importId, encryptSecret(config.dataEncryptionKey, summary), clock.now());
      await recordAudit(tx, {
        actorUserId: record.actorUserId,
        action: 'employee-import.completed',
        target: { type: 'company', id: record.companyId },
        details: { count: record.createdCount, invitedCount: record.invitedCount, skippedCount: record.skippedCount },
      });
    });
  }

  /** Deletes what the import created and says why. Nobody can have used those accounts: no mail nor summary went out. */
  async function fail(importId: string, reason: string) {
    await db.transaction(async (tx) => {
      const record = await repository.lockImport(tx, importId);
      if (!record || record.status !== 'RUNNING') return;
      await repository.deleteImportedAccounts(tx, importId);
      await repository.markFailed(tx, importId, reason, clock.now());
      await recordAudit(tx, { actorUserId: record.actorUserId, action: 'employee-import.failed', target: { type: 'company', id: record.companyId }, details: { count: record.totalCount } });
    });
  }

  /**
   * Runs the import until it ends, or for at most `maxChunks` chunks (tests stop it mid-way, as a crash
   * would). Safe to run twice, even at once: each chunk locks the import and skips the rows already made.
   */
  async function run(importId: string, runOptions: { maxChunks?: number } = {}): Promise<void> {
    const runState: { rows?: EmployeeImportRowRecord[] } = {};
    const heartbeat = setInterval(() => {
      repository.beatImport(db, importId).catch((error: unknown) => log.warn({ err: error, importId }, 'employee import heartbeat failed'));
    }, HEARTBEAT_MS);
    try {
      await runChunks(importId, runState, runOptions);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function runChunks(importId: string, runState: { rows?: EmployeeImportRowRecord[] }, runOptions: { maxChunks?: number }): Promise<void> {
    for (let chunks = 0; runOptions.maxChunks === undefined || chunks < runOptions.maxChunks; chunks += 1) {
      // PGlite has one connection: a pause between chunks lets the requests waiting for it (the progress
      // read every second) pass, instead of the next chunk taking it again at once.
      if (chunks > 0 && databaseKind === 'pglite') await new Promise((resolve) => setTimeout(resolve, PGLITE_PAUSE_MS));
      let outcome: ChunkOutcome;
      try {
        outcome = await createNextChunk(importId, runState);
      } catch (error) {
        const reason = error instanceof ImportRefused ? error.message : employeeImportMessages.failedUnexpected;
        if (!(error instanceof ImportRefused)) log.warn({ err: error, importId }, 'employee import failed');
        // If this throws too (database gone), the job is retried and the next run starts over here.
        await fail(importId, reason);
        return;
      }
      if (outcome === 'not-running') return;
      if (outcome === 'all-created') {
        await complete(importId);
        return;
      }
    }
  }

  jobs.work(employeeImportJob, async (job) => run(job.data.importId));

  /**
   * The takeover: an import still RUNNING whose heartbeat stopped has lost its server (killed, restarted);
   * pg-boss would only count its job lost at its expiry, 15 minutes on. Its run is sent again at once, in
   * the claim's transaction, and goes on from the last committed chunk.
   */
  async function takeOverLostImports(): Promise<string[]> {
    return db.transaction(async (tx) => {
      const importIds = await repository.claimLostImports(tx);
      for (const importId of importIds) await jobs.send(employeeImportJob, { importId }, {}, tx);
      if (importIds.length > 0) log.warn({ count: importIds.length }, 'employee imports of a lost server taken over');
      return importIds;
    });
  }

  jobs.work(employeeImportTakeoverJob, async () => void (await takeOverLostImports()));
  jobs.schedule(employeeImportTakeoverJob, '* * * * *', { tz: BUSINESS_TIME_ZONE });
  // A restart does not wait for the minute's sweep (issue 34 item 29): one sweep at once, for the imports
  // lost long ago, and one once a server killed just before this start has missed its heartbeats.
  jobs.sendAtStart(employeeImportTakeoverJob, {});
  jobs.sendAtStart(employeeImportTakeoverJob, { startAfterSeconds: TAKEOVER_AFTER_START_SECONDS });

  return { run, takeOverLostImports };
}

export type EmployeeImportJob = ReturnType<typeof createEmployeeImportJob>;
