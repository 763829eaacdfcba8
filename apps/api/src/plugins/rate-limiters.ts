import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type LimiterOptions = {
  /** Distinguishes limiters sharing one store. */
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** When set, exceeding the limit blocks the key for this long. */
  blockSeconds?: number;
};

/**
 * Builds named limiters on one store: memory by default, Redis when REDIS_URL is set so that several
 * API instances share their counters.
 */
export function createRateLimiterFactory(redisUrl: string | undefined, log?: { warn: (details: object, message: string) => void }) {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  // Without a listener ioredis reports every failed reconnection as an unhandled error event.
  redis?.on('error', (error: Error) => log?.warn({ err: error }, 'rate limit store (Redis) unavailable'));
  return {
    create(options: LimiterOptions): RateLimiterAbstract {
      const common = {
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.durationSeconds,
        blockDuration: options.blockSeconds ?? 0,
      };
      return redis ? new RateLimiterRedis({ storeClient: redis, ...common }) : new RateLimiterMemory(common);
    },
    async close() {
      // quit() needs a live connection; a store that is down is simply dropped, so the server still stops.
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
export type RateLimiterFactory = ReturnType<typeof createRateLimiterFactory>;

/** Seconds to wait when a limiter refused, or null when the error is not a refusal. */
export function secondsToWait(error: unknown): number | null {
  if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  return null;
}
