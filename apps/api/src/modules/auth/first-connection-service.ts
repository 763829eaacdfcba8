import { emailSchema, type FirstConnectionRequest, type SuccessResponse } from '@parenthese/shared';
import { badRequest, forbidden } from '../../lib/app-error';
import { hashPassword } from '../../lib/password-hashing';
import type { AuthenticatedUser } from '../../plugins/auth';
import { recordAudit } from '../accounts/audit';
import { startContactEmailConfirmation } from '../mail-preferences/service';
import { assertEmailAvailable, withEmailUniqueness } from '../accounts/email-uniqueness';
import { assertPasswordHardToGuess } from './password-strength';
import { setOwnPassword } from './repository';
import type { Services } from '../services';

/**
 * First connection: the temporary password is replaced by the user's own. Employees, created without
 * email, give theirs now; psychologists and admins keep the one their account was created with.
 */
export function createFirstConnectionService(deps: Pick<Services, 'config' | 'db' | 'log' | 'mailer' | 'rateLimiters' | 'clock'>) {
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
        await assertEmailAvailable(deps.db, email, { exceptUserId: user.id });
      }

      assertPasswordHardToGuess(input.password, 'password', user.role);
      const passwordHash = await hashPassword(input.password);
      await withEmailUniqueness(() =>
        deps.db.transaction(async (tx) => {
          await setOwnPassword(tx, user.id, { passwordHash, email }, deps.clock.now());
          // Offered at the first connection (decision 0047): a personal address for the mails, confirmed from it.
          if (email && input.contactEmail) await startContactEmailConfirmation(deps, tx, { userId: user.id, signInEmail: email, contactEmail: input.contactEmail });
          await recordAudit(tx, { actorUserId: user.id, action: 'account.first-connection', target: { type: 'user', id: user.id } });
        }),
      );
      return { success: true, message: 'Votre compte a été configuré avec succès. Veuillez vous reconnecter.' };
    },
  };
}
