import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { withCallerClasses } from '@/lib/cn';

type FormFieldProps = {
  label: ReactNode;
  /** The French message shown under the field and announced to screen readers. */
  error?: string;
  hint?: ReactNode;
  isRequired?: boolean;
  className?: string;
  /** One input-like element: it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
};

export function FormField({ label, error, hint, isRequired, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': isRequired || undefined })
    : children;
  return (
    <div className={withCallerClasses('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {isRequired && (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {control}
      {hint && (
        <div id={hintId} className="text-xs text-slate-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
