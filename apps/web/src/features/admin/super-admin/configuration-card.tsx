import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { adminCan, consultationPriceUpdateRequestSchema, formatEuros, TECH_ONLY_REASON, type AdminSettings, type ConsultationPriceUpdateRequest } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage, HttpError } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useCurrentAdmin } from '../api/get-current-admin';
import { settingsQueryOptions } from './api/get-settings';
import { useUpdateConsultationPrice } from './api/update-consultation-price';

/** The settings in force, as an administrator reads them. */
function EffectiveSettings({ settings }: { settings: AdminSettings }) {
  const isDefaultPrice = settings.consultationPriceCents === settings.defaultConsultationPriceCents;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField label="Prix d'une consultation (payé au psychologue)" value={`${formatEuros(settings.consultationPriceCents)}${isDefaultPrice ? ' (valeur par défaut)' : ''}`} />
      <ReadOnlyField label="Fenêtre de réservation" value={`Du lendemain à ${settings.bookingWindowMonths} mois, du lundi au vendredi`} />
      <ReadOnlyField label="Annulation tardive" value={`Moins de ${settings.lateCancellationHours} h avant : consultation facturée`} />
      <ReadOnlyField label="Durée d'une consultation" value={`${settings.consultationLengthMinutes} min, bouton Rejoindre ${settings.joinWindowMinutes} min avant`} />
      <ReadOnlyField label="Envoi des mails" value={settings.isSmtpEnabled ? 'Activé (SMTP)' : "Désactivé : les mails restent dans la boîte d'envoi"} />
      <ReadOnlyField label="Visioconférence" value={settings.videoProvider === 'jitsi' ? 'Jitsi Meet' : settings.videoProvider} />
    </dl>
  );
}

function PriceForm({ currentCents, canManage }: { currentCents: number; canManage: boolean }) {
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

/** Global configuration of the super-admin view: the settings in force, and the consultation price a TECH administrator may change. */
export function ConfigurationCard() {
  const { data: admin } = useCurrentAdmin();
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(settingsQueryOptions());
  const isForbidden = error instanceof HttpError && error.status === 403;

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <Settings2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <CardTitle>Configuration globale</CardTitle>
          <CardDescription>Les réglages en vigueur sur la plateforme</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending && (
          <div role="status" className="space-y-3">
            <p className="text-sm text-slate-600">Chargement de la configuration...</p>
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-3/5" />
          </div>
        )}
        {isForbidden && <AlertBanner title={TECH_ONLY_REASON} />}
        {isError && !isForbidden && (
          <LoadError title="Erreur lors du chargement de la configuration" message={errorMessage(error, 'Une erreur inconnue est survenue')} onRetry={() => refetch()} isRetrying={isFetching} />
        )}
        {data && (
          <>
            <EffectiveSettings settings={data} />
            <PriceForm currentCents={data.consultationPriceCents} canManage={adminCan(admin?.adminRole, 'settings:manage')} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
