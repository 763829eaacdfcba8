import { useMutation } from '@tanstack/react-query';
import type { TokenCreateAnswer, TokenCreateRequest } from '@parenthese/shared';
import { request } from '@/lib/http-client';

/** The spec token answer, or a second-factor challenge for an account that needs a code. */
export function createToken(body: TokenCreateRequest) {
  return request<TokenCreateAnswer>('POST /api/token/create', { body, isAuthenticated: false });
}

export function useCreateToken() {
  return useMutation({ mutationFn: createToken });
}
