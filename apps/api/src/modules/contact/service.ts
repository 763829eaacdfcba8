import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { contactMessages, contactRequestSchema, isBookableDemoStart, type ContactRequestListItem, type ListQuery, type PageResult, type SuccessResponse } from '@parenthese/shared';
import { badRequest } from '../../lib/app-error';
import { acknowledgementMail, salesMail } from './contact-mails';
import { createContactRateLimit } from './contact-rate-limit';
import { presentContactRequest } from './presenter';
import { insertContactRequest, listContactRequests } from './repository';

/** One sentence per field; suspicious content names the whole refusal, as the form does. */
function validationError(error: z.ZodError) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'global';
    fieldErrors[field] ??= issue.message;
  }
  const isSuspicious = Object.values(fieldErrors).includes(contactMessages.suspicious);
  return badRequest(isSuspicious ? contactMessages.suspicious : contactMessages.validationDescription, fieldErrors);
}

export function createContactService(app: FastifyInstance) {
  const rateLimit = createContactRateLimit(app.rateLimiters, app.log);

  return {
    /** Sanitises and validates again, limits per client, stores, and mails sales and the requester. */
    async submitRequest(body: unknown, clientKey: string, now = new Date()): Promise<SuccessResponse> {
      const parsed = contactRequestSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      const request = parsed.data;
      const start = new Date(request.date);
      if (!isBookableDemoStart(start, now)) throw badRequest(contactMessages.pastSlot, { date: contactMessages.pastSlot });
      // Only well-formed submissions count: the limit is about requests a visitor really sends.
      await rateLimit.consume(clientKey);
      const mayAcknowledge = await rateLimit.mayAcknowledge(request.mail);

      const mailIds = await app.db.transaction(async (tx) => {
        await insertContactRequest(tx, {
          firstName: request.firstName,
          lastName: request.lastName,
          email: request.mail,
          phone: request.phone,
          companyName: request.companyName,
          companySize: request.size,
          requestedAt: start,
          message: request.message,
        });
        const sales = await app.mailer.queue(salesMail(request, app.config.salesEmail), tx);
        return mayAcknowledge ? [sales, await app.mailer.queue(acknowledgementMail(request), tx)] : [sales];
      });
      for (const id of mailIds) await app.mailer.deliver(id);
      return { success: true, message: `${contactMessages.successTitle}. ${contactMessages.successDescription}` };
    },

    async listRequests(query: ListQuery): Promise<PageResult<ContactRequestListItem>> {
      const page = await listContactRequests(app.db, query);
      return { ...page, items: page.items.map(presentContactRequest) };
    },
  };
}
