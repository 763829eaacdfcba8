import type { FastifyInstance } from 'fastify';
import { emailSchema, type FirstConnectionRequest, type SuccessResponse } from '@parenthese/shared';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { hashPassword } from '../../lib/password-hashing';
import type { AuthenticatedUser } from '../../plugins/auth';
import { isEmailTakenByAnother, setOwnPassword, writeAudit } from './repository';

export const EMAIL_ALREADY_USED = 'Cette adresse email est déjà utilisée par un autre compte.';

/**
 * First connection: the temporary password is replaced by the user's own. Employees, created without
 * email, give theirs now; doctors and admins keep the one their account was created with.
 */
export function createFirstConnectionService(app: FastifyInstance) {
  return {
    async completeFirstConnection(user: AuthenticatedUser, input: FirstConnectionRequest): Promise<SuccessResponse> {
      if (!user.isFirstConnection) throw forbidden('Votre compte est déjà configuré.');

      let email: string | undefined;
      if (user.role === 'EMPLOYEE') {
        const parsed = emailSchema.safeParse(input.mail);
        if (!parsed.success) {
          const message = parsed.error.issues[0]?.message ?? 'Adresse email invalide';
          throw badRequest(message, { mail: message });
        }
        email = parsed.data.toLowerCase();
        if (await isEmailTakenByAnother(app.db, email, user.id)) throw conflict(EMAIL_ALREADY_USED);
      }

      const passwordHash = await hashPassword(input.password);
      try {
        await app.db.transaction(async (tx) => {
          await setOwnPassword(tx, user.id, { passwordHash, email });
          await writeAudit(tx, { actorUserId: user.id, action: 'account.first-connection', targetType: 'user', targetId: user.id });
        });
      } catch (error) {
        // Two accounts claiming the same address at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw conflict(EMAIL_ALREADY_USED);
        throw error;
      }
      return { success: true, message: 'Votre compte a été configuré avec succès. Veuillez vous reconnecter.' };
    },
  };
}
