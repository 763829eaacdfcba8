import { request } from '@/lib/http-client';

/** POST /account/lock/toggle: blocks or unblocks any account (employee, psychologist, administrator); the answer says whether it is now locked. */
export function toggleAccountLock({ userId, lockAccount }: { userId: string; lockAccount: boolean }) {
  return request<{ userId: string; locked: boolean }>('POST /api/account/lock/toggle', { body: { userId, lockAccount } });
}
