import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toastError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { psychologistFormSchema, type PsychologistFormInput, type PsychologistFormOutput } from '../psychologist-form-schema';
import { PsychologistFormFields } from './psychologist-form-fields';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';

export type PsychologistFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** The form's values when it opens and after it closes. */
  values: PsychologistFormInput;
  /** Sends the values; resolves once saved, rejects with the server's error. */
  onSave: (values: PsychologistFormOutput) => Promise<unknown>;
  isSaving: boolean;
  /** The toast when the server refuses without a message. */
  errorFallback: string;
  /** The sign-in email of an account past its first connection: another one is only proposed to its owner. */
  ownerEmail?: string;
};

/** The creation and the edit dialog of a psychologist; closing resets the form, the server's field errors show under the fields. */
export function PsychologistFormDialog({ isOpen, onOpenChange, title, submitLabel, busyLabel, values, onSave, isSaving, errorFallback, ownerEmail }: PsychologistFormDialogProps) {
  const form = useForm<PsychologistFormInput, unknown, PsychologistFormOutput>({ resolver: zodResolver(psychologistFormSchema), values });

  const changeOpen = (nextIsOpen: boolean) => {
    if (!nextIsOpen) {
      if (isSaving) return;
      form.reset(values);
    }
    onOpenChange(nextIsOpen);
  };

  const submit = form.handleSubmit(async (output) => {
    try {
      await onSave(output);
      form.reset(values);
    } catch (error) {
      applyServerFieldErrors(form, error, { conflictField: 'mail' });
      toastError(errorMessage(error, errorFallback));
    }
  });

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogContent title={title} description="Les champs marqués d'un astérisque sont obligatoires." className="max-w-2xl">
        <form onSubmit={submit} noValidate aria-label={title} className="space-y-6">
          <PsychologistFormFields form={form} ownerEmail={ownerEmail} />
          <DialogFormActions submitLabel={submitLabel} busyLabel={busyLabel} isPending={isSaving} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
