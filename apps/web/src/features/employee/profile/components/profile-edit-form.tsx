import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailChangeMessages, employeeProfileFormSchema, type EmployeeAccountDetails, type EmployeeProfileForm } from '@parenthese/shared';
import { CancelAndSubmit } from '@/components/ui/cancel-and-submit';
import { CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { PersonFields } from '@/components/person-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { EMAIL_CHANGE_HINT, isEmailChangeSent } from '@/components/pending-email-change-note';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateEmployeeDetails } from '../api/update-employee-details';
import { ProfileCardTitle } from './profile-card-title';

const NOT_SET = 'Non renseigné';

function formValues(details: EmployeeAccountDetails): EmployeeProfileForm {
  return { mail: details.mail, lastName: details.lastName, firstName: details.firstName, phoneNumber: details.phoneNumber };
}

/**
 * The profile card's edit mode, a module of its own: its form library and zod load when the employee
 * edits, not with the page. Company, department and position are managed by the administrators: shown
 * disabled and never sent.
 */
export function ProfileEditForm({ details, onDone }: { details: EmployeeAccountDetails; onDone: () => void }) {
  const update = useUpdateEmployeeDetails();
  const form = useForm<EmployeeProfileForm>({ resolver: zodResolver(employeeProfileFormSchema), values: formValues(details) });

  // Mounted by 'Modifier': the keyboard focus goes to the first field (the card gives it back to 'Modifier' after).
  useEffect(() => form.setFocus('firstName'), [form]);

  const save = form.handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync({ mail: values.mail, firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber });
      toastSuccess('Profil mis à jour', isEmailChangeSent(values.mail, answer) ? emailChangeMessages.confirmationSent : undefined);
      onDone();
    } catch (error) {
      applyServerFieldErrors(form, error);
      toastError(errorMessage(error, 'Impossible de sauvegarder vos modifications.'));
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <ProfileCardTitle />
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 sm:grid-cols-2">
          <PersonFields
            form={form}
            names="required"
            contact={{ phone: 'required', emailHint: details.mail ? EMAIL_CHANGE_HINT : undefined, isEmailReadOnly: Boolean(details.mail), phoneHint: 'Ex. : 06 12 34 56 78' }}
            isOwnProfile
          />
          <FormField label="Entreprise" hint="Géré par votre entreprise">
            <Input value={details.companyName} disabled readOnly />
          </FormField>
          <FormField label="Identifiant salarié">
            <Input value={details.username} disabled readOnly />
          </FormField>
          <FormField label="Service" hint="Géré par votre entreprise">
            <Input value={details.service || NOT_SET} disabled readOnly />
          </FormField>
          <FormField label="Poste" hint="Géré par votre entreprise">
            <Input value={details.job || NOT_SET} disabled readOnly />
          </FormField>
        </div>
      </CardContent>
      <CardFooter className="justify-end">
        <CancelAndSubmit onCancel={onDone} isPending={update.isPending} busyLabel="Sauvegarde..." />
      </CardFooter>
    </form>
  );
}
