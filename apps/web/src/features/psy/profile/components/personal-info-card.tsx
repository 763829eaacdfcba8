import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { doctorProfileFormSchema, emailChangeMessages, type DoctorAccountDetails, type DoctorProfileForm } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { CancelAndSubmit } from '@/components/ui/cancel-and-submit';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PersonFields } from '@/components/person-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { useEditModeFocus } from '@/components/ui/use-edit-mode-focus';
import { EMAIL_CHANGE_HINT, isEmailChangeSent } from '@/components/pending-email-change-note';
import { PersonDetailsList } from '@/components/person-details-list';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { updateRequestFrom, useUpdateDoctorDetails } from '../api/update-doctor-details';

const formValuesOf = (details: DoctorAccountDetails): DoctorProfileForm => ({
  mail: details.mail,
  adeliNumber: details.adeliNumber,
  lastName: details.lastName,
  firstName: details.firstName,
  phoneNumber: details.phoneNumber,
  address: details.address,
});

/** Personal information: read, or edit with the rules of spec section 5; 'Annuler' resets the form. */
export function PersonalInfoCard({ details }: { details: DoctorAccountDetails }) {
  const [isEditing, setIsEditing] = useState(false);
  const mutation = useUpdateDoctorDetails();
  const form = useForm<DoctorProfileForm>({ resolver: zodResolver(doctorProfileFormSchema), values: formValuesOf(details) });
  const { errors } = form.formState;
  const editButtonRef = useEditModeFocus(isEditing, () => form.setFocus('firstName'));

  const cancel = () => {
    form.reset(formValuesOf(details));
    setIsEditing(false);
  };
  const submit = form.handleSubmit((values) => {
    const { adeliNumber: _adeli, ...editable } = values;
    mutation.mutate(updateRequestFrom(details, { ...editable, address: editable.address ?? '' }), {
      onSuccess: (answer) => {
        toastSuccess('Profil mis à jour', isEmailChangeSent(values.mail, answer) ? emailChangeMessages.confirmationSent : undefined);
        setIsEditing(false);
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        toastError(errorMessage(error, 'Impossible de sauvegarder les modifications.'));
      },
    });
  });

  return (
    <Card>
      {/* The description takes the full width under the title row, so it does not squeeze beside 'Modifier' on a phone. */}
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle>Informations personnelles</CardTitle>
          {!isEditing && (
            <Button ref={editButtonRef} variant="outline" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" />
              Modifier
            </Button>
          )}
        </div>
        <CardDescription>Vos coordonnées professionnelles. Elles ne sont jamais communiquées aux salariés.</CardDescription>
      </CardHeader>
      {isEditing ? (
        <form onSubmit={submit} noValidate aria-label="Modifier mes informations">
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <PersonFields form={form} names="required" contact={{ phone: 'required', emailHint: EMAIL_CHANGE_HINT }} isOwnProfile />
            <FormField label="Numéro ADELI" error={errors.adeliNumber?.message} hint="Modifiable uniquement par un administrateur.">
              <Input disabled {...form.register('adeliNumber')} />
            </FormField>
            <FormField label="Adresse" error={errors.address?.message}>
              {/* One line (the shared rule refuses line breaks): « street-address » is the token of a multi-line field only (WCAG 1.3.5). */}
              <Input type="text" autoComplete="address-line1" {...form.register('address')} />
            </FormField>
          </CardContent>
          <CardFooter className="justify-end">
            <CancelAndSubmit onCancel={cancel} isPending={mutation.isPending} />
          </CardFooter>
        </form>
      ) : (
        <CardContent>
          <PersonDetailsList person={details} className="gap-4">
            <ReadOnlyField label="Numéro ADELI" value={details.adeliNumber} />
            <ReadOnlyField label="Adresse" value={details.address} />
          </PersonDetailsList>
        </CardContent>
      )}
    </Card>
  );
}
