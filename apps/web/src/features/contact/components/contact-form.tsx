import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { Send } from 'lucide-react';
import { CONTACT_COMPANY_SIZES, contactCompanySizeLabel, contactMessages, paths, type ContactFormInput, type ContactFormValues } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toastSuccess } from '@/components/ui/toaster';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { sendContactRequest } from '../api/send-contact-request';
import { MessageCounter } from './character-counter';
import { DemoDatePicker } from './demo-date-picker';
import { DemoSlotPicker } from './demo-slot-picker';
import { requestFieldToFormField, toastFormErrors, toastSubmissionError } from './contact-error-toasts';

const emptyForm: ContactFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  companySize: '' as ContactFormInput['companySize'],
  date: '',
  timeSlot: '' as ContactFormInput['timeSlot'],
  message: '',
};

/** The shared schema's rules, downloaded on the form's first focus or touch, or at the latest by the first check. */
const loadValidation = () => import('./contact-validation');
export const RULES_UNAVAILABLE = "Le formulaire n'a pas pu se charger entièrement. Vérifiez votre connexion, puis rechargez la page : ce que vous avez saisi ne sera pas envoyé d'ici là.";
const contactFormResolver: Resolver<ContactFormInput, unknown, ContactFormValues> = async (values, context, options) => {
  let validation: Awaited<ReturnType<typeof loadValidation>>;
  try {
    validation = await loadValidation();
  } catch {
    // The rules could not be downloaded (offline since the page loaded): say so on the form itself,
    // since the toasts are downloaded on demand too.
    return { values: {}, errors: { root: { type: 'unavailable', message: RULES_UNAVAILABLE } } };
  }
  return validation.contactFormResolver(values, context, options);
};
const preloadValidation = () => void loadValidation();

/** The demonstration request form of spec section 5, validated with the shared schema. */
export function ContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: contactFormResolver,
    defaultValues: emptyForm,
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  const [isSending, setIsSending] = useState(false);

  async function onValid(values: ContactFormValues) {
    setIsSending(true);
    try {
      const { toContactRequest } = await loadValidation();
      await sendContactRequest(toContactRequest(values));
      toastSuccess(contactMessages.successTitle, contactMessages.successDescription);
      reset(emptyForm);
    } catch (error) {
      // What was typed stays; the server's per-field sentences show under the fields.
      applyServerFieldErrors(form, error, { fieldNames: requestFieldToFormField });
      toastSubmissionError(error);
    } finally {
      setIsSending(false);
    }
  }

  function onInvalid(fieldErrors: FieldErrors<ContactFormInput>) {
    toastFormErrors(Object.values(fieldErrors).map((error) => String(error?.message ?? '')));
  }

  return (
    // method and action for a submission before the script runs (or without it): the server's POST /contact
    // stores nothing and explains (apps/api/src/modules/contact/form-without-script.ts), and no field ever
    // goes into the address as the browser's default GET would. With the script, handleSubmit prevents it.
    <form
      method="post"
      action={paths.contact}
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      onFocus={preloadValidation}
      onPointerDown={preloadValidation}
      className="space-y-5"
      aria-describedby="contact-required-note"
    >
      <p id="contact-required-note" className="text-sm text-slate-500">
        Les champs marqués d'un <span className="text-red-600">*</span> sont obligatoires.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Prénom" isRequired error={errors.firstName?.message}>
          <Input type="text" required autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Nom" isRequired error={errors.lastName?.message}>
          <Input type="text" required autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label="Email professionnel" isRequired error={errors.email?.message}>
          <Input type="email" required autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Téléphone" error={errors.phone?.message} hint="Par exemple 06 12 34 56 78 ou +33 6 12 34 56 78">
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </FormField>
        <FormField label="Entreprise" isRequired error={errors.company?.message}>
          <Input type="text" required autoComplete="organization" {...register('company')} />
        </FormField>
        <FormField label="Taille de l'entreprise" isRequired error={errors.companySize?.message}>
          <select
            required
            {...register('companySize')}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-500"
          >
            <option value="">Sélectionnez la taille</option>
            {CONTACT_COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {contactCompanySizeLabel(size)}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <div className="grid gap-5 md:grid-cols-2">
        <DemoDatePicker control={control} error={errors.date?.message} />

        <DemoSlotPicker control={control} register={register} error={errors.timeSlot?.message} />
      </div>

      <FormField
        label="Message"
        error={errors.message?.message}
        hint={
          <span className="flex justify-between gap-2">
            <span>Vos besoins, le nombre de sites, vos questions…</span>
            <MessageCounter control={control} />
          </span>
        }
      >
        <Textarea rows={5} {...register('message')} />
      </FormField>

      {errors.root?.message ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {errors.root.message}
        </p>
      ) : null}

      {/* Full width on a phone through its grid wrapper, not a className (merged by tailwind-merge, lib/cn.ts). */}
      <div className="grid sm:block">
        <Button type="submit" size="lg" isLoading={isSending} loadingText="Envoi en cours...">
          <Send aria-hidden="true" />
          Envoyer la demande
        </Button>
      </div>
    </form>
  );
}
