import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';

/**
 * Seconds without a heartbeat after which a running import's server is taken for lost (decision 0056):
 * three missed heartbeats. Short enough for a restart's sweep to find it lost within a minute.
 */
export const IMPORT_LOST_AFTER_SECONDS = 30;
import { employeeImportAccounts, employeeImports, accountInvitations, employees, users, type EmployeeImportRowRecord } from '../../../db/schema';

export type EmployeeImportRecord = typeof employeeImports.$inferSelect;

/** Every column but the rows to create (up to 10,000 of them): what a progress read needs. */
const progressColumns = {
  id: employeeImports.id,
  companyId: employeeImports.companyId,
  actorUserId: employeeImports.actorUserId,
  contentHash: employeeImports.contentHash,
  status: employeeImports.status,
  totalCount: employeeImports.totalCount,
  createdCount: employeeImports.createdCount,
  invitedCount: employeeImports.invitedCount,
  skippedCount: employeeImports.skippedCount,
  failureReason: employeeImports.failureReason,
  isSummaryAvailable: sql<boolean>`${employeeImports.summaryEncrypted} is not null`,
  isSummaryErased: sql<boolean>`${employeeImports.summaryErasedAt} is not null`,
  // Taken over after its server was lost, or lost and waiting for the takeover (decision 0056).
  isResuming: sql<boolean>`${employeeImports.status} = 'RUNNING' and (${employeeImports.resumedAt} is not null or ${employeeImports.heartbeatAt} < now() - make_interval(secs => ${IMPORT_LOST_AFTER_SECONDS}))`,
  createdAt: employeeImports.createdAt,
  finishedAt: employeeImports.finishedAt,
};
type FlagColumn = 'isSummaryAvailable' | 'isSummaryErased' | 'isResuming';
export type EmployeeImportProgress = { [Key in keyof typeof progressColumns]: Key extends FlagColumn ? boolean : EmployeeImportRecord[Exclude<Key, FlagColumn>] };

export async function findImportProgress(db: Executor, companyId: string, importId: string): Promise<EmployeeImportProgress | undefined> {
  const [row] = await db
    .select(progressColumns)
    .from(employeeImports)
    .where(and(eq(employeeImports.id, importId), eq(employeeImports.companyId, companyId)));
  return row;
}

/** The company's running import if any, else its latest. */
export async function findLatestImport(db: Executor, companyId: string): Promise<EmployeeImportProgress | undefined> {
  const [row] = await db
    .select(progressColumns)
    .from(employeeImports)
    .where(eq(employeeImports.companyId, companyId))
    .orderBy(sql`${employeeImports.status} = 'RUNNING' desc`, desc(employeeImports.createdAt))
    .limit(1);
  return row;
}

/** An import of the same content for the company since `since` that did not fail (a failed one created nothing). */
export async function findRecentImportOfContent(db: Executor, companyId: string, contentHash: string, since: Date) {
  const [row] = await db
    .select({ id: employeeImports.id, createdAt: employeeImports.createdAt })
    .from(employeeImports)
    .where(and(eq(employeeImports.companyId, companyId), eq(employeeImports.contentHash, contentHash), gt(employeeImports.createdAt, since), ne(employeeImports.status, 'FAILED')))
    .orderBy(desc(employeeImports.createdAt))
    .limit(1);
  return row;
}

export async function insertImport(
  tx: Executor,
  values: { companyId: string; actorUserId: string; contentHash: string; totalCount: number; skippedCount: number; rows: EmployeeImportRowRecord[]; createdAt: Date },
): Promise<string> {
  // createdAt is the clock's: the repeat check compares it with the clock (findRecentImportOfContent).
  const [row] = await tx
    .insert(employeeImports)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: employeeImports.id });
  return row.id;
}

/** The import, locked until the end of the transaction: chunks of two runs of the job never overlap. */
export async function lockImport(tx: Executor, importId: string) {
  const [row] = await tx.select().from(employeeImports).where(eq(employeeImports.id, importId)).for('update');
  return row;
}

/**
 * The import's state, locked, without its rows: a chunk reads the rows once per run (up to 10,000 of
 * them, 1.5 MB of JSON) rather than at each chunk.
 */
export async function lockImportState(tx: Executor, importId: string) {
  const [row] = await tx
    .select({ status: employeeImports.status, companyId: employeeImports.companyId, hasRows: sql<boolean>`${employeeImports.rows} is not null` })
    .from(employeeImports)
    .where(eq(employeeImports.id, importId))
    .for('update');
  return row;
}

export async function importRows(db: Executor, importId: string): Promise<EmployeeImportRowRecord[] | null> {
  const [row] = await db.select({ rows: employeeImports.rows }).from(employeeImports).where(eq(employeeImports.id, importId));
  return row?.rows ?? null;
}

/** The rows of the import that already have their account (a previous run's committed chunks). */
export async function createdRowIndexes(db: Executor, importId: string): Promise<Set<number>> {
  const rows = await db.select({ rowIndex: employeeImportAccounts.rowIndex }).from(employeeImportAccounts).where(eq(employeeImportAccounts.importId, importId));
  return new Set(rows.map((row) => row.rowIndex));
}

export async function recordCreatedAccounts(tx: Executor, importId: string, accounts: { rowIndex: number; userId: string }[]) {
  if (accounts.length > 0) await tx.insert(employeeImportAccounts).values(accounts.map((account) => ({ importId, ...account })));
}

export async function addProgress(tx: Executor, importId: string, progress: { created: number; invited: number }) {
  await tx
    .update(employeeImports)
    .set({
      createdCount: sql`${employeeImports.createdCount} + ${progress.created}`,
      invitedCount: sql`${employeeImports.invitedCount} + ${progress.invited}`,
      updatedAt: sql`now()`,
      heartbeatAt: sql`now()`,
    })
    .where(eq(employeeImports.id, importId));
}

/** What the duplicate check compares of a company's employees: what its administrators already see. */
export async function companyEmployeesForComparison(db: Executor, companyId: string) {
  return (
    db
      // An invited employee's work email waits in its invitation until the link is followed.
      .select({ firstName: employees.firstName, lastName: employees.lastName, service: employees.service, email: sql<string | null>`coalesce(${users.email}, ${accountInvitations.email})` })
      .from(employees)
      .innerJoin(users, eq(users.id, employees.userId))
      .leftJoin(accountInvitations, eq(accountInvitations.userId, employees.userId))
      .where(eq(employees.companyId, companyId))
  );
}

/** The accounts the import created, in the file's order, for its summary. */
export async function importedAccounts(db: Executor, importId: string) {
  return db
    .select({
      rowIndex: employeeImportAccounts.rowIndex,
      userId: employeeImportAccounts.userId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      username: users.username,
      email: users.email,
      temporaryPasswordEncrypted: users.temporaryPasswordEncrypted,
    })
    .from(employeeImportAccounts)
    .innerJoin(users, eq(users.id, employeeImportAccounts.userId))
    .innerJoin(employees, eq(employees.userId, employeeImportAccounts.userId))
    .where(eq(employeeImportAccounts.importId, importId))
    .orderBy(employeeImportAccounts.rowIndex);
}

/** Deletes every account the import created (their employee rows, ledger rows and invitations go with them). */
export async function deleteImportedAccounts(tx: Executor, importId: string): Promise<number> {
  const deleted = await tx
    .delete(users)
    .where(inArray(users.id, tx.select({ userId: employeeImportAccounts.userId }).from(employeeImportAccounts).where(eq(employeeImportAccounts.importId, importId))))
    .returning({ id: users.id });
  return deleted.length;
}

// finishedAt is the clock's: the retention erases a summary counted from it (retention-steps.ts).
export async function markCompleted(tx: Executor, importId: string, summaryEncrypted: string, finishedAt: Date) {
  await tx.update(employeeImports).set({ status: 'COMPLETED', rows: null, summaryEncrypted, finishedAt, updatedAt: finishedAt }).where(eq(employeeImports.id, importId));
}

export async function markFailed(tx: Executor, importId: string, failureReason: string, finishedAt: Date) {
  await tx.update(employeeImports).set({ status: 'FAILED', rows: null, failureReason, createdCount: 0, invitedCount: 0, finishedAt, updatedAt: finishedAt }).where(eq(employeeImports.id, importId));
}

/** Takes the summary out, once: the second caller finds it gone (the row is locked, so two at once cannot both get it). */
export async function takeSummary(tx: Executor, companyId: string, importId: string): Promise<{ summaryEncrypted: string; temporaryPasswordCount: number } | undefined> {
  const { rows } = await tx.execute<{ summary_encrypted: string; temporary_password_count: number | string }>(sql`
    with taken as (
      select id, summary_encrypted from ${employeeImports}
      where id = ${importId} and company_id = ${companyId} and summary_encrypted is not null
      for update
    )
    update ${employeeImports} set summary_encrypted = null, summary_downloaded_at = now()
    from taken where ${employeeImports.id} = taken.id
    returning taken.summary_encrypted, ${employeeImports.createdCount} - ${employeeImports.invitedCount} as temporary_password_count
  `);
  // Every created employee not invited by email has a temporary password in the summary.
  return rows[0] && { summaryEncrypted: rows[0].summary_encrypted, temporaryPasswordCount: Number(rows[0].temporary_password_count) };
}

/** The running job's sign of life, between its chunks too (decision 0056). */
export async function beatImport(db: Executor, importId: string) {
  await db
    .update(employeeImports)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(employeeImports.id, importId), eq(employeeImports.status, 'RUNNING')));
}

/**
 * Claims the running imports whose heartbeat stopped IMPORT_LOST_AFTER_SECONDS ago: marked resumed, their
 * heartbeat moved so that the next sweep leaves them to the run this one starts. SKIP LOCKED: an import a
 * live chunk holds is not lost, and two sweeps never claim the same one.
 */
export async function claimLostImports(tx: Executor): Promise<string[]> {
  const rows = await tx.execute<{ id: string }>(sql`
    update ${employeeImports} set resumed_at = now(), heartbeat_at = now()
    where id in (
      select id from ${employeeImports}
      where status = 'RUNNING' and heartbeat_at < now() - make_interval(secs => ${IMPORT_LOST_AFTER_SECONDS})
      for update skip locked
    )
    returning id`);
  return rows.rows.map((row) => row.id);
}
