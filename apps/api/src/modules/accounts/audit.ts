import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** A detail worth keeping about a change: plain values only. */
export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * Keys never kept in the audit log, whatever a caller passes: secrets and what a consultation is
 * about stay out of it (docs/architecture.md, anonymity).
 */
const FORBIDDEN_DETAIL = /password|token|secret|subject|message|link/i;

export type AuditEntry = {
  /** Who did it; null for an anonymous caller (a reset request). */
  actorUserId: string | null;
  /** What, as `<record>.<verb>`: 'account.locked', 'meeting.accepted'... */
  action: string;
  /** On which record. */
  target?: { type: string; id: string };
  details?: AuditDetails;
};

/**
 * Writes one audit row (who, what, when, on which record). Call inside the write's transaction. The
 * actor's role is copied in the same statement, so the journal still knows an administrator did it
 * once their account is deleted.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  const details = entry.details ? Object.fromEntries(Object.entries(entry.details).filter(([key]) => !FORBIDDEN_DETAIL.test(key))) : undefined;
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actorRole: entry.actorUserId ? sql`(${db.select({ role: users.role }).from(users).where(eq(users.id, entry.actorUserId))})` : null,
    action: entry.action,
    targetType: entry.target?.type,
    targetId: entry.target?.id,
    details: details && Object.keys(details).length > 0 ? details : undefined,
  });
}
