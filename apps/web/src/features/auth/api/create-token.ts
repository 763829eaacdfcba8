import { useMutation } from '@tanstack/react-query';
import type { TokenCreateRequest, TokenCreateResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export function createToken(body: TokenCreateRequest) {
  return request<TokenCreateResponse>('/token/create', { method: 'POST', body, isAuthenticated: false });
}

export function useCreateToken() {
  return useMutation({ mutationFn: createToken });
}
