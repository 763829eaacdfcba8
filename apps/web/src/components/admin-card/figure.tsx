import type { ReactNode } from 'react';
import { withCallerClasses } from '@/lib/cn';

/** One figure of a card's list (`<dl>`): the label on the left, the value on the right. */
export function Figure({ label, value, valueClassName }: { label: string; value: ReactNode; valueClassName?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={withCallerClasses('text-sm font-semibold text-slate-900', valueClassName)}>{value}</dd>
    </div>
  );
}
