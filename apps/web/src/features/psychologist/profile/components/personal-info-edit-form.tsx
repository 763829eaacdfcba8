import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { psychologistProfileFormSchema, emailChangeMessages, type PsychologistAccountDetails, type PsychologistProfileForm } from '@parenthese/shared';
import { CancelAndSubmit } from '@/components/ui/cancel-and-submit';
import { CardContent, CardFooter } from '@/components/ui/card';
import { PersonFields } from '@/components/person-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { EMAIL_CHANGE_HINT, isEmailChangeSent } from '@/components/pending-email-change-note';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { updateRequestFrom, useUpdatePsychologistDetails } from '../api/update-psychologist-details';

const formValuesOf = (details: PsychologistAccountDetails): PsychologistProfileForm => ({
  mail: details.mail,
  adeliNumber: details.adeliNumber,
  lastName: details.lastName,
  firstName: details.firstName,
  phoneNumber: details.phoneNumber,
  address: details.address,
});

/**
 * The personal information's edit mode with the rules of spec section 5, a module of its own: its form
 * library and zod load when the psychologist edits, not with the page. 'Annuler' leaves it unsaved.
 */
export function PersonalInfoEditForm({ details, onDone }: { details: PsychologistAccountDetails; onDone: () => void }) {
  const mutation = useUpdatePsychologistDetails();
  const form = useForm<PsychologistProfileForm>({ resolver: zodResolver(psychologistProfileFormSchema), values: formValuesOf(details) });
  const { errors } = form.formState;

  // Mounted by 'Modifier': the keyboard focus goes to the first field (the card gives it back to 'Modifier' after).
  useEffect(() => form.setFocus('firstName'), [form]);

  const submit = form.handleSubmit((values) => {
    const { adeliNumber: _adeli, ...editable } = values;
    mutation.mutate(updateRequestFrom(details, { ...editable, address: editable.address ?? '' }), {
      onSuccess: (answer) => {
        toastSuccess('Profil mis à jour', isEmailChangeSent(values.mail, answer) ? emailChangeMessages.confirmationSent : undefined);
        onDone();
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        toastError(errorMessage(error, 'Impossible de sauvegarder les modifications.'));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Modifier mes informations">
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <PersonFields form={form} names="required" contact={{ phone: 'required', emailHint: EMAIL_CHANGE_HINT, isEmailReadOnly: true }} isOwnProfile />
        <FormField label="Numéro ADELI" error={errors.adeliNumber?.message} hint="Modifiable uniquement par un administrateur.">
          <Input disabled {...form.register('adeliNumber')} />
        </FormField>
        <FormField label="Adresse" error={errors.address?.message}>
          {/* One line (the shared rule refuses line breaks): « street-address » is the token of a multi-line field only (WCAG 1.3.5). */}
          <Input type="text" autoComplete="address-line1" {...form.register('address')} />
        </FormField>
      </CardContent>
      <CardFooter className="justify-end">
        <CancelAndSubmit onCancel={onDone} isPending={mutation.isPending} />
      </CardFooter>
    </form>
  );
}
