import type { ReactNode } from 'react';
import { CheckCircle2, Clock, Stethoscope } from 'lucide-react';
import { formatEuros, type PsychologistBilling } from '@parenthese/shared';
import { Card, CardContent } from '@/components/ui/card';

function Tile({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <li>
      <Card className="h-full">
        <CardContent className="flex items-center gap-4 py-5">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
            {icon}
          </span>
          {/* The label first for screen readers, the figure first on screen. */}
          <div className="flex flex-col-reverse">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="text-2xl font-bold text-slate-900">{value}</p>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** Total consultations, the amount not paid yet, and the paid invoices (spec section 2). */
export function BillingTiles({ summary }: { summary: PsychologistBilling['summary'] }) {
  return (
    <ul aria-label="Synthèse de la facturation" className="grid gap-4 sm:grid-cols-3">
      <Tile label="Consultations au total" value={summary.totalConsultations.toLocaleString('fr-FR')} icon={<Stethoscope className="size-5" />} />
      <Tile label="Montant en attente" value={formatEuros(summary.pendingAmountCents)} icon={<Clock className="size-5" />} />
      <Tile label="Factures payées" value={summary.paidBillsCount.toLocaleString('fr-FR')} icon={<CheckCircle2 className="size-5" />} />
    </ul>
  );
}
