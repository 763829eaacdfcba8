import { admins, users } from './schema';

/**
 * Who an account is, as the server reads it beside other rows: the signed-in account of every request
 * (`plugins/auth.ts`) and the accounts the audit journal names (`modules/admin/audit/repository.ts`).
 * Read with `admins` left-joined on the account (`adminRole` is null for other roles).
 */
export const accountColumns = {
  id: users.id,
  role: users.role,
  email: users.email,
  username: users.username,
  adminRole: admins.adminRole,
};
