import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { DOCTOR_CATEGORIES } from '@parenthese/shared';
import { PersonFields } from '@/components/person-fields';
import { ownerConfirmsHint } from '@/components/pending-email-change-note';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { doctorCategoryIcons } from '@/lib/doctor-category-icons';
import type { PsychologistFormInput, PsychologistFormOutput } from '../psychologist-form-schema';

type PsychologistForm = UseFormReturn<PsychologistFormInput, unknown, PsychologistFormOutput>;

/** The four specialisations as checkboxes, in their fixed order. */
function SpecialisationChoices({ form }: { form: PsychologistForm }) {
  const legendId = useId();
  return (
    <Controller
      control={form.control}
      name="doctorCategories"
      render={({ field, fieldState }) => (
        <fieldset aria-labelledby={legendId} className="space-y-2 @md:col-span-2">
          <legend id={legendId} className="text-sm font-medium text-slate-800">
            Spécialisations
          </legend>
          <div className="grid gap-2 @md:grid-cols-2">
            {DOCTOR_CATEGORIES.map((category) => {
              const Icon = doctorCategoryIcons[category];
              const isChecked = field.value.includes(category);
              return (
                <label
                  key={category}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={isChecked}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? DOCTOR_CATEGORIES.filter((item) => item === category || field.value.includes(item)) : field.value.filter((item) => item !== category))
                    }
                  />
                  <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {category}
                </label>
              );
            })}
          </div>
          {fieldState.error?.message && (
            <p role="alert" className="text-sm text-red-600">
              {fieldState.error.message}
            </p>
          )}
        </fieldset>
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
