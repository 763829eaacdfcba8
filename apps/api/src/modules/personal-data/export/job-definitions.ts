import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition';

/** Prepares one export of an employee's data (issue 26); its last failed run marks it FAILED. */
export const dataExportJob = defineJob({
  name: 'personal-data-export',
  payload: z.object({ exportId: z.uuid() }),
  settings: { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 5 * 60, batchSize: 1 },
});
