import { useSearchParams } from 'react-router';
import { CalendarClock, CheckCircle2, Mail, Phone, RotateCcw } from 'lucide-react';
import {
  CONTACT_REQUEST_FILTERS,
  contactCompanySizeLabel,
  contactRequestFilterLabels,
  formatPhoneNumber,
  longDateText,
  shortDateText,
  timeHText,
  type ContactCompanySize,
  type ContactRequestFilter,
  type ContactRequestListItem,
} from '@parenthese/shared';
import { ListView, withListQuery, type ListNoun } from '@/components/list-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/http-client';
import { contactRequestsPageQueryOptions } from './api/get-contact-requests';
import { useSetContactRequestHandled } from './api/set-contact-request-handled';

const formatSlot = (iso: string) => `${longDateText(iso)} à ${timeHText(iso)}`;
const formatReceived = (iso: string) => `${shortDateText(iso)} à ${timeHText(iso)}`;

const noun: ListNoun = { singular: 'demande de démonstration', plural: 'demandes de démonstration', isFeminine: true };

const STATUS_PARAM = 'status';
const readFilter = (value: string | null): ContactRequestFilter => ((CONTACT_REQUEST_FILTERS as readonly string[]).includes(value ?? '') ? (value as ContactRequestFilter) : 'all');

function HandledToggle({ item }: { item: ContactRequestListItem }) {
  const setHandled = useSetContactRequestHandled();
  const isHandled = item.handledAt !== null;
  const toggle = () =>
    setHandled.mutate(
      { id: item.id, isHandled: !isHandled },
      {
        onSuccess: () =>
          toastSuccess(isHandled ? 'Demande remise à traiter' : 'Demande traitée', `La demande de ${item.companyName} est ${isHandled ? 'de nouveau à traiter' : 'marquée comme traitée'}.`),
        onError: (error) => toastError(errorMessage(error, 'Une erreur inconnue est survenue')),
      },
    );
  return (
    <Button variant="outline" size="sm" onClick={toggle} isLoading={setHandled.isPending} aria-label={`${isHandled ? 'Remettre à traiter' : 'Marquer comme traitée'} : ${item.companyName}`}>
      {isHandled ? <RotateCcw aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
      {isHandled ? 'Remettre à traiter' : 'Marquer comme traitée'}
    </Button>
  );
}

/** Toutes / À traiter / Traitées, kept in the address (`?status=`) so a reload or the back button keeps it. */
function FilterChoice({ value, onChange }: { value: ContactRequestFilter; onChange: (value: ContactRequestFilter) => void }) {
  return (
    <fieldset className="mb-4">
      <legend className="sr-only">Afficher les demandes</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {CONTACT_REQUEST_FILTERS.map((filter) => (
          <label key={filter} className="cursor-pointer">
            <input type="radio" name="demo-request-filter" value={filter} checked={value === filter} onChange={() => onChange(filter)} className="peer sr-only" />
            <span
              className={cn(
                'block rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                value === filter ? 'bg-white text-slate-900 shadow-sm' : 'hover:text-slate-900',
              )}
            >
              {contactRequestFilterLabels[filter]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DemoRequest({ item }: { item: ContactRequestListItem }) {
  const isHandled = item.handledAt !== null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {item.companyName} <span className="font-normal text-slate-600">· {contactCompanySizeLabel(item.companySize as ContactCompanySize)}</span>
        </p>
        <div className="flex items-center gap-2">
          <Badge tone={isHandled ? 'success' : 'warning'}>{isHandled ? 'Traitée' : 'À traiter'}</Badge>
          <p className="text-xs text-slate-600">Reçue le {formatReceived(item.createdAt)}</p>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {item.firstName} {item.lastName}
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
        <a className="inline-flex min-w-0 items-center gap-1.5 break-all hover:text-brand-800" href={`mailto:${item.email}`}>
          <Mail className="size-4 shrink-0" aria-hidden="true" />
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
      <HandledToggle item={item} />
    </div>
  );
}

/** 'Demandes de démonstration': what visitors sent from /contact, newest first, through the back-office list view. */
export function DemoRequestsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readFilter(searchParams.get(STATUS_PARAM));
  const changeFilter = (next: ContactRequestFilter) =>
    setSearchParams(
      (current) => {
        const params = withListQuery(current, { page: 1 });
        if (next === 'all') params.delete(STATUS_PARAM);
        else params.set(STATUS_PARAM, next);
        return params;
      },
      { preventScrollReset: true },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Demandes de démonstration</CardTitle>
      </CardHeader>
      <CardContent>
        <FilterChoice value={filter} onChange={changeFilter} />
        <ListView
          query={contactRequestsPageQueryOptions(filter)}
          noun={noun}
          layout="rows"
          itemKey={(item) => item.id}
          renderItem={(item) => <DemoRequest item={item} />}
          emptyText={filter === 'pending' ? 'Aucune demande à traiter.' : filter === 'handled' ? 'Aucune demande traitée pour le moment.' : undefined}
        />
      </CardContent>
    </Card>
  );
}
