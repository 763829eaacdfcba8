import { z } from 'zod';
import { defineJob, noPayload } from '../../../jobs/job-definition';

/** One import's run, chunk after chunk. */
export const employeeImportJob = defineJob({
  name: 'employee-import',
  payload: z.object({ importId: z.uuid() }),
  // A crash mid-way: the next run goes on where the last committed chunk ended. 10,000 rows take well
  // under a minute; a run older than 15 minutes is taken for dead and run again.
  settings: { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 15 * 60, batchSize: 1 },
});

/** Every minute, and at each start: starts again the imports whose server was lost (decision 0056). */
export const employeeImportTakeoverJob = defineJob({
  name: 'employee-import-takeover',
  payload: noPayload(),
  settings: { retryLimit: 0, expireInSeconds: 5 * 60, batchSize: 1 },
});
