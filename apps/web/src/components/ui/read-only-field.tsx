import type { ReactNode } from 'react';

/** A labelled value of a description list; an empty value reads 'Non renseigné'. `note` goes under the value. */
export function ReadOnlyField({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className={value ? 'font-medium break-words text-slate-900' : 'text-slate-500 italic'}>{value || 'Non renseigné'}</dd>
      {note && <dd>{note}</dd>}
    </div>
  );
}
