import { and, asc, desc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  auditLog,
  companies,
  creditLedger,
  dataExports,
  employeeMailPreferences,
  emailChangeRequests,
  accountInvitations,
  employees,
  mailOutbox,
  meetings,
  psychologistPresentations,
  secondFactors,
  sessions,
  users,
  waitingListEntries,
  waitingListOffers,
} from '../../../db/schema';
import { employeeProfileColumns, withAccountAndCompany } from '../../employee-service/repository';

export type DataExportRecord = typeof dataExports.$inferSelect;

/** What an export's answer shows: never its files. */
const stateColumns = {
  id: dataExports.id,
  userId: dataExports.userId,
  status: dataExports.status,
  requestedAt: dataExports.requestedAt,
  readyAt: dataExports.readyAt,
  expiresAt: dataExports.expiresAt,
};
export type DataExportState = Pick<DataExportRecord, keyof typeof stateColumns>;

/** A new export in preparation, in place of the account's finished ones; the partial unique index refuses a second one in preparation. */
export async function replaceWithNewExport(tx: Executor, userId: string, requestedAt: Date): Promise<DataExportState> {
  await tx.delete(dataExports).where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['READY', 'FAILED'])));
  // The request's time is the clock's: the retention compares it with the clock (deleteExpiredDataExports).
  const [row] = await tx.insert(dataExports).values({ userId, requestedAt }).returning(stateColumns);
  return row;
}

export async function findExportState(db: Executor, userId: string, exportId: string): Promise<DataExportState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
  return row;
}

/** The account's latest export still offered: in preparation, failed, or ready and not expired. */
export async function findLatestExport(db: Executor, userId: string, now: Date): Promise<DataExportState | undefined> {
  const [row] = await db
    .select(stateColumns)
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), or(sql`${dataExports.expiresAt} is null`, gt(dataExports.expiresAt, now))))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/** One file of a ready, unexpired export of this account. */
export async function findExportFile(db: Executor, userId: string, exportId: string, format: 'json' | 'html', now: Date) {
  const [row] = await db
    .select({ ...stateColumns, file: format === 'json' ? dataExports.jsonEncrypted : dataExports.htmlEncrypted })
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId), or(sql`${dataExports.expiresAt} is null`, gt(dataExports.expiresAt, now))));
  return row;
}

/** The export, locked until the end of the transaction: two runs of the job never both write it. */
export async function lockExport(tx: Executor, exportId: string) {
  const [row] = await tx.select(stateColumns).from(dataExports).where(eq(dataExports.id, exportId)).for('update');
  return row;
}

export async function markReady(tx: Executor, exportId: string, values: { readyAt: Date; expiresAt: Date; jsonEncrypted: string; htmlEncrypted: string }) {
  await tx
    .update(dataExports)
    .set({ status: 'READY', ...values })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'PREPARING')));
}

export async function markFailed(db: Executor, exportId: string) {
  await db
    .update(dataExports)
    .set({ status: 'FAILED' })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'PREPARING')));
}

/**
 * The retention job's part (issue 26): exports past their expiry, and those that failed or never
 * finished, requested over a day before `now`. Answers how many were deleted.
 */
export async function deleteExpiredDataExports(db: Executor, now: Date): Promise<number> {
  const dayBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(dataExports)
    .where(or(and(isNotNull(dataExports.expiresAt), lt(dataExports.expiresAt, now)), and(inArray(dataExports.status, ['FAILED', 'PREPARING']), lt(dataExports.requestedAt, dayBefore))))
    .returning({ id: dataExports.id });
  return deleted.length;
}

// ——— What the platform holds about one employee ———

export async function employeeAccount(db: Executor, userId: string) {
  const [row] = await withAccountAndCompany(
    db
      .select({
        username: users.username,
        email: users.email,
        ...employeeProfileColumns,
        companyName: companies.name,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
        isFirstConnection: users.isFirstConnection,
        secondFactorEnabledAt: secondFactors.enabledAt,
      })
      .from(employees)
      .$dynamic(),
  )
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/**
 * The employee's consultations, with their psychologist's presentation as it stands now and nothing else
 * of the psychologist (decision 0061): a withdrawn presentation is gone from past consultations too.
 */
export async function employeeConsultations(db: Executor, userId: string) {
  return db
    .select({
      id: meetings.id,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      status: meetings.status,
      meetingType: meetings.meetingType,
      category: meetings.category,
      subject: meetings.subject,
      bookedAt: meetings.bookedAt,
      doctorDecision: meetings.doctorDecision,
      cancelledAt: meetings.cancelledAt,
      cancelledBy: meetings.cancelledBy,
      isLateCancellation: meetings.isLateCancellation,
      rating: meetings.rating,
      ratedAt: meetings.ratedAt,
      doctorNoShowAt: meetings.doctorNoShowAt,
      employeeNoShowAt: meetings.employeeNoShowAt,
      presentation: psychologistPresentations,
    })
    .from(meetings)
    .leftJoin(psychologistPresentations, eq(psychologistPresentations.doctorId, meetings.doctorId))
    .where(eq(meetings.employeeId, userId))
    .orderBy(asc(meetings.startsAt));
}

export async function employeeCreditMovements(db: Executor, userId: string) {
  return db
    .select({ createdAt: creditLedger.createdAt, delta: creditLedger.delta, reason: creditLedger.reason })
    .from(creditLedger)
    .where(and(eq(creditLedger.account, 'EMPLOYEE'), eq(creditLedger.employeeId, userId)))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
}

/**
 * The addresses that are or were the employee's: the current one, the accepted invitation's, and the
 * new addresses of the changes they confirmed (a pending or refused change's address is not theirs yet).
 */
export async function employeeAddresses(db: Executor, userId: string, currentEmail: string | null): Promise<string[]> {
  const invitations = await db
    .select({ email: accountInvitations.email })
    .from(accountInvitations)
    .where(and(eq(accountInvitations.userId, userId), isNotNull(accountInvitations.acceptedAt)));
  const changes = await db
    .select({ email: emailChangeRequests.newEmail })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), eq(emailChangeRequests.status, 'CONFIRMED')));
  // The confirmed personal address for mails (decision 0047): the mails sent there are theirs too.
  const personal = await db.select({ email: employeeMailPreferences.contactEmail }).from(employeeMailPreferences).where(eq(employeeMailPreferences.userId, userId));
  const all = [currentEmail, ...invitations.map((row) => row.email), ...changes.map((row) => row.email), ...personal.map((row) => row.email)];
  return [...new Set(all.flatMap((email) => (email ? [email.toLowerCase()] : [])))];
}

export async function mailsTo(db: Executor, addresses: string[]) {
  if (addresses.length === 0) return [];
  return db
    .select({ createdAt: mailOutbox.createdAt, toAddress: mailOutbox.toAddress, subject: mailOutbox.subject, textBody: mailOutbox.textBody, status: mailOutbox.status, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(inArray(sql`lower(${mailOutbox.toAddress})`, addresses))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.sequence));
}

/** The choices for the mails about their use (decision 0047), the waiting address with its link's end included; none without a row. */
export async function employeeMailChoices(db: Executor, userId: string) {
  const [row] = await db
    .select({
      contactEmail: employeeMailPreferences.contactEmail,
      pendingContactEmail: employeeMailPreferences.pendingContactEmail,
      pendingExpiresAt: employeeMailPreferences.pendingExpiresAt,
      isDetailedSubject: employeeMailPreferences.isDetailedSubject,
    })
    .from(employeeMailPreferences)
    .where(eq(employeeMailPreferences.userId, userId));
  return row;
}

export async function employeeSessions(db: Executor, userId: string) {
  return db
    .select({ deviceLabel: sessions.deviceLabel, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, endedAt: sessions.endedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
}

export async function employeeInvitation(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: accountInvitations.email, sentAt: accountInvitations.sentAt, acceptedAt: accountInvitations.acceptedAt })
    .from(accountInvitations)
    .where(eq(accountInvitations.userId, userId));
  return row;
}

export async function pendingEmailChange(db: Executor, userId: string) {
  const [row] = await db
    .select({ newEmail: emailChangeRequests.newEmail, createdAt: emailChangeRequests.createdAt, expiresAt: emailChangeRequests.expiresAt })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), eq(emailChangeRequests.status, 'PENDING')));
  return row;
}

export async function auditRowsByActor(db: Executor, userId: string) {
  return db.select({ action: auditLog.action, createdAt: auditLog.createdAt }).from(auditLog).where(eq(auditLog.actorUserId, userId)).orderBy(asc(auditLog.createdAt), asc(auditLog.sequence));
}

/** The employee's places on the waiting list (decision 0067), oldest first. */
export async function employeeWaitingListEntries(db: Executor, userId: string) {
  return db
    .select({
      category: waitingListEntries.category,
      meetingType: waitingListEntries.meetingType,
      periodStartsAt: waitingListEntries.periodStartsAt,
      periodEndsBefore: waitingListEntries.periodEndsBefore,
      createdAt: waitingListEntries.createdAt,
      expiresAt: waitingListEntries.expiresAt,
    })
    .from(waitingListEntries)
    .where(eq(waitingListEntries.employeeId, userId))
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id));
}

/** The freed slots mailed to the employee: the hour only, never the psychologist nor the link's hash. */
export async function employeeWaitingListOffers(db: Executor, userId: string) {
  return db
    .select({ createdAt: waitingListOffers.createdAt, startsAt: meetings.startsAt, category: waitingListOffers.category, meetingType: waitingListOffers.meetingType, usedAt: waitingListOffers.usedAt })
    .from(waitingListOffers)
    .innerJoin(meetings, eq(meetings.id, waitingListOffers.meetingId))
    .where(eq(waitingListOffers.employeeId, userId))
    .orderBy(asc(waitingListOffers.createdAt), asc(waitingListOffers.id));
}
