import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  contactMessages,
  contactRefusalCode,
  contactRequestSchema,
  isBookableDemoStart,
  type ContactRequestListItem,
  type ContactRequestListQuery,
  type ContactRequestValues,
  type PageResult,
  type SuccessResponse,
} from '@parenthese/shared';
import { badRequest, notFound } from '../../lib/app-error';
import { recordAudit } from '../accounts/audit';
import { acknowledgementMail, salesMail } from './contact-mails';
import { createContactRateLimit } from './contact-rate-limit';
import { presentContactRequest } from './presenter';
import { hasRecentContactRequest, insertContactRequest, listContactRequests, lockContactContent, setContactRequestHandled } from './repository';
import type { Services } from '../services';

/** The same request sent again within this many seconds (a double click, a retry) is stored once. */
export const DUPLICATE_WINDOW_SECONDS = 60;

/** What makes two requests the same: their sanitised content, case and spacing aside. */
export function contactContentHash(request: ContactRequestValues): string {
  const normalise = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  const fields = [request.firstName, request.lastName, request.mail, request.phone.replace(/\D/g, ''), request.companyName, request.size, new Date(request.date).toISOString(), request.message];
  return createHash('sha256')
    .update(JSON.stringify(fields.map(normalise)))
    .digest('hex');
}

/** One sentence per field; suspicious content names the whole refusal, as the form does. */
function validationError(error: z.ZodError) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'global';
    fieldErrors[field] ??= issue.message;
  }
  const code = contactRefusalCode(Object.values(fieldErrors));
  return badRequest(code === 'CONTACT_SUSPICIOUS' ? contactMessages.suspicious : contactMessages.validationDescription, fieldErrors, code);
}

export function createContactService(deps: Pick<Services, 'config' | 'db' | 'log' | 'mailer' | 'rateLimiters' | 'clock'>) {
  const rateLimit = createContactRateLimit(deps.rateLimiters, deps.log);

  return {
    /** Sanitises and validates again, limits per client, stores, and mails sales and the requester. */
    async submitRequest(body: unknown, clientKey: string, now = deps.clock.now()): Promise<SuccessResponse> {
      const parsed = contactRequestSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      const request = parsed.data;
      const start = new Date(request.date);
      if (!isBookableDemoStart(start, now)) throw badRequest(contactMessages.pastSlot, { date: contactMessages.pastSlot });
      // Only well-formed submissions count: the limit is about requests a visitor really sends.
      await rateLimit.consume(clientKey);
      const mayAcknowledge = await rateLimit.mayAcknowledge(request.mail);

      const contentHash = contactContentHash(request);
      await deps.db.transaction(async (tx) => {
        // Under a lock on this content, so two identical submissions at once cannot both be stored.
        await lockContactContent(tx, contentHash);
        // Already received: the sender is answered the same success, and nobody is mailed twice.
        if (await hasRecentContactRequest(tx, contentHash, DUPLICATE_WINDOW_SECONDS)) return;
        await insertContactRequest(tx, {
          contentHash,
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.mail,
          phone: request.phone,
          companyName: request.companyName,
          companySize: request.size,
          requestedAt: start,
          message: request.message,
        });
        await deps.mailer.queue(salesMail(request, deps.config.salesEmail, now), tx);
        if (mayAcknowledge) await deps.mailer.queue(acknowledgementMail(request, now), tx);
      });
      return { success: true, message: `${contactMessages.successTitle}. ${contactMessages.successDescription}` };
    },

    async listRequests(query: ContactRequestListQuery): Promise<PageResult<ContactRequestListItem>> {
      const page = await listContactRequests(deps.db, query);
      return { ...page, items: page.items.map(presentContactRequest) };
    },

    /** Marks a request 'Traitée' (or takes it back), audited. */
    async setHandled(adminUserId: string, id: string, isHandled: boolean): Promise<ContactRequestListItem> {
      const row = await deps.db.transaction(async (tx) => {
        const updated = await setContactRequestHandled(tx, id, isHandled ? { handledAt: deps.clock.now(), handledBy: adminUserId } : { handledAt: null, handledBy: null });
        if (!updated) throw notFound('Demande de démonstration introuvable.');
        await recordAudit(tx, { actorUserId: adminUserId, action: isHandled ? 'contact-request.handled' : 'contact-request.reopened', target: { type: 'contact-request', id } });
        return updated;
      });
      return presentContactRequest(row);
    },
  };
}
