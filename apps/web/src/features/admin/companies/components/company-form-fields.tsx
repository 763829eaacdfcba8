import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { EMPLOYEE_AMOUNT_MAX_MAX, EMPLOYEE_AMOUNT_MAX_MIN } from '@parenthese/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { ALERT_THRESHOLD_PLACEHOLDER, type CompanyFormInput, type CompanyFormOutput } from '../company-form';

type CompanyForm = UseFormReturn<CompanyFormInput, unknown, CompanyFormOutput>;

const consultationsText = (count: number) => `${count} consultation${count > 1 ? 's' : ''}`;

/** A switch with its label and an optional hint, the whole row clickable. */
function SwitchRow({ label, hint, isChecked, onChange }: { label: string; hint?: string; isChecked: boolean; onChange: (isChecked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div>
        <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
      {/* Named by aria-labelledby as well: pa11y's engine does not follow a <label for> to a button, which a switch is. */}
      <Switch id={id} checked={isChecked} onCheckedChange={onChange} aria-labelledby={`${id}-label`} aria-describedby={hint ? `${id}-hint` : undefined} />
    </div>
  );
}

/** One of the company's yes/no settings, as a switch row across both columns. */
function SwitchField({ form, name, label, hint }: { form: CompanyForm; name: 'triggerMailIfCreditsLow' | 'reportMailEnabled' | 'locked'; label: string; hint: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className="@md:col-span-2">
          <SwitchRow label={label} hint={hint} isChecked={field.value} onChange={field.onChange} />
        </div>
      )}
    />
  );
}

/**
 * The fields of a company (spec section 5), for the creation dialog and the card's inline edit.
 * The edit form also holds the phone, the address and the lock.
 */
export function CompanyFormFields({ form, isEditForm = false }: { form: CompanyForm; isEditForm?: boolean }) {
  const { errors } = form.formState;
  const sliderLabelId = useId();
  const isAlertOn = useWatch({ control: form.control, name: 'triggerMailIfCreditsLow' });

  return (
    <div className="@container">
      <div className="grid gap-4 @md:grid-cols-2">
        <FormField label="Nom de l'entreprise" error={errors.companyName?.message} isRequired className="@md:col-span-2">
          <Input type="text" autoComplete="organization" {...form.register('companyName')} />
        </FormField>
        <FormField label="Email de contact" error={errors.companyMail?.message} isRequired className="@md:col-span-2">
          <Input type="email" autoComplete="email" {...form.register('companyMail')} />
        </FormField>
        {isEditForm && (
          <>
            <FormField label="Téléphone" error={errors.companyPhone?.message}>
              <Input type="tel" autoComplete="tel" {...form.register('companyPhone')} />
            </FormField>
            <FormField label="Adresse" error={errors.companyAddress?.message}>
              {/* One line (the shared rule refuses line breaks): « street-address » is the token of a multi-line field only (WCAG 1.3.5). */}
              <Input type="text" autoComplete="address-line1" {...form.register('companyAddress')} />
            </FormField>
          </>
        )}
        <FormField
          label="Nombre de crédits"
          error={errors.creditsAmount?.message}
          isRequired
          className="@md:col-span-2"
          hint={isEditForm ? 'Crédits restants au dernier état de la nuit : le nombre saisi le remplace, et les consultations réservées depuis restent décomptées.' : undefined}
        >
          <Input type="text" inputMode="numeric" autoComplete="off" {...form.register('creditsAmount')} />
        </FormField>
        <Controller
          control={form.control}
          name="employeeAmountMax"
          render={({ field, fieldState }) => (
            <div className="space-y-2 @md:col-span-2">
              <div className="flex items-baseline justify-between gap-2">
                <span id={sliderLabelId} className="text-sm font-medium text-slate-800">
                  Consultations maximales
                </span>
                <span className="text-sm font-semibold text-brand-800" aria-hidden="true">
                  {field.value}
                </span>
              </div>
              <Slider
                labelId={sliderLabelId}
                min={EMPLOYEE_AMOUNT_MAX_MIN}
                max={EMPLOYEE_AMOUNT_MAX_MAX}
                step={1}
                value={field.value}
                valueText={`${consultationsText(field.value)} par employé`}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
              />
              <p className="text-xs text-slate-500">
                Par employé, de {EMPLOYEE_AMOUNT_MAX_MIN} à {EMPLOYEE_AMOUNT_MAX_MAX}.
              </p>
              {fieldState.error?.message && (
                <p role="alert" className="text-sm text-red-600">
                  {fieldState.error.message}
                </p>
              )}
            </div>
          )}
        />
        <SwitchField
          form={form}
          name="triggerMailIfCreditsLow"
          label="Seuil d'alerte"
          hint="Un email prévient l'entreprise quand ses crédits restants descendent à ce pourcentage des crédits accordés."
        />
        {isAlertOn && (
          <FormField label="Seuil d'alerte (%)" error={errors.amountOfCreditsToTriggerMail?.message} isRequired className="@md:col-span-2">
            <Input type="text" inputMode="numeric" autoComplete="off" placeholder={ALERT_THRESHOLD_PLACEHOLDER} {...form.register('amountOfCreditsToTriggerMail')} />
          </FormField>
        )}
        <SwitchField
          form={form}
          name="reportMailEnabled"
          label="Envoyer le rapport mensuel à l'adresse de contact"
          hint="Un rapport d'utilisation anonyme (aucun chiffre pour moins de 10 salariés), le 1er de chaque mois."
        />
        {isEditForm && <SwitchField form={form} name="locked" label="Entreprise bloquée" hint="Ses employés ne peuvent plus réserver de consultation." />}
      </div>
    </div>
  );
}
