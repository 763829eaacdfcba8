import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import { adminCan, type AdminRole } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useResetSecondFactor } from '../api/reset-second-factor';

type ResetSecondFactorButtonProps = {
  userId: string;
  name: string;
  viewerRole: AdminRole | undefined;
  /** One's own second factor is never reset here: a recovery code is the way back (the server refuses too). */
  isSelf?: boolean;
};

/** « Réinitialiser la double authentification » of a psychologist or an administrator, for a TECH administrator only. */
export function ResetSecondFactorButton({ userId, name, viewerRole, isSelf = false }: ResetSecondFactorButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const reset = useResetSecondFactor();
  if (isSelf || !adminCan(viewerRole, 'accounts:second-factor-reset')) return null;

  const confirm = () =>
    reset.mutate(userId, {
      onSuccess: () => {
        setIsConfirming(false);
        toastSuccess('Double authentification réinitialisée', `${name} devra l'activer à nouveau à sa prochaine connexion.`);
      },
      onError: (error) => {
        setIsConfirming(false);
        toastError(errorMessage(error, 'Impossible de réinitialiser la double authentification.'));
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
        description={`${name} recevra un email l'en informant et sera déconnecté de toutes ses sessions. À sa prochaine connexion, il devra activer à nouveau la double authentification avec son application.`}
        confirmLabel="Réinitialiser"
        isDestructive
        isBusy={reset.isPending}
        busyLabel="Réinitialisation..."
      />
    </>
  );
}
