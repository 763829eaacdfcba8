import { employeeNoShowTexts } from '@parenthese/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export type NoShowDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; onConfirm: () => void; isBusy: boolean };

/** « Personne ne s'est présenté », asked first (decision 0062): loaded with the press, like the cancellation's. */
export function NoShowDialog({ isOpen, onOpenChange, onConfirm, isBusy }: NoShowDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title={employeeNoShowTexts.confirmTitle}
      description={employeeNoShowTexts.confirmBody}
      confirmLabel={employeeNoShowTexts.confirm}
      cancelLabel="Retour"
      isBusy={isBusy}
      busyLabel="Envoi…"
    />
  );
}
