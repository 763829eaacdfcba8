import { outboxMessages, type ListQuery, type OutboxMail, type OutboxMailUpdateRequest, type PageResult } from '@parenthese/shared';
import { conflict, notFound } from '../../lib/app-error';
import type { AuthenticatedUser } from '../../plugins/auth';
import { recordAudit } from '../accounts/audit';
import { presentAdminMail } from './admin-mail-presenter';
import * as repository from './repository';
import type { Services } from '../services';

/**
 * The super-admin mail view. A draft is a mail kept without SMTP (STORED): the administrator may fix
 * its subject and text or delete it when its kind is open. Any unsent mail may be put back in the
 * delivery queue (« Envoyer maintenant »), to its own recipient only; a sent mail is never sent again.
 */
export function createOutboxService(deps: Pick<Services, 'db' | 'mailer'>) {
  async function load(id: string) {
    const row = await repository.findOutboxMail(deps.db, id);
    if (!row) throw notFound(outboxMessages.notFound);
    return row;
  }
  async function loadDraft(id: string) {
    const row = await load(id);
    if (!presentAdminMail(row).isEditable) throw conflict(outboxMessages.notEditable);
    return row;
  }
  return {
    async list(query: ListQuery & { to?: string }): Promise<PageResult<OutboxMail>> {
      const page = await repository.listOutboxMails(deps.db, query);
      return { ...page, items: page.items.map(presentAdminMail) };
    },

    /** Puts the mail back in the queue, tried at once by the job engine; the answer shows it waiting. */
    async send(actor: AuthenticatedUser, id: string): Promise<OutboxMail> {
      const row = await load(id);
      if (row.status === 'SENT') throw conflict(outboxMessages.alreadySent);
      if (row.bodiesErasedAt) throw conflict(outboxMessages.contentErased);
      if (!deps.mailer.canDeliver) throw conflict(outboxMessages.noTransport);
      await deps.db.transaction(async (tx) => {
        // Sent meanwhile: this click is told so, and nothing is queued.
        if (!(await deps.mailer.requeue(row.id, tx))) throw conflict(outboxMessages.alreadySent);
        await recordAudit(tx, { actorUserId: actor.id, action: 'mail.requeued', target: { type: 'mail', id: row.id }, details: { kind: row.kind, from: row.status } });
      });
      return presentAdminMail(await load(id));
    },

    async update(actor: AuthenticatedUser, id: string, input: OutboxMailUpdateRequest): Promise<OutboxMail> {
      const row = await loadDraft(id);
      await deps.db.transaction(async (tx) => {
        if (!(await repository.updateDraft(tx, row.id, { subject: input.subject, textBody: input.content }))) throw conflict(outboxMessages.notEditable);
        await recordAudit(tx, { actorUserId: actor.id, action: 'mail.updated', target: { type: 'mail', id: row.id }, details: { kind: row.kind } });
      });
      return presentAdminMail(await load(id));
    },

    async remove(actor: AuthenticatedUser, id: string) {
      const row = await loadDraft(id);
      await deps.db.transaction(async (tx) => {
        if (!(await repository.deleteDraft(tx, row.id))) throw conflict(outboxMessages.notEditable);
        await recordAudit(tx, { actorUserId: actor.id, action: 'mail.deleted', target: { type: 'mail', id: row.id }, details: { kind: row.kind } });
      });
      return { success: true, message: 'Le mail a été supprimé.' };
    },
  };
}
