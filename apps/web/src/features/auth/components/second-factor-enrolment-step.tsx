import type { SecondFactorEnrolmentConfirmResponse } from '@parenthese/shared';
import { EnrolmentFlow } from '@/features/second-factor';
import { confirmSignInEnrolment, startSignInEnrolment } from '../api/second-factor-sign-in';
import { isExpiredChallenge } from '../sign-in-error';
import { useCompleteSignIn } from './use-complete-sign-in';

type SecondFactorEnrolmentStepProps = { challenge: string; login: string; onSignedIn: () => void; onExpired: () => void };

/**
 * A staff account not enrolled yet enrols before going further; the session opens once the recovery
 * codes are kept (« Continuer »), so they are never skipped by a page change.
 */
export function SecondFactorEnrolmentStep({ challenge, login, onSignedIn, onExpired }: SecondFactorEnrolmentStepProps) {
  const completeSignIn = useCompleteSignIn(onSignedIn);
  return (
    <EnrolmentFlow<SecondFactorEnrolmentConfirmResponse>
      start={() => startSignInEnrolment(challenge)}
      confirm={(code) => confirmSignInEnrolment(challenge, code)}
      login={login}
      onDone={completeSignIn}
      onError={(error) => {
        if (!isExpiredChallenge(error)) return false;
        onExpired();
        return true;
      }}
    />
  );
}
