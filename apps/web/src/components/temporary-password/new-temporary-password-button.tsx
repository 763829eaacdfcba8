import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { temporaryPasswordMessages } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { Tooltip } from '@/components/ui/tooltip';
import { errorMessage } from '@/lib/http-client';

type NewTemporaryPasswordButtonProps = {
  ownerName: string;
  /** Issues the new password; the caller shows it once it is back. */
  onIssue: () => Promise<unknown>;
  isBusy: boolean;
  /** Only the icon, named for screen readers (a table row's actions); otherwise the words. */
  isCompact?: boolean;
};

/**
 * « Nouveau mot de passe temporaire », after a confirmation: the old password stops working, so an
 * administrator does not replace one already handed over by a slip of the mouse.
 */
export function NewTemporaryPasswordButton({ ownerName, onIssue, isBusy, isCompact = false }: NewTemporaryPasswordButtonProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const label = `${temporaryPasswordMessages.reissueAction} pour ${ownerName}`;

  async function confirm() {
    try {
      await onIssue();
      toastSuccess('Mot de passe temporaire renouvelé', `Transmettez le nouveau mot de passe à ${ownerName}.`);
      setIsConfirming(false);
    } catch (error) {
      toastError(errorMessage(error, 'Impossible de créer un nouveau mot de passe temporaire. Veuillez réessayer.'));
    }
  }

  return (
    <>
      {isCompact ? (
        <Tooltip content={label}>
          <Button type="button" variant="ghost" size="icon" className="size-10 md:size-9" aria-label={label} onClick={() => setIsConfirming(true)}>
            <KeyRound aria-hidden="true" />
          </Button>
        </Tooltip>
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={() => setIsConfirming(true)}>
          <KeyRound aria-hidden="true" />
          {temporaryPasswordMessages.reissueAction}
        </Button>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={(isOpen) => !isBusy && setIsConfirming(isOpen)}
        onConfirm={confirm}
        title={temporaryPasswordMessages.reissueAction}
        description={`Un nouveau mot de passe temporaire sera créé pour ${ownerName} : l'ancien ne fonctionnera plus.`}
        confirmLabel="Créer le mot de passe"
        isBusy={isBusy}
        busyLabel="Création..."
      />
    </>
  );
}
