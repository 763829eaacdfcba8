import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

type DialogFormActionsProps = {
  submitLabel: ReactNode;
  /** Shown on the submit button while the request runs, e.g. 'Création...'. */
  busyLabel: string;
  isPending: boolean;
  /** The closing button's words, where « Annuler » would mislead (« Fermer », « Conserver l'horaire »). */
  closeLabel?: string;
  /** Nothing chosen yet: the submit button waits. */
  isSubmitDisabled?: boolean;
  /** `destructive` when submitting deletes for good. */
  submitVariant?: ButtonProps['variant'];
  /** False when there is nothing to submit (no hour to propose): only the closing button is offered. */
  isSubmitOffered?: boolean;
};

/** The foot of a form in a dialog: « Annuler » closes it (not while saving), the submit button says it is busy. Stacked on a phone, submit on top. */
export function DialogFormActions({ submitLabel, busyLabel, isPending, closeLabel = 'Annuler', isSubmitDisabled, submitVariant, isSubmitOffered = true }: DialogFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={isPending}>
          {closeLabel}
        </Button>
      </DialogClose>
      {isSubmitOffered && (
        <Button type="submit" variant={submitVariant} disabled={isSubmitDisabled} isLoading={isPending} loadingText={busyLabel}>
          {submitLabel}
        </Button>
      )}
    </div>
  );
}
