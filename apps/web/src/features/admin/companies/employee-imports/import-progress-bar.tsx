/** « 1 240 / 2 000 employés créés » */
export const importProgressText = (created: number, total: number) => `${created.toLocaleString('fr-FR')} / ${total.toLocaleString('fr-FR')} employés créés`;

/** The import's progress: a bar whose values a screen reader reads as the count of employees created. */
export function ImportProgressBar({ created, total }: { created: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.round((created / total) * 100)) : 0;
  const text = importProgressText(created, total);
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label="Progression de l'import"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={created}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm font-medium text-slate-800 tabular-nums">{text}</p>
    </div>
  );
}
