import { useQuery } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { adminCan, formatEuros, TECH_ONLY_REASON, type AdminSettings } from '@parenthese/shared';
import { onDemand } from '@/components/on-demand';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useCurrentAdmin } from '../api/get-current-admin';
import { settingsQueryOptions } from './api/get-settings';

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

// The price's form (form library, zod) is a chunk of its own: the card reads first, the form follows.
const PriceForm = onDemand(() => import('./price-form').then((module) => module.PriceForm));

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
            <PriceForm
              currentCents={data.consultationPriceCents}
              canManage={adminCan(admin?.adminRole, 'settings:manage')}
              fallback={<Skeleton className="h-36 w-full sm:h-20" />}
              failure={(retry) => <LoadError title="Le formulaire du prix n'a pas pu se charger" message="Vérifiez votre connexion, puis réessayez." onRetry={retry} />}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
