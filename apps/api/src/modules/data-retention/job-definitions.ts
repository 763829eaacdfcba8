import { defineJob, noPayload } from '../../jobs/job-definition';

/** Every night: the data past its retention period erased, step by step. */
export const dataRetentionJob = defineJob({
  name: 'data-retention',
  payload: noPayload(),
  settings: { retryLimit: 3, retryDelaySeconds: 30 * 60, expireInSeconds: 60 * 60, batchSize: 1 },
});
