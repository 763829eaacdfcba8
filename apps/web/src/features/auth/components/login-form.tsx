import { useState, type FormEvent } from 'react';
import { isSecondFactorChallenge, type SecondFactorChallenge } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toastError } from '@/components/ui/toaster';
import { useCreateToken } from '../api/create-token';
import { SIGN_IN_ERROR_TITLE, signInErrorMessage } from '../sign-in-error';
import { useCompleteSignIn } from './use-complete-sign-in';

type LoginFormProps = {
  onSignedIn: () => void;
  onForgotPassword: () => void;
  /** The password was right but the account needs a second factor: the dialog moves to its step. */
  onSecondFactor: (challenge: SecondFactorChallenge, usermail: string) => void;
  /** Kept when the dialog comes back here (an expired second-factor step). */
  defaultUsermail?: string;
};

/** The login tab: no client checks, the backend's answer is shown (spec section 5). */
export function LoginForm({ onSignedIn, onForgotPassword, onSecondFactor, defaultUsermail = '' }: LoginFormProps) {
  const createToken = useCreateToken();
  const completeSignIn = useCompleteSignIn(onSignedIn);
  const [usermail, setUsermail] = useState(defaultUsermail);
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    createToken.mutate(
      { usermail, password },
      {
        onSuccess: (response) => {
          if (response && isSecondFactorChallenge(response)) onSecondFactor(response, usermail);
          else completeSignIn(response);
        },
        onError: (error) => toastError(signInErrorMessage(error), SIGN_IN_ERROR_TITLE),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField label="Email ou identifiant">
        <Input
          name="usermail"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={usermail}
          onChange={(event) => setUsermail(event.target.value)}
          placeholder="prenom.nom@entreprise.fr"
        />
      </FormField>
      <FormField label="Mot de passe">
        <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </FormField>
      <div className="flex justify-end">
        <Button type="button" variant="link" className="h-auto px-0" onClick={onForgotPassword}>
          Mot de passe oublié ?
        </Button>
      </div>
      <Button type="submit" className="w-full" isLoading={createToken.isPending} loadingText="Connexion...">
        Se connecter
      </Button>
    </form>
  );
}
