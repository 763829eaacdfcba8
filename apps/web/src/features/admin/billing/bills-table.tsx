import { Inbox } from 'lucide-react';
import type { MonthlyBill } from '@parenthese/shared';
import { ResponsiveTable } from '@/components/responsive-table';
import { billColumns, BillRow } from './bill-row';

/** The monthly bills, newest first: a table from 768 px, cards below. */
export function BillsTable({ psychologistId, psychologistName, bills }: { psychologistId: string; psychologistName: string; bills: MonthlyBill[] }) {
  if (bills.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center text-slate-600">
        <Inbox className="size-8 text-slate-400" aria-hidden="true" />
        <p>Aucune consultation facturable pour le moment.</p>
      </div>
    );
  }
  return (
    <ResponsiveTable label={`Facturation mensuelle de ${psychologistName}`} columns={billColumns}>
      {bills.map((bill) => (
        <BillRow key={bill.month} psychologistId={psychologistId} bill={bill} />
      ))}
    </ResponsiveTable>
  );
}
