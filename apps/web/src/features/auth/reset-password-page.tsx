import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useNavigate, useParams } from 'react-router';
import { LockKeyhole } from 'lucide-react';
import { passwordResetFormSchema, paths } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useSession } from '@/lib/session';
import { useResetLinkCheck } from './api/check-reset-link';
import { useConfirmPasswordReset } from './api/confirm-password-reset';
import { useLogout } from '@/lib/use-logout';
import { usePageTitle } from '@/components/ui/page-container';
import { BackHomeButton, LinkCardHeader, LinkCheckPending, LinkOutcome, LinkPageFrame } from './components/link-page-frame';
import { NewPasswordFields } from './components/new-password-fields';

type ResetSchema = typeof passwordResetFormSchema;
const TITLE = 'Réinitialiser le mot de passe';

/** A link that cannot be used: missing, unknown, already used or expired (spec texts). */
const InvalidLink = () => <LinkOutcome outcome="invalid" title="Lien invalide" description="Le lien de réinitialisation est invalide ou a expiré." />;

/** The page a mailed reset link opens (spec 'Password reset by link'); the link is checked on arrival. */
export function ResetPasswordPage() {
  usePageTitle(TITLE);
  const { resetToken } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const logout = useLogout();
  const confirmation = useConfirmPasswordReset();
  const form = useForm<z.input<ResetSchema>, unknown, z.output<ResetSchema>>({ resolver: zodResolver(passwordResetFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const linkCheck = useResetLinkCheck(resetToken);

  if (!resetToken || linkCheck.data?.isValid === false) return <InvalidLink />;
  if (linkCheck.isPending) {
    return <LinkCheckPending title={TITLE} fieldCount={2} />;
  }
  // A check that failed for another reason (network, too many attempts) leaves the form: confirming tells.

  const submit = handleSubmit((values) => {
    confirmation.mutate(
      { resetToken, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toastSuccess('Mot de passe réinitialisé', 'Votre mot de passe a été mis à jour avec succès. Veuillez vous reconnecter avec votre nouveau mot de passe.');
          // The new password ends every session: a signed-in visitor is logged out too.
          if (session) void logout();
          else navigate(paths.home, { replace: true });
        },
        onError: (error) => {
          // A refused password (too common, say) is told under its field and the link stays usable;
          // any other refusal is about the link.
          if (applyServerFieldErrors(form, error)) toastError(errorMessage(error, 'Veuillez choisir un autre mot de passe.'));
          else toastError('Une erreur est survenue lors de la réinitialisation. Le lien pourrait être expiré ou invalide.');
        },
      },
    );
  });

  return (
    <LinkPageFrame>
      <Card>
        <LinkCardHeader icon={LockKeyhole} title={TITLE} description="Choisissez un nouveau mot de passe pour votre compte." />
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <NewPasswordFields
              password={{ registration: register('newPassword'), error: errors.newPassword?.message }}
              confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
            />
            <Button type="submit" className="w-full" isLoading={confirmation.isPending} loadingText="Réinitialisation...">
              Confirmer le nouveau mot de passe
            </Button>
            <BackHomeButton />
          </form>
        </CardContent>
      </Card>
    </LinkPageFrame>
  );
}
