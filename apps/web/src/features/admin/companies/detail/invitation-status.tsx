import { Send } from 'lucide-react';
import { shortDateText, type AccountInvitation } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useResendEmployeeInvitation } from '../api/resend-employee-invitation';

const STATUS: Record<AccountInvitation['status'], { tone: 'info' | 'warning' | 'success' | 'neutral'; text: (invitation: AccountInvitation) => string }> = {
  NOT_SENT: { tone: 'neutral', text: () => "Invitation en attente d'envoi" },
  PENDING: { tone: 'info', text: (invitation) => `Invité le ${shortDateText(invitation.sentAt!)}` },
  EXPIRED: { tone: 'warning', text: () => 'Invitation expirée' },
  ACCEPTED: { tone: 'success', text: () => 'Activé' },
};

/**
 * An invited employee's place in the table where others show their temporary password: where the
 * invitation stands (never its link nor its mail) and, until it is accepted, « Renvoyer l'invitation ».
 */
export function InvitationStatus({ invitation, companyId, employeeId, ownerName }: { invitation: AccountInvitation; companyId: string; employeeId: string; ownerName: string }) {
  const mutation = useResendEmployeeInvitation();
  const { tone, text } = STATUS[invitation.status];
  const resend = () =>
    mutation.mutate(
      { companyId, employeeId },
      {
        onSuccess: () => toastSuccess('Invitation renvoyée', `Un nouveau lien a été envoyé à ${invitation.mail}. Le précédent ne fonctionne plus.`),
        onError: (error) => toastError(errorMessage(error, "Impossible de renvoyer l'invitation")),
      },
    );

  return (
    <span className="flex flex-col items-start gap-1.5">
      <Badge tone={tone}>{text(invitation)}</Badge>
      {/* Once accepted the address is the account's, shown in its own column. */}
      {invitation.status !== 'ACCEPTED' && (
        <span className="text-xs break-all text-slate-500">
          <span className="sr-only">Invitation envoyée à </span>
          {invitation.mail}
        </span>
      )}
      {invitation.status !== 'ACCEPTED' && (
        <Button
          type="button"
          variant="outline"
          size="compact"
          aria-label={`Renvoyer l'invitation de ${ownerName}`}
          aria-busy={mutation.isPending || undefined}
          className={mutation.isPending ? 'cursor-wait' : undefined}
          onClick={() => {
            // Stays enabled while busy: a disabled button would drop the keyboard user's focus.
            if (!mutation.isPending) resend();
          }}
        >
          <Send aria-hidden="true" />
          {mutation.isPending ? 'Envoi...' : "Renvoyer l'invitation"}
        </Button>
      )}
    </span>
  );
}
