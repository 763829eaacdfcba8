import { Inbox } from 'lucide-react';
import type { MonthlyBill } from '@parenthese/shared';
import { cn } from '@/lib/cn';
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
    <table role="table" aria-label={`Facturation mensuelle de ${psychologistName}`} className="block w-full text-left text-sm md:table">
      <thead role="rowgroup" className="hidden md:table-header-group">
        <tr role="row" className="border-b border-slate-200">
          {billColumns.map((column) => (
            <th key={column} role="columnheader" scope="col" className={cn('px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase', column === 'Actions' && 'text-right')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
        {bills.map((bill) => (
          <BillRow key={bill.month} psychologistId={psychologistId} bill={bill} />
        ))}
      </tbody>
    </table>
  );
}
