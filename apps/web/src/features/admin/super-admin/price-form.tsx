import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { consultationPriceUpdateRequestSchema, formatEuros, type ConsultationPriceUpdateRequest } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useUpdateConsultationPrice } from './api/update-consultation-price';

/** The consultation price a TECH administrator may change (the configuration card's form). */
export function PriceForm({ currentCents, canManage }: { currentCents: number; canManage: boolean }) {
  const mutation = useUpdateConsultationPrice();
  const form = useForm<ConsultationPriceUpdateRequest>({ resolver: zodResolver(consultationPriceUpdateRequestSchema), defaultValues: { consultationPriceEuros: currentCents / 100 } });
  const { errors } = form.formState;
  // Another tab (or administrator) changed it: the field follows the new value.
  useEffect(() => form.reset({ consultationPriceEuros: currentCents / 100 }), [currentCents, form]);

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (settings) => toastSuccess('Prix mis à jour', `Une consultation est désormais payée ${formatEuros(settings.consultationPriceCents)} ; les mois déjà clôturés ne changent pas.`),
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) toastError(errorMessage(error, 'Impossible de modifier le prix.'));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-start">
      <FormField
        label="Nouveau prix d'une consultation (€)"
        error={errors.consultationPriceEuros?.message}
        hint="Entre 1 € et 1 000 €, au centime près. S'applique aux mois non clôturés."
        className="sm:max-w-xs sm:flex-1"
      >
        <Input type="number" inputMode="decimal" step="0.01" min={1} max={1000} disabled={!canManage} {...form.register('consultationPriceEuros', { valueAsNumber: true })} />
      </FormField>
      <Button type="submit" disabled={!canManage} isLoading={mutation.isPending} loadingText="Enregistrement..." className="sm:mt-[1.625rem]">
        Enregistrer le prix
      </Button>
    </form>
  );
}
