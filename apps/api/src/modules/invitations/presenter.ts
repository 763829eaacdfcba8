import { inArray } from 'drizzle-orm';
import type { AccountInvitation } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { accountInvitations } from '../../db/schema';
import type { InvitationRow } from './repository';

/** Where an account's invitation stands: its state and dates, never its link nor its mail. */
export function presentAccountInvitation(row: InvitationRow | undefined, now: Date): AccountInvitation | null {
  if (!row) return null;
  const status = row.acceptedAt ? 'ACCEPTED' : !row.sentAt || !row.expiresAt ? 'NOT_SENT' : row.expiresAt <= now ? 'EXPIRED' : 'PENDING';
  return { status, mail: row.email, sentAt: row.sentAt?.toISOString() ?? null, expiresAt: row.expiresAt?.toISOString() ?? null };
}

/** The invitations of these accounts, in one query (absent: never invited). */
export async function findInvitationsOf(db: Executor, userIds: string[]): Promise<Map<string, InvitationRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: accountInvitations.userId,
      email: accountInvitations.email,
      sentAt: accountInvitations.sentAt,
      expiresAt: accountInvitations.expiresAt,
      acceptedAt: accountInvitations.acceptedAt,
    })
    .from(accountInvitations)
    .where(inArray(accountInvitations.userId, userIds));
  return new Map(rows.map(({ userId, ...row }) => [userId, row]));
}
