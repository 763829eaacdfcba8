import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { recoveryCodeSchema } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TotpCodeField, totpCodeError } from '@/features/second-factor';
import { signInWithSecondFactor } from '../api/second-factor-sign-in';
import { isExpiredChallenge, secondFactorErrorMessage } from '../sign-in-error';
import { useCompleteSignIn } from './use-complete-sign-in';

type SecondFactorCodeStepProps = { challenge: string; onSignedIn: () => void; onExpired: () => void; onBack: () => void };

/** After the password: the code of the authenticator app, or one of the recovery codes. */
export function SecondFactorCodeStep({ challenge, onSignedIn, onExpired, onBack }: SecondFactorCodeStepProps) {
  const completeSignIn = useCompleteSignIn(onSignedIn);
  const signIn = useMutation({ mutationFn: signInWithSecondFactor });
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function switchMode() {
    setIsRecovery(!isRecovery);
    setError(undefined);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = isRecovery ? (recoveryCodeSchema.safeParse(recoveryCode).error?.issues[0]?.message ?? null) : totpCodeError(code);
    setError(invalid ?? undefined);
    if (invalid) return;
    signIn.mutate(isRecovery ? { challenge, recoveryCode } : { challenge, code }, {
      onSuccess: completeSignIn,
      onError: (failure) => {
        if (isExpiredChallenge(failure)) onExpired();
        else setError(secondFactorErrorMessage(failure));
      },
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {isRecovery ? (
        <FormField label="Code de secours" error={error} hint="Un des 10 codes reçus lors de l'activation. Chaque code ne sert qu'une fois.">
          <Input name="recoveryCode" autoComplete="off" autoCapitalize="none" spellCheck={false} value={recoveryCode} onChange={(event) => setRecoveryCode(event.target.value)} className="font-mono" />
        </FormField>
      ) : (
        <TotpCodeField value={code} onChange={setCode} error={error} hint="Ouvrez votre application d'authentification : le code change toutes les 30 secondes." />
      )}
      <div className="flex flex-col items-start gap-1">
        <Button type="button" variant="link" className="h-auto px-0" onClick={switchMode}>
          {isRecovery ? "Utiliser le code de l'application" : 'Utiliser un code de secours'}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0" onClick={onBack}>
          Retour à la connexion
        </Button>
      </div>
      <Button type="submit" className="w-full" isLoading={signIn.isPending} loadingText="Vérification...">
        Valider
      </Button>
    </form>
  );
}
