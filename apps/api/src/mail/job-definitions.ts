import { z } from 'zod';
import { defineJob, noPayload } from '../jobs/job-definition';

/**
 * One job per delivery attempt of an outbox row. At most one waits per mail ('short', keyed by the
 * mail's id): a second one for the same key is not inserted. A worker takes 50 at once, sent one after
 * the other; a full batch is followed by the next at once.
 */
export const mailDeliveryJob = defineJob({
  name: 'mail-delivery',
  payload: z.object({ mailId: z.uuid() }),
  settings: { policy: 'short', retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 15 * 60, batchSize: 50 },
});

/** Each minute: a job for every pending mail whose next attempt is due (retries, attempts lost with their process). */
export const mailRetrySweepJob = defineJob({ name: 'mail-retry-sweep', payload: noPayload(), settings: { retryLimit: 0, expireInSeconds: 5 * 60, batchSize: 1 } });
