import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, UserRound } from 'lucide-react';
import { employeeProfileFormSchema, formatPhoneNumber, type EmployeeAccountDetails, type EmployeeProfileForm } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { useEditModeFocus } from '@/components/ui/use-edit-mode-focus';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateEmployeeDetails } from '../api/update-employee-details';

const NOT_SET = 'Non renseigné';

function formValues(details: EmployeeAccountDetails): EmployeeProfileForm {
  return { mail: details.mail, lastName: details.lastName, firstName: details.firstName, phoneNumber: details.phoneNumber };
}

/**
 * Profile in view or edit mode. Company, department and position are managed by the administrators:
 * they are shown read-only and never sent.
 */
export function ProfileCard({ details }: { details: EmployeeAccountDetails }) {
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateEmployeeDetails();
  const form = useForm<EmployeeProfileForm>({ resolver: zodResolver(employeeProfileFormSchema), values: formValues(details) });
  const { errors } = form.formState;
  const editButtonRef = useEditModeFocus(isEditing, () => form.setFocus('firstName'));

  const cancel = () => {
    form.reset(formValues(details));
    setIsEditing(false);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ mail: values.mail, firstName: values.firstName, lastName: values.lastName, phoneNumber: values.phoneNumber });
      toastSuccess('Profil mis à jour');
      setIsEditing(false);
    } catch (error) {
      applyServerFieldErrors(form, error);
      toastError(errorMessage(error, 'Impossible de sauvegarder vos modifications.'));
    }
  });

  return (
    <Card>
      <form onSubmit={save} noValidate>
        <CardHeader className="flex-row items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <UserRound className="size-5 text-brand-700" aria-hidden="true" />
            Informations personnelles
          </CardTitle>
          {!isEditing && (
            <Button ref={editButtonRef} type="button" variant="outline" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" />
              Modifier
            </Button>
          )}
        </CardHeader>
        <CardContent>
          {isEditing ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Prénom" error={errors.firstName?.message} isRequired>
                <Input autoComplete="given-name" {...form.register('firstName')} />
              </FormField>
              <FormField label="Nom" error={errors.lastName?.message} isRequired>
                <Input autoComplete="family-name" {...form.register('lastName')} />
              </FormField>
              <FormField label="Email" error={errors.mail?.message} isRequired>
                <Input type="email" autoComplete="email" {...form.register('mail')} />
              </FormField>
              <FormField label="Téléphone" error={errors.phoneNumber?.message} isRequired hint="Ex. : 06 12 34 56 78">
                <Input type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
              </FormField>
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
          ) : (
            <dl className="grid gap-5 sm:grid-cols-2">
              <ReadOnlyField label="Prénom" value={details.firstName} />
              <ReadOnlyField label="Nom" value={details.lastName} />
              <ReadOnlyField label="Email" value={details.mail} />
              <ReadOnlyField label="Téléphone" value={details.phoneNumber ? formatPhoneNumber(details.phoneNumber) : ''} />
              <ReadOnlyField label="Entreprise" value={details.companyName} />
              <ReadOnlyField label="Identifiant salarié" value={details.username} />
              <ReadOnlyField label="Service" value={details.service} />
              <ReadOnlyField label="Poste" value={details.job} />
            </dl>
          )}
        </CardContent>
        {isEditing && (
          <CardFooter className="justify-end">
            <Button type="button" variant="outline" onClick={cancel} disabled={update.isPending}>
              Annuler
            </Button>
            <Button type="submit" isLoading={update.isPending} loadingText="Sauvegarde...">
              Sauvegarder
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}
