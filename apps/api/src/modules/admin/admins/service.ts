import type { FastifyInstance } from 'fastify';
import { adminCan, adminMessages, canManageAdmin, isSameAdmin, type AdminAccount, type AdminWriteValues, type ListQuery, type PageResult } from '@parenthese/shared';
import { conflict, forbidden, notFound } from '../../../lib/app-error';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { createAccount, temporaryCredentials } from '../../accounts/account-creation';
import { recordAudit } from '../../accounts/audit';
import { reissueTemporaryPassword } from '../../accounts/temporary-password-state';
import { assertEmailAvailable, withEmailUniqueness } from '../../accounts/email-uniqueness';
import { presentAdmin } from './presenter';
import * as repository from './repository';

/**
 * Administrators (spec section 5): only a TECH administrator creates TECH administrators, changes a
 * role, or edits and deletes a TECH account; nobody deletes themselves, nor the last TECH account.
 */
export function createAdminAccountService(app: FastifyInstance) {
  const mayManageRoles = (actor: AuthenticatedUser) => adminCan(actor.adminRole, 'admins:manage-roles');
  const asTarget = (row: repository.AdminRow) => ({ id: row.user.id, adminRole: row.admin.adminRole, email: row.user.email });

  // A TECH account's temporary password is shown to TECH administrators only: a SITE administrator
  // signing in with it would become TECH.
  const presentAll = async (viewer: AuthenticatedUser, rows: repository.AdminRow[]) => {
    const ids = rows.map((row) => row.user.id);
    const [actionsCounts, pendingEmailChanges] = await Promise.all([repository.countActionsByActor(app.db, ids), app.emailChanges.pendingFor(app.db, ids)]);
    return rows.map((row) =>
      presentAdmin(row, app.config, actionsCounts.get(row.user.id) ?? 0, {
        showsTemporaryPassword: canManageAdmin(viewer, asTarget(row), 'temporary-password'),
        pendingEmailChange: pendingEmailChanges.get(row.user.id) ?? null,
      }),
    );
  };
  const present = async (viewer: AuthenticatedUser, row: repository.AdminRow) => (await presentAll(viewer, [row]))[0];

  async function load(adminId: string) {
    const row = await repository.findAdmin(app.db, adminId);
    if (!row) throw notFound(adminMessages.notFound);
    return row;
  }

  return {
    async me(actor: AuthenticatedUser): Promise<AdminAccount> {
      return present(actor, await load(actor.id));
    },

    async list(viewer: AuthenticatedUser, query: ListQuery): Promise<PageResult<AdminAccount>> {
      const page = await repository.listAdmins(app.db, query);
      return { ...page, items: await presentAll(viewer, page.items) };
    },

    async create(actor: AuthenticatedUser, input: AdminWriteValues): Promise<AdminAccount> {
      if (input.adminRole === 'TECH' && !mayManageRoles(actor)) throw forbidden(adminMessages.techOnlyCreatesTech);
      await assertEmailAvailable(app.db, input.mail);
      const { credentials } = await temporaryCredentials(app.config.dataEncryptionKey);
      const adminId = await app.db.transaction(async (tx) => {
        const id = await createAccount(
          tx,
          { role: 'ADMIN', email: input.mail, profile: { firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber, adminRole: input.adminRole } },
          credentials,
        );
        await recordAudit(tx, { actorUserId: actor.id, action: 'admin.created', target: { type: 'user', id }, details: { adminRole: input.adminRole } });
        return id;
      });
      return present(actor, await load(adminId));
    },

    /**
     * 'Nouveau mot de passe temporaire', for an administrator still on their first connection. A TECH
     * account's takes a TECH administrator, as reading it does: whoever holds it becomes TECH.
     */
    async issueNewTemporaryPassword(actor: AuthenticatedUser, adminId: string): Promise<AdminAccount> {
      if (!canManageAdmin(actor, asTarget(await load(adminId)), 'temporary-password')) throw forbidden(adminMessages.techAccountsAreTechs);
      await reissueTemporaryPassword(app.db, app.config, actor.id, adminId);
      return present(actor, await load(adminId));
    },

    async update(actor: AuthenticatedUser, adminId: string, input: AdminWriteValues): Promise<AdminAccount> {
      const current = await load(adminId);
      if (!canManageAdmin(actor, asTarget(current), 'edit')) throw forbidden(adminMessages.techAccountsAreTechs);
      if (input.adminRole !== current.admin.adminRole && !mayManageRoles(actor)) throw forbidden(adminMessages.techOnlyChangesRoles);
      // The email is not written here past the first connection: it is only proposed to its owner (accounts/email-change.ts).
      await withEmailUniqueness(() =>
        app.db.transaction(async (tx) => {
          if (current.admin.adminRole === 'TECH' && input.adminRole !== 'TECH' && (await repository.lockAndCountTechAdmins(tx)) <= 1) throw conflict(adminMessages.lastTechRole);
          await repository.updateAdmin(tx, adminId, { firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber, adminRole: input.adminRole });
          await app.emailChanges.propose(tx, { account: current.user, newEmail: input.mail, proposedBy: actor.id });
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'admin.updated',
            target: { type: 'user', id: adminId },
            details: input.adminRole === current.admin.adminRole ? {} : { adminRole: input.adminRole },
          });
        }),
      );
      return present(actor, await load(adminId));
    },

    async remove(actor: AuthenticatedUser, adminId: string) {
      const current = await load(adminId);
      if (!canManageAdmin(actor, asTarget(current), 'delete')) throw forbidden(isSameAdmin(actor, asTarget(current)) ? adminMessages.selfDelete : adminMessages.techAccountsAreTechs);
      await app.db.transaction(async (tx) => {
        if (current.admin.adminRole === 'TECH' && (await repository.lockAndCountTechAdmins(tx)) <= 1) throw conflict(adminMessages.lastTech);
        await repository.deleteAdminAccount(tx, adminId);
        await recordAudit(tx, { actorUserId: actor.id, action: 'admin.deleted', target: { type: 'user', id: adminId }, details: { adminRole: current.admin.adminRole } });
      });
      return { success: true, message: "L'administrateur a été supprimé." };
    },
  };
}
