import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DeleteMutation<TVariables> = {
  mutate: (variables: TVariables, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
};

type ConfirmedDeleteOptions<TVariables> = {
  mutation: DeleteMutation<TVariables>;
  /** What the mutation deletes. */
  variables: TVariables;
  title: string;
  description: string;
  onDeleted: () => void;
  onError: (error: unknown) => void;
};

/**
 * Deletion after confirmation (spec section 2): `askToDelete` opens the dialog, which closes once the
 * server answered, either way, and cannot be dismissed while the deletion runs.
 */
export function useConfirmedDelete<TVariables>({ mutation, variables, title, description, onDeleted, onError }: ConfirmedDeleteOptions<TVariables>) {
  const [isConfirming, setIsConfirming] = useState(false);
  const confirm = () =>
    mutation.mutate(variables, {
      onSuccess: () => {
        setIsConfirming(false);
        onDeleted();
      },
      onError: (error) => {
        setIsConfirming(false);
        onError(error);
      },
    });
  const confirmDialog = (
    <ConfirmDialog
      isOpen={isConfirming}
      onOpenChange={(isOpen) => !mutation.isPending && setIsConfirming(isOpen)}
      onConfirm={confirm}
      title={title}
      description={description}
      confirmLabel="Supprimer"
      cancelLabel="Annuler"
      isDestructive
      isBusy={mutation.isPending}
      busyLabel="Suppression..."
    />
  );
  return { askToDelete: () => setIsConfirming(true), confirmDialog };
}
