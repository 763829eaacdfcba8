import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_RATE_LIMIT, contactMessages } from '@parenthese/shared';
import { AppError } from '../../lib/app-error';
import { secondsToWait, type RateLimiterFactory } from '../../plugins/rate-limiters';

function refusal(message: string) {
  return new AppError(429, message, { global: message });
}

/**
 * The demonstration request limit per client: at most 3 submissions in 60 s, and 5 s between two.
 * On the shared store (Redis when configured), so every API instance counts the same submissions.
 */
export function createContactRateLimit(factory: RateLimiterFactory, log: Pick<FastifyBaseLogger, 'warn'>, keyPrefix = 'contact-request') {
  const gap = factory.create({ keyPrefix: `${keyPrefix}-gap`, points: 1, durationSeconds: CONTACT_RATE_LIMIT.minimumGapSeconds });
  const window = factory.create({ keyPrefix: `${keyPrefix}-window`, points: CONTACT_RATE_LIMIT.maxSubmissions, durationSeconds: CONTACT_RATE_LIMIT.windowSeconds });

  async function consumeOrRefuse(limiter: typeof gap, clientKey: string, refuse: (seconds: number) => AppError) {
    try {
      await limiter.consume(clientKey);
    } catch (error) {
      const seconds = secondsToWait(error);
      if (seconds !== null) throw refuse(seconds);
      // The store is unreachable: the request goes through (the global per-client limit still holds)
      // rather than a demonstration request failing for a reason the visitor cannot fix.
      log.warn({ err: error }, 'contact rate limit store unavailable');
    }
  }

  return {
    /** Counts one submission of this client, or throws 429 with the French sentence to show. */
    async consume(clientKey: string) {
      await consumeOrRefuse(gap, clientKey, () => refusal(contactMessages.tooSoonDescription));
      await consumeOrRefuse(window, clientKey, (seconds) => refusal(contactMessages.tooManyDescription(seconds)));
    },
  };
}
