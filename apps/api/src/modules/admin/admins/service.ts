import { adminCan, adminMessages, canManageAdmin, fourEyesMessages, fourEyesRefusal, isSameAdmin, type AdminAccount, type AdminWriteValues, type ListQuery, type PageResult } from '@parenthese/shared';
import { conflict, forbidden, notFound } from '../../../lib/app-error';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { createAccount, invitedCredentials } from '../../accounts/account-creation';
import { recordAudit } from '../../accounts/audit';
import { assertEmailAvailable, withEmailUniqueness } from '../../accounts/email-uniqueness';
import { writeInvitationMails } from '../../invitations/invitation-links';
import { findInvitationsOf, presentAccountInvitation } from '../../invitations/presenter';
import { insertInvitations } from '../../invitations/repository';
import { createInvitationResendService } from '../../invitations/resend';
import { presentAdmin, presentTechApproval, techApprovalExpiresAt } from './presenter';
import * as repository from './repository';
import * as techApprovals from './tech-approvals';
import type { Services } from '../../services';

/**
 * Administrators (spec section 5): only a TECH administrator creates TECH administrators, changes a
 * role, or edits and deletes a TECH account; nobody deletes themselves, nor the last TECH account.
 * Every administrator is invited by email (decision 0046); a new TECH role, at creation or by a role
 * change, waits for a second TECH administrator's approval (issue 33, « no sock puppets »).
 */
export function createAdminAccountService(deps: Pick<Services, 'config' | 'db' | 'emailChanges' | 'log' | 'mailer' | 'rateLimiters' | 'clock'>) {
  const clock = () => deps.clock.now();
  const invitations = createInvitationResendService(deps);
  const isExpired = (row: techApprovals.TechApprovalRow) => techApprovalExpiresAt(row) <= clock();
  const mayManageRoles = (actor: AuthenticatedUser) => adminCan(actor.adminRole, 'admins:manage-roles');
  const asTarget = (row: repository.AdminRow) => ({ id: row.user.id, adminRole: row.admin.adminRole, email: row.user.email });

  const presentAll = async (viewer: AuthenticatedUser, rows: repository.AdminRow[]) => {
    const ids = rows.map((row) => row.user.id);
    const [actionsCounts, pendingEmailChanges, invited, approvals] = await Promise.all([
      repository.countActionsByActor(deps.db, ids),
      deps.emailChanges.pendingFor(deps.db, ids),
      findInvitationsOf(deps.db, ids),
      techApprovals.pendingTechApprovalsOf(deps.db, ids),
    ]);
    const now = clock();
    return rows.map((row) => {
      const approval = approvals.get(row.user.id);
      return presentAdmin(row, actionsCounts.get(row.user.id) ?? 0, {
        invitation: presentAccountInvitation(invited.get(row.user.id), now),
        techApproval: approval ? presentTechApproval(approval, viewer.id, now) : null,
        pendingEmailChange: pendingEmailChanges.get(row.user.id) ?? null,
      });
    });
  };
  const present = async (viewer: AuthenticatedUser, row: repository.AdminRow) => (await presentAll(viewer, [row]))[0];

  async function load(adminId: string) {
    const row = await repository.findAdmin(deps.db, adminId);
    if (!row) throw notFound(adminMessages.notFound);
    return row;
  }

  return {
    async me(actor: AuthenticatedUser): Promise<AdminAccount> {
      return present(actor, await load(actor.id));
    },

    async list(viewer: AuthenticatedUser, query: ListQuery): Promise<PageResult<AdminAccount>> {
      const page = await repository.listAdmins(deps.db, query);
      return { ...page, items: await presentAll(viewer, page.items) };
    },

    async create(actor: AuthenticatedUser, input: AdminWriteValues): Promise<AdminAccount> {
      if (input.adminRole === 'TECH' && !mayManageRoles(actor)) throw forbidden(adminMessages.techOnlyCreatesTech);
      await assertEmailAvailable(deps.db, input.mail);
      // No password anyone could read: the administrator chooses theirs from the mailed link, then enrols a second factor.
      const credentials = await invitedCredentials();
      const adminId = await deps.db.transaction(async (tx) => {
        const id = await createAccount(
          tx,
          { role: 'ADMIN', email: input.mail, profile: { firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber, adminRole: input.adminRole } },
          credentials,
          { now: clock() },
        );
        await insertInvitations(tx, [{ userId: id, email: input.mail }]);
        await recordAudit(tx, { actorUserId: actor.id, action: 'admin.created', target: { type: 'user', id }, details: { adminRole: input.adminRole } });
        if (input.adminRole === 'TECH') {
          // No sock puppet: no link is mailed, so nobody can sign in, until a second TECH administrator approves.
          await techApprovals.requestTechApproval(tx, { userId: id, kind: 'CREATION', requestedBy: actor.id, now: clock(), isExpired });
          await recordAudit(tx, { actorUserId: actor.id, action: 'admin.tech-approval-requested', target: { type: 'user', id }, details: { kind: 'CREATION' } });
        } else {
          await writeInvitationMails(tx, deps, { userIds: [id], now: clock() });
        }
        return id;
      });
      return present(actor, await load(adminId));
    },

    /**
     * « Renvoyer l'invitation ». A TECH account's takes a TECH administrator: whoever follows its link becomes TECH.
     * Audited, once in 10 minutes; none for a new TECH account before its approval.
     */
    async resendInvitation(actor: AuthenticatedUser, adminId: string): Promise<AdminAccount> {
      const current = await load(adminId);
      if (!canManageAdmin(actor, asTarget(current), 'invitation')) throw forbidden(adminMessages.techAccountsAreTechs);
      await invitations.resendStaff(actor.id, { id: current.user.id, role: 'ADMIN', email: current.user.email, isFirstConnection: current.user.isFirstConnection });
      return present(actor, await load(adminId));
    },

    /**
     * A second TECH administrator approves a TECH role (fourEyesRefusal: not the one who asked, not the
     * account concerned, an account at least 7 days old, within 24 hours). A new account's invitation
     * is then mailed; a role change takes effect. Refusals are audited too.
     */
    async approveTechRole(actor: AuthenticatedUser, adminId: string): Promise<AdminAccount> {
      await load(adminId);
      const request = await techApprovals.pendingTechApprovalOf(deps.db, adminId);
      if (!request) throw conflict(adminMessages.noPendingTechApproval);
      const now = clock();
      const refusal = fourEyesRefusal({
        approver: { id: actor.id, adminRole: actor.adminRole, accountCreatedAt: await techApprovals.accountCreatedAt(deps.db, actor.id, clock()) },
        request: { requestedBy: request.requestedBy ?? '', targetUserId: adminId, requestedAt: request.requestedAt },
        now,
      });
      if (refusal) {
        await recordAudit(deps.db, { actorUserId: actor.id, action: 'admin.tech-approval-refused', target: { type: 'user', id: adminId }, details: { kind: request.kind, reason: refusal } });
        throw refusal === 'expired' ? conflict(fourEyesMessages.expired) : forbidden(fourEyesMessages[refusal]);
      }
      await deps.db.transaction(async (tx) => {
        if (!(await techApprovals.markTechApprovalApproved(tx, request.id, actor.id, now))) throw conflict(adminMessages.noPendingTechApproval);
        if (request.kind === 'CREATION') await writeInvitationMails(tx, deps, { userIds: [adminId], now });
        else await repository.setAdminRole(tx, adminId, 'TECH');
        await recordAudit(tx, { actorUserId: actor.id, action: 'admin.tech-approval-approved', target: { type: 'user', id: adminId }, details: { kind: request.kind } });
      });
      return present(actor, await load(adminId));
    },

    async update(actor: AuthenticatedUser, adminId: string, input: AdminWriteValues): Promise<AdminAccount> {
      const current = await load(adminId);
      if (!canManageAdmin(actor, asTarget(current), 'edit')) throw forbidden(adminMessages.techAccountsAreTechs);
      if (input.adminRole !== current.admin.adminRole && !mayManageRoles(actor)) throw forbidden(adminMessages.techOnlyChangesRoles);
      // The email is not written here past the first connection: it is only proposed to its owner (accounts/email-change.ts).
      // Becoming TECH waits for a second TECH administrator's approval: the role stays as it is meanwhile.
      const isBecomingTech = input.adminRole === 'TECH' && current.admin.adminRole !== 'TECH';
      await withEmailUniqueness(() =>
        deps.db.transaction(async (tx) => {
          if (current.admin.adminRole === 'TECH' && input.adminRole !== 'TECH' && (await repository.lockAndCountTechAdmins(tx)) <= 1) throw conflict(adminMessages.lastTechRole);
          const adminRole = isBecomingTech ? current.admin.adminRole : input.adminRole;
          await repository.updateAdmin(tx, adminId, { firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber, adminRole }, clock());
          if (isBecomingTech) {
            const { isNew } = await techApprovals.requestTechApproval(tx, { userId: adminId, kind: 'ROLE_CHANGE', requestedBy: actor.id, now: clock(), isExpired });
            if (isNew) await recordAudit(tx, { actorUserId: actor.id, action: 'admin.tech-approval-requested', target: { type: 'user', id: adminId }, details: { kind: 'ROLE_CHANGE' } });
          } else if (input.adminRole !== 'TECH') {
            await techApprovals.withdrawRoleChange(tx, adminId);
          }
          await deps.emailChanges.propose(tx, { account: current.user, newEmail: input.mail, proposedBy: actor.id });
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'admin.updated',
            target: { type: 'user', id: adminId },
            details: input.adminRole === current.admin.adminRole || isBecomingTech ? {} : { adminRole: input.adminRole },
          });
        }),
      );
      return present(actor, await load(adminId));
    },

    async remove(actor: AuthenticatedUser, adminId: string) {
      const current = await load(adminId);
      if (!canManageAdmin(actor, asTarget(current), 'delete')) throw forbidden(isSameAdmin(actor, asTarget(current)) ? adminMessages.selfDelete : adminMessages.techAccountsAreTechs);
      await deps.db.transaction(async (tx) => {
        if (current.admin.adminRole === 'TECH' && (await repository.lockAndCountTechAdmins(tx)) <= 1) throw conflict(adminMessages.lastTech);
        await repository.deleteAdminAccount(tx, adminId);
        await recordAudit(tx, { actorUserId: actor.id, action: 'admin.deleted', target: { type: 'user', id: adminId }, details: { adminRole: current.admin.adminRole } });
      });
      return { success: true, message: "L'administrateur a été supprimé." };
    },
  };
}
