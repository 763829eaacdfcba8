import type { FastifyInstance } from 'fastify';
import { outboxMessages, type ListQuery, type OutboxMail, type OutboxMailUpdateRequest, type PageResult } from '@parenthese/shared';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import { recordAudit } from '../accounts/audit';
import { presentAdminMail } from './admin-mail-presenter';
import * as repository from './repository';

/**
 * The super-admin mail view. A draft is a mail still STORED (not sent: no SMTP, or not yet): the
 * administrator may fix its subject and text or delete it when its kind is open. Any unsent mail may
 * be sent now, to its own recipient only; a sent mail is never sent again.
 */
export function createOutboxService(app: FastifyInstance) {
  async function load(id: string) {
    const row = await repository.findOutboxMail(app.db, id);
    if (!row) throw notFound(outboxMessages.notFound);
    return row;
  }
  async function loadDraft(id: string) {
    const row = await load(id);
    if (!presentAdminMail(row).isEditable) throw conflict(outboxMessages.notEditable);
    return row;
  }
  const audit = (actor: AuthenticatedUser, action: string, row: { id: string; kind: string }, details: Record<string, string> = {}) =>
    recordAudit(app.db, { actorUserId: actor.id, action, target: { type: 'mail', id: row.id }, details: { kind: row.kind, ...details } });

  return {
    async list(query: ListQuery & { to?: string }): Promise<PageResult<OutboxMail>> {
      const page = await repository.listOutboxMails(app.db, query);
      return { ...page, items: page.items.map(presentAdminMail) };
    },

    async send(actor: AuthenticatedUser, id: string): Promise<OutboxMail> {
      const row = await load(id);
      if (row.status === 'SENT') throw conflict(outboxMessages.alreadySent);
      if (!app.mailer.canDeliver) throw conflict(outboxMessages.noTransport);
      const hasSent = await app.mailer.deliver(row.id);
      const after = await load(id);
      // Another click claimed it first: the mail went once, and this one is told it is already sent.
      if (!hasSent && after.status === 'SENT') throw conflict(outboxMessages.alreadySent);
      await audit(actor, 'mail.sent', after, { status: after.status });
      return presentAdminMail(after);
    },

    async update(actor: AuthenticatedUser, id: string, input: OutboxMailUpdateRequest): Promise<OutboxMail> {
      const row = await loadDraft(id);
      await app.db.transaction(async (tx) => {
        if (!(await repository.updateDraft(tx, row.id, { subject: input.subject, textBody: input.content }))) throw conflict(outboxMessages.notEditable);
        await recordAudit(tx, { actorUserId: actor.id, action: 'mail.updated', target: { type: 'mail', id: row.id }, details: { kind: row.kind } });
      });
      return presentAdminMail(await load(id));
    },

    async remove(actor: AuthenticatedUser, id: string) {
      const row = await loadDraft(id);
      await app.db.transaction(async (tx) => {
        if (!(await repository.deleteDraft(tx, row.id))) throw conflict(outboxMessages.notEditable);
        await recordAudit(tx, { actorUserId: actor.id, action: 'mail.deleted', target: { type: 'mail', id: row.id }, details: { kind: row.kind } });
      });
      return { success: true, message: 'Le mail a été supprimé.' };
    },
  };
}
