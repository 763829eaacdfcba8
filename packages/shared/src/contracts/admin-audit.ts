import { z } from 'zod';
import { AUDIT_RECORD_ID_MAX_LENGTH } from '../rules/audit-filters';
import { listQuerySchema, pageResultSchema } from './lists';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * GET /api/admin/audit: the list parameters, plus one administrator (`actorId`) and one record
 * (`targetId`); an empty one (`?actorId=`) filters nothing.
 */
export const auditLogQuerySchema = listQuerySchema.extend({
  actorId: z
    .string()
    .trim()
    .refine((value) => value === '' || isUuid(value), 'Administrateur inconnu')
    .optional(),
  targetId: z.string().trim().max(AUDIT_RECORD_ID_MAX_LENGTH, `Identifiant d'enregistrement trop long (${AUDIT_RECORD_ID_MAX_LENGTH} caractères au plus)`).optional(),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/**
 * Who acted: an account still there (administrator, or the owner for the actions on how an account
 * signs in), a deleted one, an anonymous caller (a reset request, a failed sign-in) or the platform.
 */
export const AUDIT_ACTOR_KINDS = ['admin', 'doctor', 'employee', 'deleted', 'anonymous', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const auditLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  actor: z.object({
    /** Null once the account is deleted, and for the anonymous and the system. */
    id: z.string().nullable(),
    /** 'Prénom Nom' or the email; 'Administrateur supprimé', 'Compte supprimé', 'Anonyme', 'Système'. */
    name: z.string(),
    kind: z.enum(AUDIT_ACTOR_KINDS),
  }),
  /** The machine name ('account.locked') and its French label ('Compte bloqué'). */
  action: z.string(),
  actionLabel: z.string(),
  /** The record acted on, when there is one: its type, its id and a short French description. */
  record: z.object({ type: z.string(), id: z.string(), description: z.string() }).nullable(),
  /** The few plain details the action may show (rules/audit-actions.ts), in French. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogPageSchema = pageResultSchema(auditLogEntrySchema);
