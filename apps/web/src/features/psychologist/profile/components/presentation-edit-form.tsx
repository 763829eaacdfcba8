import { useEffect } from 'react';
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
  type PsychologistPresentationResponse,
  type PresentationForm,
} from '@parenthese/shared';
import { CancelAndSubmit } from '@/components/ui/cancel-and-submit';
import { CardContent, CardFooter } from '@/components/ui/card';
import { CheckboxCard, ChoiceFieldset, choiceCardClasses } from '@/components/ui/choice-fieldset';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useSavePresentation } from '../api/presentation';

type Presentation = PsychologistPresentationResponse['presentation'];

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
            <ChoiceFieldset legend="Comment vous désigner" error={fieldState.error?.message} gridClassName="sm:grid-cols-2">
              {PRESENTATION_FORMS_OF_ADDRESS.map((formOfAddress) => (
                <label key={formOfAddress} className={choiceCardClasses}>
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
            </ChoiceFieldset>
          )}
        />
        <FormField label="Votre approche" error={errors.approach?.message} hint={`${approach.length} / ${PRESENTATION_APPROACH_MAX_LENGTH} caractères`} isRequired>
          <Textarea rows={5} {...form.register('approach')} />
        </FormField>
        <Controller
          control={form.control}
          name="languages"
          render={({ field, fieldState }) => (
            <ChoiceFieldset legend="Langues de consultation" error={fieldState.error?.message} gridClassName="grid-cols-2 sm:grid-cols-4">
              {PRESENTATION_LANGUAGES.map((language) => (
                <CheckboxCard key={language} field={field} all={PRESENTATION_LANGUAGES} value={language}>
                  {presentationLanguageLabels[language]}
                </CheckboxCard>
              ))}
            </ChoiceFieldset>
          )}
        />
      </CardContent>
      <CardFooter className="justify-end">
        <CancelAndSubmit onCancel={onDone} isPending={mutation.isPending} />
      </CardFooter>
    </form>
  );
}
