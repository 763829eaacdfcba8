import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMeResponse } from '@parenthese/shared';
import { HttpError, request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/** Current-admin data stays fresh 5 minutes (spec section 9). */
export const CURRENT_ADMIN_STALE_TIME_MS = 5 * 60_000;

/** GET /admin/admins/get/me; an answer carrying an errors map is a failure, its first message thrown (spec section 7). */
export async function getCurrentAdmin() {
  const answer = await request<AdminMeResponse & { errors?: Record<string, string> }>('GET /api/admin/admins/get/me');
  const firstError = Object.values(answer.errors ?? {}).find(Boolean);
  if (firstError) throw new HttpError(200, firstError);
  return answer.admin;
}

export const currentAdminQueryOptions = () => queryOptions({ queryKey: queryKeys.admin.me, queryFn: getCurrentAdmin, staleTime: CURRENT_ADMIN_STALE_TIME_MS, retry: 1 });

/** Asked only for a signed-in administrator (spec section 4). */
export function useCurrentAdmin() {
  const session = useSession();
  return useQuery({ ...currentAdminQueryOptions(), enabled: session?.role === 'ADMIN' && !session.firstConnexion });
}
