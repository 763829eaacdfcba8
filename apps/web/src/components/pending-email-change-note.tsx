import { MailQuestionMark } from 'lucide-react';
import { dayMonthText, timeText, type PendingEmailChange } from '@parenthese/shared';
import { cn } from '@/lib/cn';

/**
 * Under a sign-in email, while a change waits for the link mailed to the new address: the current
 * address stays the sign-in one until then (issue 20).
 */
export function PendingEmailChangeNote({ pending, className }: { pending: PendingEmailChange | null | undefined; className?: string }) {
  if (!pending) return null;
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

/** Beside an email field of an account past its first connection. */
export const EMAIL_CHANGE_HINT = "Une nouvelle adresse ne remplace l'actuelle qu'une fois confirmée par le lien qui lui est envoyé.";

/** True when a save's answer shows that the email sent now waits for its confirmation. */
export function isEmailChangeSent(sentMail: string, answer: { pendingEmailChange?: PendingEmailChange | null }) {
  return answer.pendingEmailChange?.mail === sentMail.trim().toLowerCase();
}
