import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

type CancelAndSubmitProps = {
  onCancel: () => void;
  /** While the request runs: « Annuler » is disabled and the submit button says it is busy. */
  isPending: boolean;
  submitLabel?: ReactNode;
  /** Replaces the submit label while the request runs, e.g. 'Sauvegarde...'. */
  busyLabel?: string;
  /** More for the submit button: a variant, or `type: 'button'` with its `onClick` and `disabled` when the form has no submit of its own. */
  submit?: Omit<ButtonProps, 'isLoading' | 'loadingText' | 'children'>;
};

/**
 * The two buttons at the foot of an edit form, « Annuler » then the submit, in the container the caller
 * lays out (a card's footer, a row stacked on a phone). A form in a dialog uses `DialogFormActions`.
 */
export function CancelAndSubmit({ onCancel, isPending, submitLabel = 'Sauvegarder', busyLabel, submit }: CancelAndSubmitProps) {
  return (
    <>
      <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
        Annuler
      </Button>
      <Button type="submit" isLoading={isPending} loadingText={busyLabel} {...submit}>
        {submitLabel}
      </Button>
    </>
  );
}
