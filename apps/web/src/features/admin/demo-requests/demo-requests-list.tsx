import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { CalendarClock, Inbox, Mail, Phone } from 'lucide-react';
import { contactCompanySizeLabel, formatPhoneNumber, inParis, type ContactCompanySize } from '@parenthese/shared';
import { LoadError } from '@/components/ui/load-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http-client';
import { useContactRequests } from './api/get-contact-requests';

const formatSlot = (iso: string) => format(inParis(new Date(iso)), "EEEE d MMMM yyyy 'à' HH'h'mm", { locale: fr });
const formatReceived = (iso: string) => format(inParis(new Date(iso)), "d MMM yyyy 'à' HH'h'mm", { locale: fr });

/** 'Demandes de démonstration': what visitors sent from /contact, newest first. */
export function DemoRequestsList() {
  const { data, isPending, isError, isFetching, error, refetch } = useContactRequests();

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Demandes de démonstration</CardTitle>
        {data && <Badge tone="brand">{data.length}</Badge>}
      </CardHeader>
      <CardContent aria-live="polite" aria-busy={isPending}>
        {isPending && (
          <div className="space-y-3" role="status" aria-label="Chargement des demandes">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-20 w-full" />
            ))}
          </div>
        )}
        {isError && (
          <LoadError
            title="Erreur lors du chargement des demandes de démonstration"
            message={errorMessage(error, 'Une erreur inconnue est survenue')}
            onRetry={() => refetch()}
            isRetrying={isFetching}
          />
        )}
        {data && data.length === 0 && (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-slate-600">
            <Inbox className="size-8 text-slate-400" aria-hidden="true" />
            <p>Aucune demande de démonstration pour le moment.</p>
          </div>
        )}
        {data && data.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {data.map((item) => (
              <li key={item.id} className="space-y-2 py-4 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    {item.companyName} <span className="font-normal text-slate-500">· {contactCompanySizeLabel(item.companySize as ContactCompanySize)}</span>
                  </p>
                  <p className="text-xs text-slate-500">Reçue le {formatReceived(item.createdAt)}</p>
                </div>
                <p className="text-sm text-slate-700">
                  {item.firstName} {item.lastName}
                </p>
                <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
                  <a className="inline-flex items-center gap-1.5 hover:text-brand-800" href={`mailto:${item.email}`}>
                    <Mail className="size-4" aria-hidden="true" />
                    {item.email}
                  </a>
                  <span className="inline-flex items-center gap-1.5">
                    <Phone className="size-4" aria-hidden="true" />
                    {item.phone ? formatPhoneNumber(item.phone) : 'Non renseigné'}
                  </span>
                  <span className="inline-flex items-center gap-1.5 first-letter:uppercase">
                    <CalendarClock className="size-4" aria-hidden="true" />
                    {formatSlot(item.requestedAt)}
                  </span>
                </div>
                {item.message && <p className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">{item.message}</p>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
