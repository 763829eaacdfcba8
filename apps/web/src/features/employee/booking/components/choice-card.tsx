import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ChoiceCardProps = {
  name: string;
  value: string;
  isChecked: boolean;
  isDisabled?: boolean;
  onSelect: () => void;
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  describedById?: string;
};

/** A native radio button drawn as a card: arrow keys, focus and screen readers work as for any radio group. */
export function ChoiceCard({ name, value, isChecked, isDisabled = false, onSelect, icon, title, description, describedById }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        isChecked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 hover:border-brand-300',
        isDisabled && 'cursor-not-allowed opacity-60 hover:border-slate-200',
      )}
    >
      <input type="radio" name={name} value={value} checked={isChecked} disabled={isDisabled} onChange={onSelect} aria-describedby={describedById} className="sr-only" />
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', isChecked ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700')} aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{title}</span>
        {description && <span className="mt-0.5 block text-sm text-slate-600">{description}</span>}
      </span>
    </label>
  );
}
