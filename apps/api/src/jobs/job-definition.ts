import { z } from 'zod';

// Only zod here: a sender imports a job's definition without the engine (pg-boss) or the handler's module.

export type QueueSettings = {
  /** Runs after the first when the handler throws or its process dies. */
  retryLimit: number;
  /** Wait before the first retry; pg-boss doubles it at each retry and adds up to as much again at random. */
  retryDelaySeconds: number;
  /**
   * An active job older than this is taken for lost (its process died) and retried. Longer than any
   * run of the handler, or the job could run twice at once.
   */
  expireInSeconds: number;
  /** Jobs a worker takes at once, run one after the other; a full batch is followed by the next fetch at once. */
  batchSize: number;
  /** 'short': at most one job per singletonKey waits in the queue (a second send of the key is dropped). */
  policy: 'standard' | 'short';
};

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 15 * 60, batchSize: 5, policy: 'standard' };

/**
 * One kind of job (decision 0073): its queue's name (stored in pg-boss's tables: never renamed), the
 * schema of its payload, checked when it is sent and again before its handler runs, and its queue's
 * settings. The handler is given apart, with `jobs.work(definition, handler)` when the app is built.
 */
export type JobDefinition<Payload> = {
  readonly name: string;
  readonly payload: z.ZodType<Payload>;
  readonly settings: QueueSettings;
};

/** The payload of the jobs that carry nothing (cron sweeps): `{}`, and nothing else. */
export const noPayload = () => z.strictObject({});

/** A job definition: its settings are the defaults but for those given. */
export function defineJob<Payload extends object>(definition: { name: string; payload: z.ZodType<Payload>; settings?: Partial<QueueSettings> }): JobDefinition<Payload> {
  return { name: definition.name, payload: definition.payload, settings: { ...DEFAULT_QUEUE_SETTINGS, ...definition.settings } };
}
