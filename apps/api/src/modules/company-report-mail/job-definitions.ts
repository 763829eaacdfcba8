import { defineJob, noPayload } from '../../jobs/job-definition';

/** Each month: the companies' reports mailed; a failed company fails the job after the others, so it is retried later. */
export const monthlyReportMailsJob = defineJob({
  name: 'company-report-mails',
  payload: noPayload(),
  settings: { retryLimit: 3, retryDelaySeconds: 15 * 60, expireInSeconds: 60 * 60, batchSize: 1 },
});
