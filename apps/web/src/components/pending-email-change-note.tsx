import { MailQuestionMark } from 'lucide-react';
import { dayMonthText, emailChangeMessages, timeText, type PendingEmailChange } from '@parenthese/shared';
import { cn } from '@/lib/cn';

/**
 * Under a sign-in email, while a change waits for the link mailed to the new address: the current
 * address stays the sign-in one until then (issue 20).
 */
export function PendingEmailChangeNote({ pending, className }: { pending: PendingEmailChange | null | undefined; className?: string }) {
  if (!pending) return null;
  if (pending.status === 'AWAITING_OWNER') {
    return (
      <p className={cn('flex items-start gap-2 text-sm text-amber-900', className)}>
        <MailQuestionMark className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Changement proposé, en attente de son titulaire : <span className="font-medium break-all">{pending.mail}</span>. L'adresse ne change que si le titulaire l'accepte, connecté, puis la confirme
          depuis la nouvelle adresse.
        </span>
      </p>
    );
  }
  return (
    <p className={cn('flex items-start gap-2 text-sm text-amber-900', className)}>
      <MailQuestionMark className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Changement en attente de confirmation : <span className="font-medium break-all">{pending.mail}</span>. Lien envoyé à cette adresse, valable jusqu'au {dayMonthText(pending.expiresAt)} à{' '}
        {timeText(pending.expiresAt)}.
      </span>
    </p>
  );
}

/** Beside the read-only email of the owner's profile: the change has its own form, with the password and the code. */
export const EMAIL_CHANGE_HINT = "Pour la changer, utilisez « Changer d'adresse » dans « Adresse de connexion » : votre mot de passe et votre code vous seront demandés.";

/**
 * Under the email of an administrator's edit form, for an account past its first connection, once
 * another address is typed: the owner decides (decision 0043).
 */
export function ownerConfirmsHint(currentMail: string | undefined, typedMail: string | undefined) {
  if (!currentMail || !typedMail || typedMail.trim().toLowerCase() === currentMail) return undefined;
  return emailChangeMessages.adminFormNotice(currentMail);
}

/** True when a save's answer shows that the email sent now waits for its confirmation. */
export function isEmailChangeSent(sentMail: string, answer: { pendingEmailChange?: PendingEmailChange | null }) {
  return answer.pendingEmailChange?.mail === sentMail.trim().toLowerCase();
}
