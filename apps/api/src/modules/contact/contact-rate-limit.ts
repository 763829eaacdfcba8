import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_RATE_LIMIT, contactMessages, type ApiErrorCode } from '@parenthese/shared';
import { AppError } from '../../lib/app-error';
import { hasPoint, takePointOrRefuse, type RateLimiterFactory } from '../../plugins/rate-limiters';

export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY = 3;

function refusal(message: string, code: ApiErrorCode) {
  return new AppError(429, message, { global: message }, code);
}

/**
 * The demonstration request limit per client: at most 3 submissions in 60 s, and 5 s between two.
 * On the shared store (Redis when configured), so every API instance counts the same submissions.
 */
export function createContactRateLimit(factory: RateLimiterFactory, log: Pick<FastifyBaseLogger, 'warn'>, keyPrefix = 'contact-request') {
  const gap = factory.create({ keyPrefix: `${keyPrefix}-gap`, points: 1, durationSeconds: CONTACT_RATE_LIMIT.minimumGapSeconds });
  const window = factory.create({ keyPrefix: `${keyPrefix}-window`, points: CONTACT_RATE_LIMIT.maxSubmissions, durationSeconds: CONTACT_RATE_LIMIT.windowSeconds });

  // The form mails an acknowledgement to any address typed: a few a day per address, so it cannot be
  // turned into a way of sending mail to third parties.
  const acknowledgements = factory.create({ keyPrefix: `${keyPrefix}-ack`, points: ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY, durationSeconds: 24 * 60 * 60 });

  return {
    /** True when this address may still receive an acknowledgement today (and counts it). */
    async mayAcknowledge(recipient: string) {
      return hasPoint(acknowledgements, recipient.trim().toLowerCase(), { log, limitName: 'contact acknowledgement' });
    },

    /** Counts one submission of this client, or throws 429 with the French sentence to show. */
    async consume(clientKey: string) {
      // When the store is unreachable the request goes through (the global per-client limit still
      // holds) rather than a demonstration request failing for a reason the visitor cannot fix.
      await takePointOrRefuse(gap, clientKey, { log, limitName: 'contact', refuse: () => refusal(contactMessages.tooSoonDescription, 'CONTACT_TOO_SOON') });
      await takePointOrRefuse(window, clientKey, { log, limitName: 'contact', refuse: (seconds) => refusal(contactMessages.tooManyDescription(seconds), 'RATE_LIMITED') });
    },
  };
}
