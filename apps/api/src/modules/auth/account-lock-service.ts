import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import { findUserById, setAccountLocked, writeAudit } from './repository';

/** Any admin may block employees and psychologists; blocking an administrator takes a TECH admin. */
export function createAccountLockService(app: FastifyInstance) {
  return {
    async toggleLock(actor: AuthenticatedUser, input: { userId: string; lockAccount: boolean }) {
      if (input.userId === actor.id) throw forbidden('Vous ne pouvez pas bloquer ou débloquer votre propre compte.');
      const target = await findUserById(app.db, input.userId);
      if (!target) throw notFound('Utilisateur introuvable.');
      if (target.role === 'ADMIN' && actor.adminRole !== 'TECH') {
        throw forbidden('Seul un administrateur technique peut bloquer ou débloquer un administrateur.');
      }
      await app.db.transaction(async (tx) => {
        await setAccountLocked(tx, target.id, input.lockAccount);
        await writeAudit(tx, {
          actorUserId: actor.id,
          action: input.lockAccount ? 'account.locked' : 'account.unlocked',
          targetType: 'user',
          targetId: target.id,
        });
      });
      return { userId: target.id, locked: input.lockAccount };
    },
  };
}
