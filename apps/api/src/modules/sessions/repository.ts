import { and, desc, eq, ne } from 'drizzle-orm';
import { SESSION_LIFETIME_MS } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { isOpenSession } from '../../db/open-session';

/** A new session of this account; its expiry is the token's lifetime from now. Returns its id. */
export async function insertSession(db: Executor, values: { userId: string; deviceLabel: string }, now: Date) {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, createdAt: now, lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
    .returning({ id: sessions.id });
  return row.id;
}

/** The account's open sessions, most recently used first. */
export async function findOpenSessions(db: Executor, userId: string, now: Date) {
  return db
    .select({ id: sessions.id, deviceLabel: sessions.deviceLabel, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isOpenSession(now)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/**
 * THE way sessions end (sign-out aside): a password changed or reset, a lock, an email change, a second
 * factor reset end every open session of the account, but the one named in `exceptSessionId` (the person
 * who changed their own password keeps the session they did it from). Returns how many ended.
 */
export async function endSessions(tx: Executor, userId: string, now: Date, options: { exceptSessionId?: string } = {}) {
  const ended = await tx
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isOpenSession(now), options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends one open session of this account; false when it is unknown, ended, expired or someone else's. */
export async function endOwnSession(db: Executor, userId: string, sessionId: string, now: Date) {
  const ended = await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isOpenSession(now)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
