import { z } from 'zod';

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
});
export type EmployeeAccountDetails = z.infer<typeof employeeAccountDetailsSchema>;
