import { z } from 'zod';
import { listQuerySchema, pageResultSchema } from './lists';
import { EMAIL_MAX_LENGTH } from './person-fields';

export const MAIL_STATUSES = ['STORED', 'SENT', 'FAILED'] as const;

/** One mail of the outbox, as GET /api/admin/mails shows it to TECH administrators. */
export const outboxMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  subject: z.string(),
  fromAddress: z.string(),
  toAddress: z.string(),
  /** The text body. */
  content: z.string(),
  status: z.enum(MAIL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxMailListSchema = z.object({ mails: z.array(outboxMailSchema) });
export type OutboxMailList = z.infer<typeof outboxMailListSchema>;

export const outboxMailPageSchema = pageResultSchema(outboxMailSchema);

export const outboxMailQuerySchema = listQuerySchema.extend({
  to: z.string().trim().max(EMAIL_MAX_LENGTH, 'Adresse email trop longue').optional(),
});
