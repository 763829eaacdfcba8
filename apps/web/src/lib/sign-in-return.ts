/**
 * The page a signed-out visitor asked for, carried in the router's state of '/' (route-guard.tsx) so that the
 * header opens the sign-in dialog and the sign-in returns there (pathAfterSignIn, packages/shared). In the
 * history's state, not the address: a mail's link stays out of '/' and its logs.
 */
export type SignInReturnState = { signInReturnTo: string };

export const signInReturnState = (askedPath: string): SignInReturnState => ({ signInReturnTo: askedPath });

/** The page asked for, from a location's state, or null. */
export function signInReturnOf(state: unknown): string | null {
  const asked = (state as Partial<SignInReturnState> | null | undefined)?.signInReturnTo;
  return typeof asked === 'string' ? asked : null;
}
