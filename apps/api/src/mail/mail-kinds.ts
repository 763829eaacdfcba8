/**
 * Every kind of mail the platform writes: the outbox's `kind`, the template it comes from, and what an
 * administrator may read of it (modules/outbox/admin-mail-presenter.ts decides per kind). A new mail
 * adds its kind here first, and the compiler then asks the presenter where it belongs.
 */
export const MAIL_KINDS = [
  'password-reset',
  'sign-in-attempts',
  'email-change-confirm',
  'email-change-address-taken',
  'email-change-requested',
  'email-change-done',
  'second-factor-reset',
  'contact-sales',
  'contact-ack',
  'company-low-credits',
  'appointment-requested',
  'appointment-confirmed',
  'appointment-refused',
  'appointment-cancelled',
  'appointment-reminder',
  'doctor-appointment-request',
  'doctor-appointment-cancelled',
  'doctor-appointment-reminder',
  'doctor-requests-digest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (kind: string): kind is MailKind => (MAIL_KINDS as readonly string[]).includes(kind);
