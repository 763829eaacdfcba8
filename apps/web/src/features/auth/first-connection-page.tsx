import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Navigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import { firstConnectionFormSchema, landingPathForRole } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { useSession } from '@/lib/session';
import { useCompleteFirstConnection } from './api/complete-first-connection';
import { ContactEmailOffer } from './components/contact-email-offer';
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
                <ContactEmailOffer registration={register('contactEmail')} error={errors.contactEmail?.message} />
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
