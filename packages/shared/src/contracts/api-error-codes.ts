/**
 * The stable `code` of every API error (issue 38): clients decide on it, never on the French sentence,
 * which may be reworded. Generic codes by status first, then the refusals a client acts on differently.
 */
export const API_ERROR_CODES = [
  // Generic, one per status (defaultErrorCode).
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // Booking: the hour was taken meanwhile, or overlaps one of the employee's own consultations (the wizard goes back to the hours).
  'SLOT_TAKEN',
  'SLOT_OVERLAPS_OWN_CONSULTATION',
  // No credit left: the employee's, or the company's.
  'NO_CREDIT',
  'NO_COMPANY_CREDIT',
  // Cancelling a consultation that has already started (a late cancellation is accepted, its credit spent).
  'CONSULTATION_STARTED',
  // The contact form: a submission too soon after the previous one, suspicious content, required fields missing.
  'CONTACT_TOO_SOON',
  'CONTACT_SUSPICIOUS',
  'CONTACT_FIELDS_MISSING',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const DEFAULT_CODES: Record<number, ApiErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** The generic code of an HTTP status: BAD_REQUEST for an unlisted 4xx, INTERNAL for an unlisted 5xx. */
export function defaultErrorCode(status: number): ApiErrorCode {
  return DEFAULT_CODES[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}
