import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

type DialogFormActionsProps = {
  submitLabel: ReactNode;
  /** Shown on the submit button while the request runs, e.g. 'Création...'. */
  busyLabel: string;
  isPending: boolean;
};

/** The foot of a form in a dialog: « Annuler » closes it (not while saving), the submit button says it is busy. Stacked on a phone, submit on top. */
export function DialogFormActions({ submitLabel, busyLabel, isPending }: DialogFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={isPending}>
          Annuler
        </Button>
      </DialogClose>
      <Button type="submit" isLoading={isPending} loadingText={busyLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
