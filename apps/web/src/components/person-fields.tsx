import type { ReactNode } from 'react';
import { get, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The form's register and errors: a react-hook-form form whose values hold the person's fields. */
type PersonForm<TValues extends FieldValues> = { register: UseFormRegister<TValues>; formState: { errors: FieldErrors<TValues> } };

type PersonFieldsProps<TValues extends FieldValues> = {
  form: PersonForm<TValues>;
  /** Where the fields sit in the form's values (`rows.2.` for a row of a list); the top by default. */
  prefix?: string;
  /** As person-fields.ts: `personFields.firstName`/`lastName` are required, `optionalName` is not. */
  names: 'required' | 'optional';
  /** The email and phone after the names (`mail`, `phoneNumber`); none for a names-only row. */
  contact?: {
    /** As person-fields.ts: `requiredPhone` or `optionalPhone`. */
    phone: 'required' | 'optional';
    emailHint?: ReactNode;
    /** The owner's profile shows the sign-in email without editing it: its change has its own form (decision 0043). */
    isEmailReadOnly?: boolean;
    phoneHint?: ReactNode;
    /** The email's cell in the form's grid (it may span two columns). */
    emailClassName?: string;
  };
  /** Fields of the form that stand between the names and the email (a psychologist's ADELI number). */
  afterNames?: ReactNode;
  /** A person's own profile lets the browser fill their details; an administrator's forms do not. */
  isOwnProfile?: boolean;
};

/**
 * The first name, last name, email and phone of a person (employee, psychologist, administrator), the
 * same labels, required marks and autocompletion in every form; the form's schema (person-fields.ts)
 * gives the messages.
 */
export function PersonFields<TValues extends FieldValues>({ form, prefix = '', names, contact, afterNames, isOwnProfile = false }: PersonFieldsProps<TValues>) {
  const path = (name: string) => `${prefix}${name}` as Path<TValues>;
  const errorOf = (name: string) => (get(form.formState.errors, path(name)) as { message?: string } | undefined)?.message;
  const autoComplete = (own: string) => (isOwnProfile ? own : 'off');
  return (
    <>
      <FormField label="Prénom" error={errorOf('firstName')} isRequired={names === 'required'}>
        <Input type="text" autoComplete={autoComplete('given-name')} {...form.register(path('firstName'))} />
      </FormField>
      <FormField label="Nom" error={errorOf('lastName')} isRequired={names === 'required'}>
        <Input type="text" autoComplete={autoComplete('family-name')} {...form.register(path('lastName'))} />
      </FormField>
      {afterNames}
      {contact && (
        <>
          <FormField label="Email" error={errorOf('mail')} isRequired hint={contact.emailHint} className={contact.emailClassName}>
            <Input
              type="email"
              autoComplete={autoComplete('email')}
              readOnly={contact.isEmailReadOnly}
              className={contact.isEmailReadOnly ? 'bg-slate-50 text-slate-600' : undefined}
              {...form.register(path('mail'))}
            />
          </FormField>
          <FormField label="Téléphone" error={errorOf('phoneNumber')} isRequired={contact.phone === 'required'} hint={contact.phoneHint}>
            <Input type="tel" autoComplete={autoComplete('tel')} {...form.register(path('phoneNumber'))} />
          </FormField>
        </>
      )}
    </>
  );
}
