import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HttpError } from './http-client';

type ServerFieldErrorOptions<Values extends FieldValues> = {
  /** The request's field names that differ from the form's (request name → form field). */
  fieldNames?: Partial<Record<string, Path<Values>>>;
  /** Where a 409 goes when its `errors` map names no field of this form (an email already used, say). */
  conflictField?: Path<Values>;
};

/**
 * Puts an API answer's `errors` map (`{ message, errors: { field: 'French sentence' } }`) under the
 * form's fields, so the server's sentence shows where the user types. Names the form does not have
 * (`global`, say) are left to the caller's toast. Returns true when a field received an error.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
  error: unknown,
  options: ServerFieldErrorOptions<Values> = {},
): boolean {
  if (!(error instanceof HttpError)) return false;
  const formFields = new Set(Object.keys(form.getValues() ?? {}));
  let hasFieldError = false;
  for (const [requestField, message] of Object.entries(error.fieldErrors)) {
    const field = options.fieldNames?.[requestField] ?? requestField;
    if (!formFields.has(field) || !message) continue;
    form.setError(field as Path<Values>, { type: 'server', message });
    hasFieldError = true;
  }
  if (!hasFieldError && error.status === 409 && options.conflictField && error.message) {
    form.setError(options.conflictField, { type: 'server', message: error.message });
    hasFieldError = true;
  }
  return hasFieldError;
}
