import { canManageAdmin } from '@parenthese/shared';
import { forbidden, notFound } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import { recordAudit } from './audit';
import { findAccountById, setAccountLocked } from './repository';
import type { Services } from '../services';

export const SELF_LOCK_REFUSED = 'Vous ne pouvez pas bloquer ou débloquer votre propre compte.';

/**
 * Locks or unlocks an account; locking ends its sessions (endSessions). Any administrator may block
 * employees and psychologists; blocking an administrator takes a TECH admin; nobody blocks themselves.
 */
export function createAccountLockService(deps: Pick<Services, 'availabilityChanges' | 'db' | 'clock'>) {
  return {
    async toggleLock(actor: AuthenticatedUser, input: { userId: string; lockAccount: boolean }) {
      if (input.userId === actor.id) throw forbidden(SELF_LOCK_REFUSED);
      const target = await findAccountById(deps.db, input.userId);
      if (!target) throw notFound('Utilisateur introuvable.');
      if (target.role === 'ADMIN' && !canManageAdmin(actor, { id: target.id, adminRole: target.adminRole, email: target.email }, 'lock')) {
        throw forbidden('Seul un administrateur technique peut bloquer ou débloquer un administrateur.');
      }
      // A locked psychologist's slots are no longer offered (and an unlocked one's are again).
      await deps.availabilityChanges.transaction(
        async (tx) => {
          await setAccountLocked(tx, target.id, input.lockAccount, deps.clock.now());
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: input.lockAccount ? 'account.locked' : 'account.unlocked',
            target: { type: 'user', id: target.id },
          });
        },
        () => (target.role === 'DOCTOR' ? 'all' : 'none'),
      );
      return { userId: target.id, locked: input.lockAccount };
    },
  };
}
