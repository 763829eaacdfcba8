import { useMutation } from '@tanstack/react-query';
import type { SuccessResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export function completeFirstConnection(body: { mail: string; password: string }) {
  return request<SuccessResponse>('POST /api/account/first/connection', { body });
}

export function useCompleteFirstConnection() {
  return useMutation({ mutationFn: completeFirstConnection });
}
