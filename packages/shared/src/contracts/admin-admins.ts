import { z } from 'zod';
import { ADMIN_ROLES } from '../rules/roles';

/** Admin: administrators (spec sections 3 and 7), under /api/admin/admins. */

export const adminAccountSchema = z.object({
  adminId: z.string(),
  userMail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  adminRole: z.enum(ADMIN_ROLES),
  locked: z.boolean(),
  /** The temporary password while there is one; empty once the administrator chose their own. */
  password: z.string(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** GET /admin/admins/get/me: the signed-in administrator. */
export const adminMeResponseSchema = z.object({ admin: adminAccountSchema });
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;
