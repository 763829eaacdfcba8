import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The actor's role when they acted, copied by recordAudit: their id is cleared when their account
     * is deleted, and this still tells the journal 'Administrateur supprimé' from the system.
     */
    actorRole: text('actor_role', { enum: ['ADMIN', 'DOCTOR', 'EMPLOYEE'] }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** Order of writing: breaks ties of created_at, which PGlite counts in milliseconds only. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  // The journal reads newest first, whole or for one actor (the admins view counts each one's
  // actions too) or one record.
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.sequence),
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt, table.sequence),
    index('audit_log_target_idx').on(table.targetId, table.createdAt, table.sequence),
  ],
);
