import { defineJob, noPayload } from '../../jobs/job-definition';

/** Every night at 0 h, Paris: one snapshot of each company's pool (decision 0045). */
export const poolSnapshotsJob = defineJob({
  name: 'company-pool-snapshots',
  payload: noPayload(),
  settings: { retryLimit: 5, retryDelaySeconds: 5 * 60, expireInSeconds: 30 * 60, batchSize: 1 },
});
