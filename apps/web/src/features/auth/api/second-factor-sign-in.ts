import type { SecondFactorEnrolmentConfirmResponse, SecondFactorEnrolmentResponse, SecondFactorSignInRequest, TokenCreateResponse } from '@parenthese/shared';
import { request } from '@/lib/http-client';

/** The second step of sign-in: the challenge with a code of the app or a recovery code → the spec token answer. */
export function signInWithSecondFactor(body: SecondFactorSignInRequest) {
  return request<TokenCreateResponse>('POST /api/token/second-factor', { body, isAuthenticated: false });
}

/** A staff account not enrolled yet: a new secret, bound to the sign-in challenge. */
export function startSignInEnrolment(challenge: string) {
  return request<SecondFactorEnrolmentResponse>('POST /api/token/second-factor/enrolment', { body: { challenge }, isAuthenticated: false });
}

export function confirmSignInEnrolment(challenge: string, code: string) {
  return request<SecondFactorEnrolmentConfirmResponse>('POST /api/token/second-factor/enrolment/confirm', { body: { challenge, code }, isAuthenticated: false });
}
