import { FOUR_EYES_APPROVAL_HOURS, type AccountInvitation, type AdminAccount, type PendingEmailChange, type TechApproval } from '@parenthese/shared';
import type { AdminRow } from './repository';
import type { TechApprovalRow } from './tech-approvals';

export const techApprovalExpiresAt = (row: Pick<TechApprovalRow, 'requestedAt'>) => new Date(row.requestedAt.getTime() + FOUR_EYES_APPROVAL_HOURS * 60 * 60 * 1000);

/** A TECH role waiting for approval, as the viewer sees it (the viewer who asked cannot approve). */
export function presentTechApproval(row: TechApprovalRow, viewerId: string, now: Date): TechApproval {
  const expiresAt = techApprovalExpiresAt(row);
  return { kind: row.kind, requestedAt: row.requestedAt.toISOString(), expiresAt: expiresAt.toISOString(), isExpired: expiresAt <= now, isRequestedByViewer: row.requestedBy === viewerId };
}

/**
 * An administrator as the back-office shows it: the invitation's state (never a password: issue 33), a
 * TECH role awaiting approval, the real last sign-in and creation dates, and how many audited actions they made.
 */
export function presentAdmin(
  row: AdminRow,
  actionsCount: number,
  options: { invitation: AccountInvitation | null; techApproval: TechApproval | null; pendingEmailChange: PendingEmailChange | null },
): AdminAccount {
  return {
    adminId: row.user.id,
    userMail: row.user.email ?? '',
    firstName: row.admin.firstName,
    lastName: row.admin.lastName,
    phoneNumber: row.admin.phoneNumber,
    adminRole: row.admin.adminRole,
    locked: row.user.isLocked,
    isFirstConnection: row.user.isFirstConnection,
    invitation: options.invitation,
    techApproval: options.techApproval,
    lastLoginAt: row.user.lastLoginAt ? row.user.lastLoginAt.toISOString() : null,
    createdAt: row.user.createdAt.toISOString(),
    actionsCount,
    pendingEmailChange: options.pendingEmailChange,
  };
}
