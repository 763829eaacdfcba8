import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import { adminCan, FOUR_EYES_APPROVAL_HOURS, type AdminRole } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useRequestSecondFactorReset } from '../api/reset-second-factor';

type ResetSecondFactorButtonProps = {
  userId: string;
  name: string;
  viewerRole: AdminRole | undefined;
  /** One's own second factor is never reset here: a recovery code is the way back (the server refuses too). */
  isSelf?: boolean;
};

/**
 * « Réinitialiser la double authentification » of a psychologist or an administrator, for a TECH
 * administrator only: it asks for the reset, which a second TECH administrator approves (decision 0044).
 */
export function ResetSecondFactorButton({ userId, name, viewerRole, isSelf = false }: ResetSecondFactorButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const reset = useRequestSecondFactorReset();
  if (isSelf || !adminCan(viewerRole, 'accounts:second-factor-reset')) return null;

  const confirm = () =>
    reset.mutate(userId, {
      onSuccess: (answer) => {
        setIsConfirming(false);
        toastSuccess('Demande de réinitialisation envoyée', answer.message);
      },
      onError: (error) => {
        setIsConfirming(false);
        toastError(errorMessage(error, 'Impossible de demander la réinitialisation de la double authentification.'));
      },
    });

  return (
    <>
      <Button type="button" variant="outline" size="sm" className="w-full" aria-label={`Réinitialiser la double authentification de ${name}`} onClick={() => setIsConfirming(true)}>
        <ShieldOff aria-hidden="true" />
        Réinitialiser la double authentification
      </Button>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={(isOpen) => !reset.isPending && setIsConfirming(isOpen)}
        onConfirm={confirm}
        title="Réinitialiser la double authentification ?"
        description={`Un second administrateur TECH devra approuver cette demande dans les ${FOUR_EYES_APPROVAL_HOURS} heures : rien ne change avant. ${name} est informé par email dès maintenant et peut la refuser. Une fois la demande approuvée, ses sessions seront fermées et il activera à nouveau la double authentification à sa prochaine connexion.`}
        confirmLabel="Demander la réinitialisation"
        isDestructive
        isBusy={reset.isPending}
        busyLabel="Envoi de la demande..."
      />
    </>
  );
}
