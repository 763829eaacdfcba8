import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LoginForm } from './login-form';
import { PasswordResetRequest } from './password-reset-request';

/** `notice`: why the dialog opened by itself (a session that expired), shown above the form. */
type LoginDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; notice?: string | null };

/** Login view, then the reset view; closing or going back returns to the login view (spec section 4). */
export function LoginDialog({ isOpen, onOpenChange, notice }: LoginDialogProps) {
  const [view, setView] = useState<'login' | 'reset'>('login');

  function changeOpen(nextIsOpen: boolean) {
    if (!nextIsOpen) setView('login');
    onOpenChange(nextIsOpen);
  }

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      {view === 'login' ? (
        // A key per view: the content mounts again, so focus goes to the new view's first field (not the dialog box).
        <DialogContent key="login" title="Connexion" description="Accédez à votre espace avec votre email ou l'identifiant fourni par votre employeur.">
          {notice && <AlertBanner title={notice} tone="info" className="mb-4" />}
          <LoginForm onSignedIn={() => changeOpen(false)} onForgotPassword={() => setView('reset')} />
        </DialogContent>
      ) : (
        <DialogContent key="reset" title="Mot de passe oublié ?" description="Recevez par email un lien pour créer un nouveau mot de passe.">
          <PasswordResetRequest onBack={() => setView('login')} onSent={() => changeOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
