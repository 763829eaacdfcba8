import { defineJob, noPayload } from '../../jobs/job-definition';

/** One backup at a time ('short': one waits at most); a dump of the scale data takes minutes (bench/RESULTS.md), well within the hour. */
export const databaseBackupJob = defineJob({
  name: 'database-backup',
  payload: noPayload(),
  settings: { retryLimit: 2, retryDelaySeconds: 15 * 60, expireInSeconds: 2 * 60 * 60, batchSize: 1, policy: 'short' },
});
