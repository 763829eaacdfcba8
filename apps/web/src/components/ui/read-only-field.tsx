/** A labelled value of a description list; an empty value reads 'Non renseigné'. */
export function ReadOnlyField({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className={value ? 'font-medium break-words text-slate-900' : 'text-slate-500 italic'}>{value || 'Non renseigné'}</dd>
    </div>
  );
}
