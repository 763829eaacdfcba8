import cluster from 'node:cluster';
import { Redis } from 'ioredis';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

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
 * API instances share their counters. In a worker of the API's cluster (main.ts) without Redis, the
 * counters live in the primary process and each worker asks it over IPC, so the workers together
 * allow what one process would (docs/decisions/0012-api-cluster-and-rate-limits.md).
 */
export function createRateLimiterFactory(redisUrl: string | undefined, log?: { warn: (details: object, message: string) => void }, options: { isClusterWorker?: boolean } = {}) {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  // Without a listener ioredis reports every failed reconnection as an unhandled error event.
  redis?.on('error', (error: Error) => log?.warn({ err: error }, 'rate limit store (Redis) unavailable'));
  const isClusterWorker = options.isClusterWorker ?? cluster.isWorker;
  const store: 'redis' | 'cluster' | 'memory' = redis ? 'redis' : isClusterWorker ? 'cluster' : 'memory';
  return {
    /** Where the counters live: 'memory' means this process alone. */
    store,
    create(options: LimiterOptions): RateLimiterAbstract {
      const common = {
        keyPrefix: options.keyPrefix,
        points: options.points,
        duration: options.durationSeconds,
        blockDuration: options.blockSeconds ?? 0,
      };
      if (redis) return new RateLimiterRedis({ storeClient: redis, ...common });
      // An unanswered question to the primary counts as a store that is down (let through, logged).
      if (store === 'cluster') return new RateLimiterCluster({ ...common, timeoutMs: 3000 });
      return new RateLimiterMemory(common);
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

type WarnLog = { warn: (details: object, message: string) => void };

/**
 * The one way a limited route takes a point: taken (the limiter's answer is returned), refused (throws
 * `refuse(seconds to wait)`, usually a 429 in French), or, when the store is unreachable, let through
 * (null) with a warning, since a limit must never turn a request into a 500.
 */
export async function takePointOrRefuse(
  limiter: RateLimiterAbstract,
  key: string,
  options: { refuse: (seconds: number) => Error; log: WarnLog; limitName: string; points?: number },
): Promise<RateLimiterRes | null> {
  try {
    return await limiter.consume(key, options.points ?? 1);
  } catch (error) {
    const seconds = secondsToWait(error);
    if (seconds !== null) throw options.refuse(seconds);
    options.log.warn({ err: error }, `${options.limitName} rate limit store unavailable`);
    return null;
  }
}

/** takePointOrRefuse for silent caps: true when the point was taken (or the store is down), false when refused. */
export async function hasPoint(limiter: RateLimiterAbstract, key: string, options: { log: WarnLog; limitName: string }): Promise<boolean> {
  try {
    await takePointOrRefuse(limiter, key, { ...options, refuse: () => new RateLimitRefusal() });
    return true;
  } catch (error) {
    if (error instanceof RateLimitRefusal) return false;
    throw error;
  }
}
class RateLimitRefusal extends Error {}

/** Gives points back (an attempt that did not happen, or a success); a store that is down is ignored. */
export async function givePointBack(limiter: RateLimiterAbstract, key: string, points = 1): Promise<void> {
  await limiter.reward(key, points).catch(() => undefined);
}
