import type { ContactRequestValues, SuccessResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

/** POST /api/contact/request. A plain call, not a TanStack mutation: the prerendered /contact hydrates without that library. */
export function sendContactRequest(body: ContactRequestValues) {
  return request<SuccessResponse>('POST /api/contact/request', { body, isAuthenticated: false });
}
