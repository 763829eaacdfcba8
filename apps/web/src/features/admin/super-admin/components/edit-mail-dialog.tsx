import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { outboxMailUpdateRequestSchema, type OutboxMail, type OutboxMailUpdateRequest } from '@parenthese/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateMail } from '../api/manage-mail';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';

/** Edits a draft's subject and text (the server refuses anything but an unsent, non-confidential mail). */
export type EditMailDialogProps = { mail: OutboxMail | null; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

export function EditMailDialog({ mail, isOpen, onOpenChange }: EditMailDialogProps) {
  const onClose = () => onOpenChange(false);
  const mutation = useUpdateMail();
  const form = useForm<OutboxMailUpdateRequest>({ resolver: zodResolver(outboxMailUpdateRequestSchema), defaultValues: { subject: '', content: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (mail) form.reset({ subject: mail.subject ?? '', content: mail.content ?? '' });
  }, [mail, form]);

  const submit = form.handleSubmit((values) => {
    if (!mail) return;
    mutation.mutate(
      { id: mail.id, ...values },
      {
        onSuccess: () => {
          toastSuccess('Mail modifié', 'Le brouillon a été enregistré.');
          onClose();
        },
        onError: (error) => {
          applyServerFieldErrors(form, error);
          toastError(errorMessage(error, 'Impossible de modifier le mail.'));
        },
      },
    );
  });

  return (
    <Dialog open={isOpen && mail !== null} onOpenChange={(nextIsOpen) => !nextIsOpen && !mutation.isPending && onClose()}>
      <DialogContent title="Modifier le brouillon" description={mail?.toAddress ? `Destinataire : ${mail.toAddress}` : undefined} className="max-w-2xl">
        <form onSubmit={submit} noValidate aria-label="Modifier le brouillon" className="space-y-4">
          <FormField label="Objet" error={errors.subject?.message} isRequired>
            <Input {...form.register('subject')} />
          </FormField>
          <FormField label="Contenu" error={errors.content?.message} isRequired>
            <Textarea rows={10} {...form.register('content')} />
          </FormField>
          <DialogFormActions submitLabel="Enregistrer" busyLabel="Enregistrement..." isPending={mutation.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
