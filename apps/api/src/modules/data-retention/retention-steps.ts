import { and, eq, exists, inArray, isNotNull, isNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_LIFETIME_HOURS, RESET_NOTICE_LOOKBACK_DAYS, type DataRetentionStep, type RetentionPeriods } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { deleteExpiredDataExports } from '../personal-data/export/repository';
import { eraseEmployeeAccounts } from '../personal-data/erasure/account-erasure';
import type { WaitingList } from '../waiting-list/waiting-list';
import {
  auditLog,
  contactRequests,
  creditLedger,
  dataRetentionRuns,
  emailChangeRequests,
  employeeImports,
  accountInvitations,
  mailOutbox,
  meetings,
  passwordResetTokens,
  sessions,
  usedSecondFactorChallenges,
  users,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** `days` before `now`. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Rows a batch takes at most: each batch is its own short transaction, so a large backlog never holds locks for long. */
export const DATA_RETENTION_BATCH_SIZE = 500;
/** Ended sessions and used or expired links are kept this long (a day: enough to read a sign-in problem of the day before). */
export const SIGN_IN_RECORD_DAYS = 1;
/** Mails whose delivery is over: a PENDING one is still being retried, and keeps everything it needs. */
export const DELIVERY_OVER_STATUSES = ['SENT', 'FAILED', 'STORED'] as const;

/** What every step is given: the clock it measures periods from, the periods, and where to count what it did. */
export type RetentionStepContext = {
  db: Executor;
  now: Date;
  periods: RetentionPeriods;
  temporaryPasswordLifetimeDays: number;
  /** The app's data key: the erasure of accounts derives the employer report's keys from it. */
  dataEncryptionKey: Buffer;
  /** Told by the erasure of accounts of the hours their follow-up proposals held (none for a never-activated one). */
  waitingList: Pick<WaitingList, 'slotsFreed'>;
  batchSize: number;
  /** The run row (data_retention_runs) each committed batch adds its count to, in the batch's own transaction. */
  runId: string;
  /** Called after each committed batch (tests interrupt a step here). */
  afterBatch?: (step: DataRetentionStep, changed: number) => void | Promise<void>;
};

/**
 * Runs `batch` in its own transaction again and again until a batch changes fewer rows than the batch
 * size. A batch's statement selects only rows not yet erased or deleted (the WHERE clause of the step),
 * locks them (skipping rows another run holds), changes them and counts what it changed into the run
 * row, all in one commit: an interruption loses nothing counted and a rerun takes only what is left.
 */
async function inBatches(context: RetentionStepContext, step: DataRetentionStep, batch: (tx: Executor, limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await context.db.transaction(async (tx) => {
      const count = await batch(tx, context.batchSize);
      if (count > 0)
        await tx
          .update(dataRetentionRuns)
          .set({ erasedCount: sql`${dataRetentionRuns.erasedCount} + ${count}` })
          .where(eq(dataRetentionRuns.id, context.runId));
      return count;
    });
    total += changed;
    if (changed > 0) await context.afterBatch?.(step, changed);
    if (changed < context.batchSize) return total;
  }
}

/** The ids of at most `limit` rows of `table` matching `where`, locked for this transaction (rows locked by another run are skipped). */
function lockedIds(tx: Executor, table: PgTable & { id: PgColumn }, where: SQL | undefined, limit: number) {
  return tx.select({ id: table.id }).from(table).where(where).limit(limit).for('update', { skipLocked: true });
}

/** Deletes, batch by batch, the rows of `table` that `where` selects. */
function deleteInBatches(context: RetentionStepContext, step: DataRetentionStep, table: PgTable & { id: PgColumn }, where: SQL | undefined) {
  return inBatches(
    context,
    step,
    async (tx, limit) =>
      (
        await tx
          .delete(table)
          .where(inArray(table.id, lockedIds(tx, table, where, limit)))
          .returning({ id: table.id })
      ).length,
  );
}

/** Motives: the subject the employee typed is erased `motiveDays` after the consultation's end. */
export function eraseMotives(context: RetentionStepContext): Promise<number> {
  const where = and(isNotNull(meetings.subject), lte(meetings.endsAt, daysBefore(context.now, context.periods.motiveDays)));
  return inBatches(
    context,
    'motives',
    async (tx, limit) =>
      (
        await tx
          .update(meetings)
          .set({ subject: null })
          .where(inArray(meetings.id, lockedIds(tx, meetings, where, limit)))
          .returning({ id: meetings.id })
      ).length,
  );
}

const deliveryOver = inArray(mailOutbox.status, [...DELIVERY_OVER_STATUSES]);

/** What an erased mail body holds: the text emptied (the column is required), every other part of it null. */
export const ERASED_MAIL_BODY = {
  textBody: '',
  htmlBody: null,
  calendarMethod: null,
  calendarContent: null,
  // All three together (mail_outbox_attachment_whole).
  attachmentName: null,
  attachmentContentType: null,
  attachmentContent: null,
  replyTo: null,
} as const satisfies Partial<typeof mailOutbox.$inferInsert>;

/** Mail bodies: text (emptied: the column is required), HTML, calendar part, attached file and reply-to, `mailBodyDays` after writing, once delivery is over. */
export function eraseMailBodies(context: RetentionStepContext): Promise<number> {
  const where = and(isNull(mailOutbox.bodiesErasedAt), deliveryOver, lte(mailOutbox.createdAt, daysBefore(context.now, context.periods.mailBodyDays)));
  return inBatches(
    context,
    'mail-bodies',
    async (tx, limit) =>
      (
        await tx
          .update(mailOutbox)
          .set({ ...ERASED_MAIL_BODY, bodiesErasedAt: context.now })
          .where(inArray(mailOutbox.id, lockedIds(tx, mailOutbox, where, limit)))
          .returning({ id: mailOutbox.id })
      ).length,
  );
}

/** Mail rows: deleted `mailRowDays` after writing, once delivery is over. */
export function deleteMailRows(context: RetentionStepContext): Promise<number> {
  return deleteInBatches(context, 'mail-rows', mailOutbox, and(deliveryOver, lte(mailOutbox.createdAt, daysBefore(context.now, context.periods.mailRowDays))));
}

/** Demonstration requests: deleted `demoRequestDays` after being handled; an unhandled one stays. */
export function deleteHandledDemoRequests(context: RetentionStepContext): Promise<number> {
  return deleteInBatches(
    context,
    'demo-requests',
    contactRequests,
    and(isNotNull(contactRequests.handledAt), lte(contactRequests.handledAt, daysBefore(context.now, context.periods.demoRequestDays))),
  );
}

/**
 * The employee accounts never activated whose every way in expired more than `unactivatedAccountDays`
 * ago: still on their first connection, with an unaccepted invitation that expired or no invitation,
 * a temporary password that expired or none, at least one of the two, and (to be safe: booking needs
 * an activated account) no consultation nor booking in the credit ledger.
 */
export function neverActivatedAccountsWhere(now: Date, unactivatedAccountDays: number, temporaryPasswordLifetimeDays: number): SQL {
  const cutoff = daysBefore(now, unactivatedAccountDays);
  const temporaryPasswordCutoff = daysBefore(cutoff, temporaryPasswordLifetimeDays);
  const invitation = (where: SQL | undefined) => exists(sql`(select 1 from ${accountInvitations} where ${and(eq(accountInvitations.userId, users.id), where)})`);
  const hasConsultation = exists(sql`(select 1 from ${meetings} where ${eq(meetings.employeeId, users.id)})`);
  const hasBooking = exists(sql`(select 1 from ${creditLedger} where ${and(eq(creditLedger.employeeId, users.id), eq(creditLedger.reason, 'BOOKING'))})`);
  // A live way in: an invitation accepted, not yet mailed or expired less long ago, or a temporary password of the same.
  const invitationLive = invitation(or(isNotNull(accountInvitations.acceptedAt), isNull(accountInvitations.expiresAt), sql`${accountInvitations.expiresAt} > ${cutoff}`));
  const temporaryPasswordLive = sql`${users.temporaryPasswordIssuedAt} > ${temporaryPasswordCutoff}`;
  return and(
    eq(users.role, 'EMPLOYEE'),
    eq(users.isFirstConnection, true),
    or(invitation(undefined), isNotNull(users.temporaryPasswordIssuedAt)),
    not(invitationLive),
    or(isNull(users.temporaryPasswordIssuedAt), not(temporaryPasswordLive)),
    not(hasConsultation),
    not(hasBooking),
  ) as SQL;
}

/**
 * Erases these accounts if they are still never activated; answers how many went. Through the one
 * erasure (decision 0040): the users row's cascade takes the employee, invitation, ledger grants and
 * sessions, and the mails written to them (their invitation) go too; the company's employee counters
 * follow by trigger. Such an account has no consultation, so no employer record to keep.
 */
export async function deleteNeverActivatedAccounts(tx: Executor, dataEncryptionKey: Buffer, userIds: string[], waitingList: Pick<WaitingList, 'slotsFreed'>): Promise<number> {
  if (userIds.length === 0) return 0;
  const still = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.role, 'EMPLOYEE'), eq(users.isFirstConnection, true)));
  const erased = await eraseEmployeeAccounts(
    tx,
    dataEncryptionKey,
    still.map((row) => row.id),
    { freezeReportsAt: null, waitingList },
  );
  return erased.erasedCount;
}

/** Accounts never activated: deleted `unactivatedAccountDays` after their invitation or temporary password expired unused. */
export function deleteUnactivatedAccounts(context: RetentionStepContext): Promise<number> {
  const where = neverActivatedAccountsWhere(context.now, context.periods.unactivatedAccountDays, context.temporaryPasswordLifetimeDays);
  return inBatches(context, 'unactivated-accounts', async (tx, limit) => {
    const ids = (await lockedIds(tx, users, where, limit)).map((row) => row.id as string);
    return deleteNeverActivatedAccounts(tx, context.dataEncryptionKey, ids, context.waitingList);
  });
}

/**
 * Sessions ended or expired, reset links used or expired, email changes ended or expired: a day after. A
 * pending unexpired change stays. Spent sign-in challenges: once expired, when no one can present them again.
 */
export async function deleteSignInRecords(context: RetentionStepContext): Promise<number> {
  const cutoff = daysBefore(context.now, SIGN_IN_RECORD_DAYS);
  const endedSessions = or(lte(sessions.endedAt, cutoff), lte(sessions.expiresAt, cutoff));
  const usedLinks = or(lte(passwordResetTokens.usedAt, cutoff), lte(passwordResetTokens.expiresAt, cutoff));
  // A confirmed change is the account's address history: the reset hold, the undo link and the reset notice's
  // former address read it, and an erasure finds the mails of a former address by it, for as long as mails are kept.
  const confirmedCutoff = daysBefore(context.now, Math.max(RESET_NOTICE_LOOKBACK_DAYS, context.periods.mailRowDays));
  const endedChanges = or(
    and(eq(emailChangeRequests.status, 'CONFIRMED'), lte(emailChangeRequests.endedAt, confirmedCutoff)),
    and(ne(emailChangeRequests.status, 'CONFIRMED'), or(and(ne(emailChangeRequests.status, 'PENDING'), lte(emailChangeRequests.endedAt, cutoff)), lte(emailChangeRequests.expiresAt, cutoff))),
  );
  return (
    (await deleteInBatches(context, 'sign-in-records', sessions, endedSessions)) +
    (await deleteInBatches(context, 'sign-in-records', passwordResetTokens, usedLinks)) +
    (await deleteInBatches(context, 'sign-in-records', emailChangeRequests, endedChanges)) +
    (await deleteInBatches(context, 'sign-in-records', usedSecondFactorChallenges, lte(usedSecondFactorChallenges.expiresAt, context.now)))
  );
}

/** Exports of an employee's data: deleted once no longer offered (DATA_EXPORT_LIFETIME_HOURS), or a day after a failed or stuck preparation. */
export function deleteExpiredExports(context: RetentionStepContext): Promise<number> {
  return inBatches(context, 'data-exports', (tx) => deleteExpiredDataExports(tx, context.now));
}

/**
 * The summaries of employee imports never downloaded (identifiers and temporary passwords, encrypted):
 * erased once every password they hold has expired, the temporary-password lifetime after the import
 * ended (the passwords were issued while it ran). Past that they open no account and are only a copy
 * of names and addresses. Marked, so the back office says why it cannot be downloaded.
 */
export function eraseImportSummaries(context: RetentionStepContext): Promise<number> {
  const where = and(isNotNull(employeeImports.summaryEncrypted), lte(employeeImports.finishedAt, daysBefore(context.now, context.temporaryPasswordLifetimeDays)));
  return inBatches(
    context,
    'import-summaries',
    async (tx, limit) =>
      (
        await tx
          .update(employeeImports)
          .set({ summaryEncrypted: null, summaryErasedAt: context.now })
          .where(inArray(employeeImports.id, lockedIds(tx, employeeImports, where, limit)))
          .returning({ id: employeeImports.id })
      ).length,
  );
}

/** Audit rows: deleted `auditDays` after writing. */
export function deleteAuditRows(context: RetentionStepContext): Promise<number> {
  return deleteInBatches(context, 'audit-rows', auditLog, lte(auditLog.createdAt, daysBefore(context.now, context.periods.auditDays)));
}

/** Each step's function, in the order DATA_RETENTION_STEPS lists them. */
export const RETENTION_STEP_FUNCTIONS: Record<DataRetentionStep, (context: RetentionStepContext) => Promise<number>> = {
  motives: eraseMotives,
  'mail-bodies': eraseMailBodies,
  'mail-rows': deleteMailRows,
  'demo-requests': deleteHandledDemoRequests,
  'unactivated-accounts': deleteUnactivatedAccounts,
  'sign-in-records': deleteSignInRecords,
  'data-exports': deleteExpiredExports,
  'import-summaries': eraseImportSummaries,
  'audit-rows': deleteAuditRows,
};

/** The period each step applies, in days, as the maintenance card shows it. */
export function retentionPeriodDays(step: DataRetentionStep, periods: RetentionPeriods, temporaryPasswordLifetimeDays: number): number {
  const byStep: Record<DataRetentionStep, number> = {
    motives: periods.motiveDays,
    'mail-bodies': periods.mailBodyDays,
    'mail-rows': periods.mailRowDays,
    'demo-requests': periods.demoRequestDays,
    'unactivated-accounts': periods.unactivatedAccountDays,
    'sign-in-records': SIGN_IN_RECORD_DAYS,
    'data-exports': DATA_EXPORT_LIFETIME_HOURS / 24,
    'import-summaries': temporaryPasswordLifetimeDays,
    'audit-rows': periods.auditDays,
  };
  return byStep[step];
}
