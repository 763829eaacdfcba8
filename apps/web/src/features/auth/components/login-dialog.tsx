import { useState } from 'react';
import type { SecondFactorChallenge } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CHALLENGE_EXPIRED_MESSAGE } from '../sign-in-error';
import { LoginForm } from './login-form';
import { PasswordResetRequest } from './password-reset-request';
import { SecondFactorCodeStep } from './second-factor-code-step';
import { SecondFactorEnrolmentStep } from './second-factor-enrolment-step';

/** `notice`: why the dialog opened by itself (a session that expired), shown above the form. */
type LoginDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; notice?: string | null };

type View = { kind: 'login' } | { kind: 'reset' } | { kind: 'code'; challenge: string } | { kind: 'enrol'; challenge: string };

/**
 * Login view, then the reset view; closing or going back returns to the login view (spec section 4). A
 * staff account (or an employee who turned it on) goes on to a second-factor step: its code, or its
 * enrolment when not enrolled yet.
 */
export function LoginDialog({ isOpen, onOpenChange, notice }: LoginDialogProps) {
  const [view, setView] = useState<View>({ kind: 'login' });
  const [usermail, setUsermail] = useState('');
  const [loginNotice, setLoginNotice] = useState<string | null>(null);

  function changeOpen(nextIsOpen: boolean) {
    if (!nextIsOpen) {
      setView({ kind: 'login' });
      setLoginNotice(null);
    }
    onOpenChange(nextIsOpen);
  }
  const backToLogin = (message: string | null = null) => {
    setLoginNotice(message);
    setView({ kind: 'login' });
  };
  const expire = () => backToLogin(CHALLENGE_EXPIRED_MESSAGE);
  const goToSecondFactor = (challenge: SecondFactorChallenge, typedUsermail: string) => {
    setUsermail(typedUsermail);
    setLoginNotice(null);
    setView({ kind: challenge.secondFactor === 'ENROL' ? 'enrol' : 'code', challenge: challenge.challenge });
  };
  const signedIn = () => changeOpen(false);

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      {/* A key per view: the content mounts again, so focus goes to the new view's first field (not the dialog box). */}
      {view.kind === 'login' && (
        <DialogContent key="login" title="Connexion" description="Accédez à votre espace avec votre email ou l'identifiant fourni par votre employeur.">
          {notice && <AlertBanner title={notice} tone="info" className="mb-4" />}
          {loginNotice && <AlertBanner title={loginNotice} tone="warning" className="mb-4" />}
          <LoginForm onSignedIn={signedIn} onForgotPassword={() => setView({ kind: 'reset' })} onSecondFactor={goToSecondFactor} defaultUsermail={usermail} />
        </DialogContent>
      )}
      {view.kind === 'reset' && (
        <DialogContent key="reset" title="Mot de passe oublié ?" description="Recevez par email un lien pour créer un nouveau mot de passe.">
          <PasswordResetRequest onBack={() => backToLogin()} onSent={() => changeOpen(false)} />
        </DialogContent>
      )}
      {view.kind === 'code' && (
        <DialogContent key="code" title="Double authentification" description="Saisissez le code à 6 chiffres affiché par votre application d'authentification.">
          <SecondFactorCodeStep challenge={view.challenge} onSignedIn={signedIn} onExpired={expire} onBack={() => backToLogin()} />
        </DialogContent>
      )}
      {view.kind === 'enrol' && (
        <DialogContent
          key="enrol"
          title="Activez la double authentification"
          description="Votre compte donne accès à des informations sensibles : à chaque connexion, un code de votre téléphone vous sera demandé en plus du mot de passe."
        >
          <SecondFactorEnrolmentStep challenge={view.challenge} login={usermail} onSignedIn={signedIn} onExpired={expire} />
        </DialogContent>
      )}
    </Dialog>
  );
}
