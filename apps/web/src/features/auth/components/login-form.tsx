import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { landingPathForRole, paths } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toastError } from '@/components/ui/toaster';
import { storeSession } from '@/lib/session';
import { useCreateToken } from '../api/create-token';
import { MISSING_TOKEN_ERROR, SIGN_IN_ERROR_TITLE, signInErrorMessage } from '../sign-in-error';

/** The login tab: no client checks, the backend's answer is shown (spec section 5). */
export function LoginForm({ onSignedIn, onForgotPassword }: { onSignedIn: () => void; onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createToken = useCreateToken();
  const [usermail, setUsermail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    createToken.mutate(
      { usermail, password },
      {
        onSuccess: (response) => {
          if (!response?.token) {
            toastError(MISSING_TOKEN_ERROR, SIGN_IN_ERROR_TITLE);
            return;
          }
          // Answers cached for a previous account (a session ended by a 401, say) must not leak into this one.
          queryClient.clear();
          const session = storeSession(response);
          onSignedIn();
          navigate(session.firstConnexion ? paths.firstConnection : landingPathForRole(session.role));
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
