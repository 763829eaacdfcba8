import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { SESSION_LIFETIME_MS } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { isOpenSession } from '../../db/open-session';

/** A new session of this account; its expiry is the token's lifetime from now. Returns its id. */
export async function insertSession(db: Executor, values: { userId: string; deviceLabel: string }) {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, expiresAt: sql`now() + ${`${SESSION_LIFETIME_MS} milliseconds`}::interval` })
    .returning({ id: sessions.id });
  return row.id;
}

/** The account's open sessions, most recently used first. */
export async function findOpenSessions(db: Executor, userId: string) {
  return db
    .select({ id: sessions.id, deviceLabel: sessions.deviceLabel, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isOpenSession()))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/**
 * THE way sessions end (sign-out aside): a password changed or reset, a lock, an email change, a second
 * factor reset end every open session of the account, but the one named in `exceptSessionId` (the person
 * who changed their own password keeps the session they did it from). Returns how many ended.
 */
export async function endSessions(tx: Executor, userId: string, options: { exceptSessionId?: string } = {}) {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isOpenSession(), options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends one open session of this account; false when it is unknown, ended, expired or someone else's. */
export async function endOwnSession(db: Executor, userId: string, sessionId: string) {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isOpenSession()))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
