import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recoveryCodes, secondFactors, usedSecondFactorChallenges } from '../../db/schema';

export async function findSecondFactor(db: Executor, userId: string) {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId)).limit(1);
  return row;
}

/** A new secret waiting for its first code; replaces a previous unfinished enrolment. */
export async function savePendingSecondFactor(db: Executor, userId: string, secretEncrypted: string) {
  await db
    .insert(secondFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { secretEncrypted, enabledAt: null, lastUsedTimeStep: null, createdAt: sql`now()` }, setWhere: isNull(secondFactors.enabledAt) });
}

/** Turns a pending enrolment on, with the first code's step spent; false when it was already on. */
export async function enableSecondFactor(db: Executor, userId: string, timeStep: number) {
  const rows = await db
    .update(secondFactors)
    .set({ enabledAt: sql`now()`, lastUsedTimeStep: timeStep })
    .where(and(eq(secondFactors.userId, userId), isNull(secondFactors.enabledAt)))
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/**
 * Spends a code's time step in one guarded statement: only a step later than the last accepted one
 * matches, so a code is usable once even when two requests carry it at the same moment.
 */
export async function spendTimeStep(db: Executor, userId: string, timeStep: number) {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedTimeStep: timeStep })
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.enabledAt), or(isNull(secondFactors.lastUsedTimeStep), lt(secondFactors.lastUsedTimeStep, timeStep))))
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/** Removes the second factor and its recovery codes (disable, TECH reset). */
export async function deleteSecondFactor(db: Executor, userId: string) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const rows = await db.delete(secondFactors).where(eq(secondFactors.userId, userId)).returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/** The new set replaces every previous code, used or not. */
export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused code used in one guarded statement; false when it does not exist or was used. */
export async function spendRecoveryCode(db: Executor, userId: string, codeHash: string) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}

/** An account enrolled with a known secret, already encrypted (demo seed and test factories). */
export async function insertEnabledSecondFactor(db: Executor, userId: string, secretEncrypted: string) {
  await db.insert(secondFactors).values({ userId, secretEncrypted, enabledAt: sql`now()` });
}

/** Whether this challenge already gave a session. */
export async function isChallengeUsed(db: Executor, challengeId: string) {
  const [row] = await db.select({ id: usedSecondFactorChallenges.id }).from(usedSecondFactorChallenges).where(eq(usedSecondFactorChallenges.id, challengeId)).limit(1);
  return row !== undefined;
}

/**
 * Records that a challenge gave a session, in the transaction that opens it: false when it already had
 * (two requests carrying the same challenge at the same moment cannot both get a session).
 */
export async function spendChallenge(db: Executor, challenge: { challengeId: string; expiresAt: Date }) {
  const rows = await db.insert(usedSecondFactorChallenges).values({ id: challenge.challengeId, expiresAt: challenge.expiresAt }).onConflictDoNothing().returning({ id: usedSecondFactorChallenges.id });
  return rows.length > 0;
}
