import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { CalendarClock, Mail, Phone } from 'lucide-react';
import { contactCompanySizeLabel, formatPhoneNumber, inParis, type ContactCompanySize, type ContactRequestListItem } from '@parenthese/shared';
import { ListView, type ListNoun } from '@/components/list-view';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { contactRequestsPageQueryOptions } from './api/get-contact-requests';

const formatSlot = (iso: string) => format(inParis(new Date(iso)), "EEEE d MMMM yyyy 'à' HH'h'mm", { locale: fr });
const formatReceived = (iso: string) => format(inParis(new Date(iso)), "d MMM yyyy 'à' HH'h'mm", { locale: fr });

const noun: ListNoun = { singular: 'demande de démonstration', plural: 'demandes de démonstration', isFeminine: true };

function DemoRequest({ item }: { item: ContactRequestListItem }) {
  return (
    <div className="space-y-2">
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
    </div>
  );
}

/** 'Demandes de démonstration': what visitors sent from /contact, newest first, through the back-office list view. */
export function DemoRequestsList() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Demandes de démonstration</CardTitle>
      </CardHeader>
      <CardContent>
        <ListView query={contactRequestsPageQueryOptions} noun={noun} layout="rows" itemKey={(item) => item.id} renderItem={(item) => <DemoRequest item={item} />} />
      </CardContent>
    </Card>
  );
}
