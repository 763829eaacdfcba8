import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export function completeFirstConnection(body: { mail: string; password: string }) {
  return request<SuccessResponse>('/account/first/connection', { method: 'POST', body });
}

export function useCompleteFirstConnection() {
  return useMutation({ mutationFn: completeFirstConnection });
}
