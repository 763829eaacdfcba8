import { z } from 'zod';
import { defineJob, noPayload } from '../../jobs/job-definition';

/** The waiters of these freshly published or freed slots are mailed. */
export const waitingListOffersJob = defineJob({
  name: 'waiting-list-offers',
  payload: z.object({ meetingIds: z.array(z.uuid()) }),
  settings: { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 5 * 60 },
});

/** Every night: the expired places are removed. */
export const waitingListCleanupJob = defineJob({ name: 'waiting-list-cleanup', payload: noPayload(), settings: { retryLimit: 2, expireInSeconds: 10 * 60, batchSize: 1 } });
