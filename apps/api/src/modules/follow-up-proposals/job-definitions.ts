import { defineJob, noPayload } from '../../jobs/job-definition';

/** Every five minutes: the hours held by proposals past their 72 h are freed. */
export const followUpExpiryJob = defineJob({ name: 'follow-up-expiry', payload: noPayload(), settings: { retryLimit: 2, expireInSeconds: 5 * 60, batchSize: 1 } });
