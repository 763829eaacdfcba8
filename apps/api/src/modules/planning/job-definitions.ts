import { defineJob, noPayload } from '../../jobs/job-definition';

/** Every night: the standing weeks' slots published and withdrawn as a new day enters the horizon. */
export const standingWeekJob = defineJob({
  name: 'standing-week',
  payload: noPayload(),
  settings: { retryLimit: 3, retryDelaySeconds: 10 * 60, expireInSeconds: 30 * 60, batchSize: 1 },
});
