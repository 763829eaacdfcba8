import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { PSYCHOLOGIST_CATEGORIES } from '@parenthese/shared';
import { PersonFields } from '@/components/person-fields';
import { ownerConfirmsHint } from '@/components/pending-email-change-note';
import { CheckboxCard, ChoiceFieldset } from '@/components/ui/choice-fieldset';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { psychologistCategoryIcons } from '@/lib/psychologist-category-icons';
import type { PsychologistFormInput, PsychologistFormOutput } from '../psychologist-form-schema';

type PsychologistForm = UseFormReturn<PsychologistFormInput, unknown, PsychologistFormOutput>;

/** The four specialisations as checkboxes, in their fixed order. */
function SpecialisationChoices({ form }: { form: PsychologistForm }) {
  return (
    <Controller
      control={form.control}
      name="doctorCategories"
      render={({ field, fieldState }) => (
        <ChoiceFieldset legend="Spécialisations" error={fieldState.error?.message} className="@md:col-span-2" gridClassName="@md:grid-cols-2">
          {PSYCHOLOGIST_CATEGORIES.map((category) => {
            const Icon = psychologistCategoryIcons[category];
            return (
              <CheckboxCard key={category} field={field} all={PSYCHOLOGIST_CATEGORIES} value={category}>
                <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                {category}
              </CheckboxCard>
            );
          })}
        </ChoiceFieldset>
      )}
    />
  );
}

/** The fields of a psychologist (spec section 5), for the creation and edit dialogs. */
export function PsychologistFormFields({ form, ownerEmail }: { form: PsychologistForm; ownerEmail?: string }) {
  const { errors } = form.formState;
  const emailHint = ownerConfirmsHint(ownerEmail, useWatch({ control: form.control, name: 'mail' }));
  return (
    <div className="@container">
      <div className="grid gap-4 @md:grid-cols-2">
        <PersonFields
          form={form}
          names="required"
          afterNames={
            <FormField label="Numéro ADELI" error={errors.adeliNumber?.message} hint="9 chiffres" isRequired>
              <Input inputMode="numeric" autoComplete="off" maxLength={9} {...form.register('adeliNumber')} />
            </FormField>
          }
          contact={{ phone: 'optional', emailHint }}
        />
        <FormField label="Localisation" error={errors.address?.message}>
          <Input autoComplete="off" {...form.register('address')} />
        </FormField>
        <SpecialisationChoices form={form} />
      </div>
    </div>
  );
}
