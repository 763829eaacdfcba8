import { useMutation } from '@tanstack/react-query';
import type { ContactRequestValues, SuccessResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export function sendContactRequest(body: ContactRequestValues) {
  return request<SuccessResponse>('/contact/request', { method: 'POST', body, isAuthenticated: false });
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
