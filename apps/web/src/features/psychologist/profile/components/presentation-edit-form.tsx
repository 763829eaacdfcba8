import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PRESENTATION_APPROACH_MAX_LENGTH,
  PRESENTATION_FIRST_NAME_MAX_LENGTH,
  PRESENTATION_FORMS_OF_ADDRESS,
  PRESENTATION_LANGUAGES,
  presentationFormOfAddressLabels,
  presentationFormSchema,
  presentationLanguageLabels,
  presentationMessages,
  type DoctorPresentationResponse,
  type PresentationForm,
} from '@parenthese/shared';
import { CancelAndSubmit } from '@/components/ui/cancel-and-submit';
import { CardContent, CardFooter } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useSavePresentation } from '../api/presentation';

type Presentation = DoctorPresentationResponse['presentation'];

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

const formValuesOf = (presentation: Presentation): PresentationForm => ({
  firstName: presentation?.firstName ?? '',
  formOfAddress: presentation?.formOfAddress ?? ('' as PresentationForm['formOfAddress']),
  approach: presentation?.approach ?? '',
  languages: presentation?.languages ?? ['FR'],
});

/**
 * Writing or changing the presentation (decision 0061), with the shared rules: a module of its own,
 * loaded when the psychologist edits. 'Annuler' leaves it unsaved.
 */
export function PresentationEditForm({ presentation, onDone }: { presentation: Presentation; onDone: () => void }) {
  const mutation = useSavePresentation();
  const form = useForm<PresentationForm>({ resolver: zodResolver(presentationFormSchema), values: formValuesOf(presentation) });
  const { errors } = form.formState;
  const approach = useWatch({ control: form.control, name: 'approach' }) ?? '';
  const addressLegendId = useId();
  const languagesLegendId = useId();

  useEffect(() => form.setFocus('firstName'), [form]);

  const submit = form.handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        toastSuccess(presentationMessages.saved);
        onDone();
      },
      onError: (error) => {
        applyServerFieldErrors(form, error);
        toastError(errorMessage(error, "Impossible d'enregistrer votre présentation."));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Écrire ma présentation">
      <CardContent className="grid gap-4">
        <FormField label="Prénom affiché aux salariés" error={errors.firstName?.message} hint="Il peut être différent de votre prénom civil." isRequired>
          <Input type="text" autoComplete="off" maxLength={PRESENTATION_FIRST_NAME_MAX_LENGTH} {...form.register('firstName')} />
        </FormField>
        <Controller
          control={form.control}
          name="formOfAddress"
          render={({ field, fieldState }) => (
            <fieldset aria-labelledby={addressLegendId} className="space-y-2">
              <legend id={addressLegendId} className="text-sm font-medium text-slate-800">
                Comment vous désigner
              </legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {PRESENTATION_FORMS_OF_ADDRESS.map((formOfAddress) => (
                  <label key={formOfAddress} className={choiceClasses}>
                    <input
                      type="radio"
                      name={field.name}
                      className="size-4 accent-brand-700"
                      checked={field.value === formOfAddress}
                      onBlur={field.onBlur}
                      onChange={() => field.onChange(formOfAddress)}
                    />
                    « {presentationFormOfAddressLabels[formOfAddress]} »
                  </label>
                ))}
              </div>
              {fieldState.error?.message && (
                <p role="alert" className="text-sm text-red-600">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <FormField label="Votre approche" error={errors.approach?.message} hint={`${approach.length} / ${PRESENTATION_APPROACH_MAX_LENGTH} caractères`} isRequired>
          <Textarea rows={5} {...form.register('approach')} />
        </FormField>
        <Controller
          control={form.control}
          name="languages"
          render={({ field, fieldState }) => (
            <fieldset aria-labelledby={languagesLegendId} className="space-y-2">
              <legend id={languagesLegendId} className="text-sm font-medium text-slate-800">
                Langues de consultation
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {PRESENTATION_LANGUAGES.map((language) => (
                  <label key={language} className={choiceClasses}>
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={field.value.includes(language)}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? PRESENTATION_LANGUAGES.filter((item) => item === language || field.value.includes(item)) : field.value.filter((item) => item !== language),
                        )
                      }
                    />
                    {presentationLanguageLabels[language]}
                  </label>
                ))}
              </div>
              {fieldState.error?.message && (
                <p role="alert" className="text-sm text-red-600">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          )}
        />
      </CardContent>
      <CardFooter className="justify-end">
        <CancelAndSubmit onCancel={onDone} isPending={mutation.isPending} />
      </CardFooter>
    </form>
  );
}
