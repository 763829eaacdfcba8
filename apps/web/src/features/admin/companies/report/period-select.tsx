import { useId } from 'react';
import { Select } from '@/components/ui/input';

export type PeriodOption = { key: string; label: string };

/** Chooses one published period (the browser's own select: keyboard and screen readers work as they should). */
export function PeriodSelect({ label, value, onChange, groups }: { label: string; value: string; onChange: (key: string) => void; groups: { label: string; options: PeriodOption[] }[] }) {
  const id = useId();
  const shown = groups.filter((group) => group.options.length > 0);
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="sm:w-auto sm:min-w-72">
        {shown.length === 1
          ? shown[0].options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))
          : shown.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
      </Select>
    </div>
  );
}
