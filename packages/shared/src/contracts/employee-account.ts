import { z } from 'zod';
import { pendingEmailChangeFieldSchema } from './email-change';

/** GET /api/employee-service/employee/account/details */
export const employeeAccountDetailsSchema = z.object({
  mail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  username: z.string(),
  availableCredits: z.number().int(),
  creditsFromCompany: z.number().int(),
  companyName: z.string(),
  service: z.string(),
  job: z.string(),
  /** A sign-in email change waiting for the link mailed to the new address. */
  pendingEmailChange: pendingEmailChangeFieldSchema,
});
export type EmployeeAccountDetails = z.infer<typeof employeeAccountDetailsSchema>;
