import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const ACTIONS = 'Actions';

type ResponsiveTableProps = {
  label: string;
  columns: readonly string[];
  className?: string;
  /** The rows: `ResponsiveRow`s. */
  children: ReactNode;
};

/**
 * A table from 768 px, a stack of cards below it: each row becomes a card whose cells name their
 * column (`ResponsiveCell`). The 'Actions' column is aligned right.
 */
export function ResponsiveTable({ label, columns, className, children }: ResponsiveTableProps) {
  return (
    <table role="table" aria-label={label} className={cn('block w-full text-left text-sm md:table', className)}>
      <thead role="rowgroup" className="hidden md:table-header-group">
        <tr role="row" className="border-b border-slate-200">
          {columns.map((column) => (
            <th key={column} role="columnheader" scope="col" className={cn('px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase', column === ACTIONS && 'text-right')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-3 md:table-row-group md:space-y-0">
        {children}
      </tbody>
    </table>
  );
}

/** A row: a bordered card on a phone; the caller lays its cells out (`grid-cols-2 gap-x-4`…). */
export function ResponsiveRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr role="row" className={cn('grid rounded-xl border border-slate-200 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:border-slate-100 md:p-0', className)} {...props} />;
}

type ResponsiveCellProps = { column: string; className?: string; children: ReactNode };

/** A cell; below 768 px its column's name shows above the value (read only by screen readers for 'Actions'). */
export function ResponsiveCell({ column, className, children }: ResponsiveCellProps) {
  return (
    <td role="cell" className={cn('flex flex-col gap-0.5 py-1.5 md:table-cell md:px-3 md:py-3', className)}>
      <span className={cn('text-xs font-medium text-slate-500 md:hidden', column === ACTIONS && 'sr-only')}>{column}</span>
      {children}
    </td>
  );
}
