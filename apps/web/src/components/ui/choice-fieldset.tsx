import { useId, type ReactNode } from 'react';
import { withCallerClasses } from '@/lib/cn';

/** A choice drawn as a card (radio button or checkbox inside its label): the checked one and the focused one stand out. */
export const choiceCardClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

/**
 * A group of choice cards under its legend, with the field's error below: the one look of a form's
 * radio or checkbox group. `className` places the group, `gridClassName` lays out the cards.
 */
export function ChoiceFieldset({ legend, error, className, gridClassName, children }: { legend: string; error?: string; className?: string; gridClassName?: string; children: ReactNode }) {
  const legendId = useId();
  return (
    <fieldset aria-labelledby={legendId} className={withCallerClasses('space-y-2', className)}>
      <legend id={legendId} className="text-sm font-medium text-slate-800">
        {legend}
      </legend>
      <div className={withCallerClasses('grid gap-2', gridClassName)}>{children}</div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * One checkbox card of a group whose field holds a list: checking adds `value` in the order of `all`,
 * unchecking takes it out.
 */
export function CheckboxCard<T>({
  field,
  all,
  value,
  children,
}: {
  field: { value: readonly T[]; onChange: (values: T[]) => void; onBlur: () => void };
  all: readonly T[];
  value: T;
  children: ReactNode;
}) {
  return (
    <label className={choiceCardClasses}>
      <input
        type="checkbox"
        className="size-4 accent-brand-700"
        checked={field.value.includes(value)}
        onBlur={field.onBlur}
        onChange={(event) => field.onChange(event.target.checked ? all.filter((item) => item === value || field.value.includes(item)) : field.value.filter((item) => item !== value))}
      />
      {children}
    </label>
  );
}
