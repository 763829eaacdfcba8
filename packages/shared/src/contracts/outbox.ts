import { z } from 'zod';
import { listQuerySchema, pageResultSchema } from './lists';
import { EMAIL_MAX_LENGTH } from './person-fields';

/**
 * STORED: kept in the outbox, not sent (no SMTP server configured): a draft an administrator may edit;
 * PENDING: waiting for a delivery attempt (retried for about 24 h); SENT: accepted by the SMTP server;
 * FAILED: given up, with the reason.
 */
export const MAIL_STATUSES = ['STORED', 'PENDING', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * What an administrator may see of a mail, decided by the server from its kind:
 * - full: every field (contact, low-credit alerts);
 * - masked: subject, status and a masked recipient, never the content (password reset: its link
 *   would let the reader take the account over);
 * - confidential: kind, dates and status only (consultations, and any kind the server does not know).
 */
export const MAIL_VISIBILITIES = ['full', 'masked', 'confidential'] as const;
export type MailVisibility = (typeof MAIL_VISIBILITIES)[number];

/** One mail of the outbox, as GET /api/admin/mails shows it to TECH administrators. */
export const outboxMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  visibility: z.enum(MAIL_VISIBILITIES),
  /** Null when the subject could reveal what the mail is about. */
  subject: z.string().nullable(),
  fromAddress: z.string(),
  /** Masked (d***@demo.fr) for a reset mail, null for a confidential one. */
  toAddress: z.string().nullable(),
  /** The text body; null unless the visibility is full. */
  content: z.string().nullable(),
  status: z.enum(MAIL_STATUSES),
  /** Delivery attempts started so far. */
  attempts: z.number().int().min(0),
  /** PENDING: when the next attempt may start (null otherwise). */
  nextAttemptAt: z.string().nullable(),
  /** Why the last attempt failed (SMTP answers quote the recipient): null when sent, or unless the visibility is full. */
  error: z.string().nullable(),
  /**
   * True for a confidential mail (decision 0045): createdAt, sentAt, nextAttemptAt and contentErasedAt
   * are then Paris days, 'YYYY-MM-DD', never times, so that a row cannot be matched to a booking's second.
   */
  isDayOnly: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The file joined to the mail (the monthly report's PDF), by its name; null when none, or unless the visibility is full. */
  attachmentName: z.string().nullable(),
  /** A mail kept without SMTP (STORED) of a full-visibility kind and without a file: its subject and content may be edited, and it may be deleted. */
  isEditable: z.boolean(),
  /**
   * When its bodies (text, HTML, calendar, file) were erased by the retention job (decision 0038), null
   * while kept: an erased mail has no content to show and can no longer be sent.
   */
  contentErasedAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxMailListSchema = z.object({ mails: z.array(outboxMailSchema) });
export type OutboxMailList = z.infer<typeof outboxMailListSchema>;

export const outboxMailPageSchema = pageResultSchema(outboxMailSchema);

/** `to` and a search on the recipient only match mails whose recipient an administrator may read (full visibility). */
export const outboxMailQuerySchema = listQuerySchema.extend({
  to: z.string().trim().max(EMAIL_MAX_LENGTH, 'Adresse email trop longue').optional(),
});

export const outboxMailParamsSchema = z.object({ id: z.uuid('Mail introuvable') });

export const MAIL_SUBJECT_MAX_LENGTH = 200;
export const MAIL_CONTENT_MAX_LENGTH = 20_000;

/** PUT /api/admin/mails/{id}: a draft's new subject and text. */
export const outboxMailUpdateRequestSchema = z.object({
  subject: z.string({ error: "L'objet est requis" }).trim().min(1, "L'objet est requis").max(MAIL_SUBJECT_MAX_LENGTH, `Maximum ${MAIL_SUBJECT_MAX_LENGTH} caractères`),
  content: z.string({ error: 'Le contenu est requis' }).trim().min(1, 'Le contenu est requis').max(MAIL_CONTENT_MAX_LENGTH, `Maximum ${MAIL_CONTENT_MAX_LENGTH} caractères`),
});
export type OutboxMailUpdateRequest = z.infer<typeof outboxMailUpdateRequestSchema>;

export const outboxMessages = {
  notFound: 'Mail introuvable',
  alreadySent: 'Ce mail a déjà été envoyé : il ne peut pas être renvoyé.',
  noTransport: "Aucun serveur d'envoi (SMTP) n'est configuré : le mail reste dans la boîte d'envoi.",
  notEditable: 'Seul un brouillon non confidentiel peut être modifié ou supprimé.',
  contentErased: 'Le contenu de ce mail a été effacé (durée de conservation) : il ne peut plus être envoyé.',
} as const;
