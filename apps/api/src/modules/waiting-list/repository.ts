import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { MeetingType } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { users, waitingListEntries, waitingListOffers } from '../../db/schema';

/** The SQL of the waiting list (docs/decisions/0067-waiting-list.md). */

export type WaitingEntryRow = typeof waitingListEntries.$inferSelect;

export async function listOwnEntries(db: Executor, employeeId: string, now: Date) {
  return db
    .select()
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.employeeId, employeeId), gt(waitingListEntries.expiresAt, now)))
    .orderBy(asc(waitingListEntries.periodStartsAt), asc(waitingListEntries.createdAt));
}

/** The new entry, or undefined when the employee already waits for that category, mode and period. */
export async function insertEntry(db: Executor, values: Omit<typeof waitingListEntries.$inferInsert, 'id'>) {
  const [row] = await db.insert(waitingListEntries).values(values).onConflictDoNothing().returning();
  return row;
}

/** An expired entry of the same period gives its place to the new one. */
export async function deleteExpiredOwnEntries(db: Executor, employeeId: string, now: Date) {
  await db.delete(waitingListEntries).where(and(eq(waitingListEntries.employeeId, employeeId), lte(waitingListEntries.expiresAt, now)));
}

/** Deletes the employee's own entry; false for anyone else's or a missing one. */
export async function deleteOwnEntry(db: Executor, employeeId: string, entryId: string) {
  const rows = await db
    .delete(waitingListEntries)
    .where(and(eq(waitingListEntries.id, entryId), eq(waitingListEntries.employeeId, employeeId)))
    .returning({ id: waitingListEntries.id });
  return rows.length > 0;
}

/** A booking of the category ends the employee's wait for it, whatever the mode or period. */
export async function deleteEntriesOfCategory(db: Executor, employeeId: string, category: string) {
  await db.delete(waitingListEntries).where(and(eq(waitingListEntries.employeeId, employeeId), eq(waitingListEntries.category, category)));
}

/** The places kept past WAITING_LIST_KEEP_DAYS; answers how many went. */
export async function deleteExpiredEntries(db: Executor, now: Date) {
  const rows = await db.delete(waitingListEntries).where(lte(waitingListEntries.expiresAt, now)).returning({ id: waitingListEntries.id });
  return rows.length;
}

/**
 * A published slot as the fan-out sees it, locked so that two runs for one slot take turns (the
 * second then reads the offers the first made): whether it is free, and the categories and modes its
 * psychologist offers (an unlocked one only, as the booking checks).
 */
export async function findFreedSlotForUpdate(tx: Executor, consultationId: string) {
  const result = await tx.execute<{ id: string; starts_at: string | Date; categories: string[]; is_phone_enabled: boolean; is_video_enabled: boolean }>(sql`
    select m.id, m.starts_at, d.categories, d.is_phone_enabled, d.is_video_enabled
    from meetings m join doctors d on d.user_id = m.doctor_id join users u on u.id = d.user_id
    where m.id = ${consultationId}::uuid and m.status = 'AVAILABLE' and not u.is_locked
    for update of m`);
  const row = result.rows[0];
  if (!row) return undefined;
  const modes: MeetingType[] = [...(row.is_phone_enabled ? (['PHONE'] as const) : []), ...(row.is_video_enabled ? (['TEAMS'] as const) : [])];
  return { id: row.id, startsAt: new Date(row.starts_at), categories: row.categories ?? [], modes };
}

/**
 * Of these freed slots, the free ones some kept entry could want (a category and mode its psychologist
 * offers, a period covering its start), in one read: a large publication (a standing week's first night,
 * 100,000 slots) then costs one query when no one waits for those hours, not one transaction per slot.
 */
export async function findSlotsWithWaiters(db: Executor, consultationIds: string[], now: Date): Promise<Set<string>> {
  const result = await db.execute<{ id: string }>(sql`
    select m.id from meetings m join doctors d on d.user_id = m.doctor_id
    where m.id = any(${sql.param(consultationIds)}::uuid[]) and m.status = 'AVAILABLE'
      and exists (
        select 1 from waiting_list_entries e
        where e.category = any(d.categories)
          and ((e.meeting_type = 'PHONE' and d.is_phone_enabled) or (e.meeting_type = 'TEAMS' and d.is_video_enabled))
          and e.period_starts_at <= m.starts_at and e.period_ends_before > m.starts_at and e.expires_at > ${now.toISOString()}::timestamptz
      )`);
  return new Set(result.rows.map((row) => row.id));
}

/** Entries of these categories and modes covering `startsAt` and still kept, earliest first, with the employee's address. */
export async function findWaitersFor(tx: Executor, slot: { startsAt: Date; categories: string[]; modes: MeetingType[] }, now: Date, limit: number) {
  if (slot.categories.length === 0 || slot.modes.length === 0) return [];
  return tx
    .select({
      id: waitingListEntries.id,
      employeeId: waitingListEntries.employeeId,
      category: waitingListEntries.category,
      meetingType: waitingListEntries.meetingType,
      startsAt: waitingListEntries.periodStartsAt,
      endsBefore: waitingListEntries.periodEndsBefore,
      createdAt: waitingListEntries.createdAt,
      expiresAt: waitingListEntries.expiresAt,
      email: users.email,
    })
    .from(waitingListEntries)
    .innerJoin(users, eq(users.id, waitingListEntries.employeeId))
    .where(
      and(
        inArray(waitingListEntries.category, slot.categories),
        inArray(waitingListEntries.meetingType, slot.modes),
        lte(waitingListEntries.periodStartsAt, slot.startsAt),
        gt(waitingListEntries.periodEndsBefore, slot.startsAt),
        gt(waitingListEntries.expiresAt, now),
        eq(users.isLocked, false),
      ),
    )
    .orderBy(asc(waitingListEntries.createdAt), asc(waitingListEntries.id))
    .limit(limit);
}

export async function findOfferedEmployees(tx: Executor, consultationId: string) {
  const rows = await tx.select({ employeeId: waitingListOffers.employeeId }).from(waitingListOffers).where(eq(waitingListOffers.meetingId, consultationId));
  return new Set(rows.map((row) => row.employeeId));
}

export async function insertOffer(tx: Executor, values: Omit<typeof waitingListOffers.$inferInsert, 'id' | 'usedAt'>) {
  const [row] = await tx.insert(waitingListOffers).values(values).onConflictDoNothing().returning({ id: waitingListOffers.id });
  return row;
}

/** The employee's unused offer of this token: the slot it is bound to. */
export async function findUsableOffer(db: Executor, values: { tokenHash: string; employeeId: string }) {
  const [row] = await db
    .select({ id: waitingListOffers.id, meetingId: waitingListOffers.meetingId, category: waitingListOffers.category, meetingType: waitingListOffers.meetingType })
    .from(waitingListOffers)
    .where(and(eq(waitingListOffers.tokenHash, values.tokenHash), eq(waitingListOffers.employeeId, values.employeeId), isNull(waitingListOffers.usedAt)))
    .limit(1);
  return row;
}

/** Spends the link once; false when a concurrent use spent it first. */
export async function markOfferUsed(tx: Executor, offerId: string, now: Date) {
  const rows = await tx
    .update(waitingListOffers)
    .set({ usedAt: now })
    .where(and(eq(waitingListOffers.id, offerId), isNull(waitingListOffers.usedAt)))
    .returning({ id: waitingListOffers.id });
  return rows.length > 0;
}
