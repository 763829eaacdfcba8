import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Navigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { NEUTRAL_SUBJECT_NOTICE, WORK_MAILBOX_NOTICE, firstConnectionFormSchema, landingPathForRole } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useSession } from '@/lib/session';
import { useCompleteFirstConnection } from './api/complete-first-connection';
import { LinkCardHeader, LinkPageFrame } from './components/link-page-frame';
import { NewPasswordFields } from './components/new-password-fields';
import { useLogout } from '@/lib/use-logout';
import { usePageTitle } from '@/components/ui/page-container';

type FirstConnectionSchema = ReturnType<typeof firstConnectionFormSchema>;

/** First login: employees give an email, everyone chooses their password (spec 'Première connexion'). */
export function FirstConnectionPage() {
  usePageTitle('Première connexion');
  const session = useSession();
  const logout = useLogout();
  const isEmployee = session?.role === 'EMPLOYEE';
  const schema = useMemo(() => firstConnectionFormSchema(isEmployee), [isEmployee]);
  const form = useForm<z.input<FirstConnectionSchema>, unknown, z.output<FirstConnectionSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { mail: '', contactEmail: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const completion = useCompleteFirstConnection();

  const submit = handleSubmit((values) => {
    completion.mutate(
      { mail: isEmployee ? values.mail.trim() : (session?.login ?? ''), password: values.password, ...(isEmployee && values.contactEmail ? { contactEmail: values.contactEmail } : {}) },
      {
        onSuccess: (response) => {
          if (!response?.success) {
            toastError(response?.message || "Une erreur s'est produite lors de la configuration");
            return;
          }
          toastSuccess('Configuration terminée', 'Votre compte a été configuré avec succès. Veuillez vous reconnecter.');
          void logout();
        },
        onError: (error) => {
          applyServerFieldErrors(form, error, { conflictField: 'mail' });
          toastError(errorMessage(error, 'Impossible de configurer votre compte. Veuillez réessayer.'));
        },
      },
    );
  });

  // An account already set up has nothing to do here: its own page instead.
  if (session && !session.firstConnexion) return <Navigate to={landingPathForRole(session.role)} replace />;

  return (
    <LinkPageFrame>
      <Card>
        <LinkCardHeader
          icon={KeyRound}
          title="Première connexion"
          description={
            isEmployee
              ? 'Bienvenue ! Renseignez votre adresse email et choisissez votre mot de passe pour activer votre compte.'
              : 'Bienvenue ! Choisissez votre mot de passe pour activer votre compte.'
          }
        />
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            {isEmployee ? (
              <>
                <FormField label="Adresse email" error={errors.mail?.message} isRequired>
                  <Input type="email" autoComplete="email" autoCapitalize="none" placeholder="prenom.nom@exemple.fr" {...register('mail')} />
                </FormField>
                {/* A work mailbox may be read by the employer (decision 0047): said plainly, with the choice. */}
                <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
                  <p>{WORK_MAILBOX_NOTICE}</p>
                  <p>{NEUTRAL_SUBJECT_NOTICE} Ce choix se fait dans « Mon compte ».</p>
                </div>
                <FormField
                  label="Adresse personnelle pour les messages (facultative)"
                  error={errors.contactEmail?.message}
                  hint="Un lien de confirmation y sera envoyé ; elle ne sert pas à se connecter."
                >
                  <Input type="email" autoComplete="off" autoCapitalize="none" {...register('contactEmail')} />
                </FormField>
              </>
            ) : (
              <FormField label="Adresse email" hint="Votre identifiant de connexion ne peut pas être modifié ici.">
                <Input type="email" value={session?.login ?? ''} readOnly disabled />
              </FormField>
            )}
            <NewPasswordFields
              password={{ registration: register('password'), error: errors.password?.message }}
              confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
            />
            <Button type="submit" className="w-full" isLoading={completion.isPending} loadingText="Configuration...">
              Valider
            </Button>
          </form>
        </CardContent>
      </Card>
    </LinkPageFrame>
  );
}
