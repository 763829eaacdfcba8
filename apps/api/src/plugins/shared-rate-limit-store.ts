import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterFactory } from './rate-limiters';

type IncrementCallback = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit (the global per-client limit) on the limiters' own store, so that
 * the global limit is shared like the others: by the cluster's workers (through the primary) or by
 * several instances (Redis). A store that does not answer lets the request through, logged, as the
 * other limits do: a limit never turns a request into a 500.
 */
export function sharedRateLimitStore(factory: RateLimiterFactory, log: { warn: (details: object, message: string) => void }) {
  const limiters = new Map<string, RateLimiterAbstract>();
  function limiterFor(timeWindowMs: number, max: number) {
    const keyPrefix = `global-api-${timeWindowMs}-${max}`;
    let limiter = limiters.get(keyPrefix);
    if (!limiter) {
      limiter = factory.create({ keyPrefix, points: max, durationSeconds: Math.max(1, Math.round(timeWindowMs / 1000)) });
      limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }
  return class SharedRateLimitStore {
    incr(key: string, callback: IncrementCallback, timeWindowMs: number, max: number) {
      limiterFor(timeWindowMs, max)
        .consume(key)
        .then(
          (result) => callback(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
          (error: unknown) => {
            // Over the limit: the limiter rejects with its state, which the plugin reads as "exceeded".
            if (error instanceof RateLimiterRes) return callback(null, { current: error.consumedPoints, ttl: error.msBeforeNext });
            log.warn({ err: error }, 'global rate limit store unavailable');
            callback(null, { current: 0, ttl: timeWindowMs });
          },
        );
    }
    child() {
      return new SharedRateLimitStore();
    }
  };
}
