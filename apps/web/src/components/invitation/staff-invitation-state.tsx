import { Send } from 'lucide-react';
import { shortDateText, type AccountInvitation } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const STATUS: Record<AccountInvitation['status'], { tone: 'info' | 'warning' | 'success' | 'neutral'; text: (invitation: AccountInvitation) => string }> = {
  NOT_SENT: { tone: 'neutral', text: () => "Invitation en attente d'envoi" },
  PENDING: { tone: 'info', text: (invitation) => `Invité le ${shortDateText(invitation.sentAt!)}` },
  EXPIRED: { tone: 'warning', text: () => 'Invitation expirée' },
  ACCEPTED: { tone: 'success', text: () => 'Activé' },
};

/** The sentence shown once a staff invitation is mailed (creation dialogs, resend). */
export const invitationSentText = (mail: string) => `Invitation envoyée à ${mail}. Le lien est valable 14 jours et ne sert qu'une fois.`;

/**
 * Where a psychologist's or an administrator's invitation stands (never its link nor a password) and,
 * until it is accepted, « Renvoyer l'invitation » when `onResend` is given.
 */
export function StaffInvitationState({ invitation, ownerName, onResend, isResending = false }: { invitation: AccountInvitation; ownerName: string; onResend?: () => void; isResending?: boolean }) {
  const { tone, text } = STATUS[invitation.status];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={tone}>{text(invitation)}</Badge>
      {invitation.status !== 'ACCEPTED' && invitation.status !== 'NOT_SENT' && onResend && (
        <Button
          type="button"
          variant="outline"
          size="compact"
          aria-label={`Renvoyer l'invitation de ${ownerName}`}
          aria-busy={isResending || undefined}
          className={isResending ? 'cursor-wait' : undefined}
          onClick={() => {
            // Stays enabled while busy: a disabled button would drop the keyboard user's focus.
            if (!isResending) onResend();
          }}
        >
          <Send aria-hidden="true" />
          {isResending ? 'Envoi...' : "Renvoyer l'invitation"}
        </Button>
      )}
    </div>
  );
}
