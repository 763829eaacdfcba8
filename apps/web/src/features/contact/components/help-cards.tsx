import { CalendarRange, Clock, Building2, Mail, Phone, UsersRound } from 'lucide-react';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@parenthese/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export function NeedHelpCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Besoin d'aide ?</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="space-y-3 text-sm">
          <a href={`mailto:${SUPPORT_EMAIL}`} className="flex items-center gap-3 rounded-md text-slate-700 hover:text-brand-800">
            <Mail className="size-5 text-brand-700" aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
          <a href={`tel:${SUPPORT_PHONE.replaceAll(' ', '')}`} className="flex items-center gap-3 rounded-md text-slate-700 hover:text-brand-800">
            <Phone className="size-5 text-brand-700" aria-hidden="true" />
            {SUPPORT_PHONE}
          </a>
          <p className="flex items-center gap-3 text-slate-700">
            <Clock className="size-5 text-brand-700" aria-hidden="true" />
            Du lundi au vendredi, 9h-18h
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

const discoveries = [
  { icon: UsersRound, title: 'Gestion des psychologues', text: 'Un réseau de psychologues diplômés, leurs spécialités et leurs disponibilités.' },
  { icon: CalendarRange, title: 'Planification avancée', text: 'Des créneaux par téléphone ou en visio, réservés en quelques clics par vos salariés.' },
  { icon: Building2, title: 'Multi-entreprises', text: 'Crédits, salariés et alertes de consommation pour chacune de vos entités.' },
];

export function DiscoverCard() {
  return (
    // Card's and CardTitle's own classes with the brand gradient and white text written out, not merged:
    // tailwind-merge stays unused while the page starts (lib/cn.ts).
    <div className="rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-700 to-brand-900 text-white shadow-sm">
      <CardHeader>
        <h2 className="text-lg font-semibold text-white">Ce que vous allez découvrir</h2>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {discoveries.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/15">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-brand-100">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </div>
  );
}
