import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { KeyRound } from 'lucide-react';
import type { z } from 'zod';
import { INVITATION_LIFETIME_DAYS, invitationAcceptFormSchema } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage, HttpError } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import { applyServerFieldErrors } from '@/lib/server-field-errors';
import { usePageTitle } from '@/components/ui/page-container';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitationLinkCheck } from './api/check-invitation-link';
import { ContactEmailOffer } from './components/contact-email-offer';
import { LinkCardHeader, LinkCheckPending, LinkOutcome, LinkPageFrame } from './components/link-page-frame';
import { useCompleteSignIn } from './components/use-complete-sign-in';
import { NewPasswordFields } from './components/new-password-fields';
import { SecondFactorEnrolmentStep } from './components/second-factor-enrolment-step';

const TITLE = 'Activer mon compte';
const ASK_AGAIN = "Demandez une nouvelle invitation à votre employeur (service des ressources humaines) ou à l'administrateur de votre espace Parenthèse.";

/** What each link that cannot be used says, and what to do. */
const InvalidLink = () => (
  <LinkOutcome
    outcome="invalid"
    title="Lien d'invitation invalide"
    description={`Ce lien d'invitation n'est pas valable : il est incomplet, ou une invitation plus récente l'a remplacé. Utilisez le lien du dernier email reçu. ${ASK_AGAIN}`}
  />
);
const ExpiredLink = () => (
  <LinkOutcome outcome="invalid" title="Lien d'invitation expiré" description={`Ce lien d'invitation a expiré : il était valable ${INVITATION_LIFETIME_DAYS} jours. ${ASK_AGAIN}`} />
);
const UsedLink = () => (
  <LinkOutcome
    outcome="done"
    title="Compte déjà activé"
    description="Ce lien a déjà servi à activer votre compte. Connectez-vous avec votre adresse email professionnelle et votre mot de passe (« Se connecter »). Mot de passe oublié ? Utilisez « Mot de passe oublié ? » dans la fenêtre de connexion."
  />
);

/**
 * The page an invitation mail opens (issue 24, and staff since issue 33): the first connection with the
 * email already filled, read-only since the link proves it; choosing a password activates the account and
 * signs an employee in. A psychologist or an administrator then enrols their second factor, with the
 * sign-in's enrolment screen, and is signed in once it is done.
 */
export function AcceptInvitationPage() {
  usePageTitle(TITLE);
  const { invitationToken } = useParams();
  const queryClient = useQueryClient();
  const linkCheck = useInvitationLinkCheck(invitationToken);
  const acceptance = useAcceptInvitation();
  const [enrolment, setEnrolment] = useState<{ challenge: string; isExpired: boolean } | null>(null);
  const completeSignIn = useCompleteSignIn(() => toastSuccess('Compte activé', 'Bienvenue ! Votre compte est prêt.'));
  const form = useForm<z.input<typeof invitationAcceptFormSchema>, unknown, z.output<typeof invitationAcceptFormSchema>>({
    resolver: zodResolver(invitationAcceptFormSchema),
    defaultValues: { password: '', confirmPassword: '', contactEmail: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  if (enrolment?.isExpired) {
    return (
      <LinkOutcome
        outcome="done"
        title="Mot de passe enregistré"
        description="Votre compte est activé, mais l'étape de double authentification a expiré. Connectez-vous avec votre adresse email et votre mot de passe (« Se connecter ») : la configuration de la double authentification reprendra."
      />
    );
  }
  if (enrolment && linkCheck.data?.state === 'valid') {
    return (
      <LinkPageFrame>
        <Card>
          <LinkCardHeader
            icon={KeyRound}
            title="Double authentification"
            description="Votre mot de passe est enregistré. Configurez maintenant la double authentification pour terminer l'activation."
          />
          <CardContent>
            <SecondFactorEnrolmentStep
              challenge={enrolment.challenge}
              login={linkCheck.data.mail}
              onSignedIn={() => toastSuccess('Compte activé', 'Bienvenue ! Votre compte est prêt.')}
              onExpired={() => setEnrolment({ ...enrolment, isExpired: true })}
            />
          </CardContent>
        </Card>
      </LinkPageFrame>
    );
  }
  if (!invitationToken) return <InvalidLink />;
  if (linkCheck.isPending) {
    return <LinkCheckPending title={TITLE} fieldCount={3} />;
  }
  if (linkCheck.isError) {
    return <LinkOutcome outcome="invalid" title="Vérification impossible" description={errorMessage(linkCheck.error, 'Le lien n’a pas pu être vérifié. Veuillez réessayer dans quelques minutes.')} />;
  }
  const link = linkCheck.data;
  if (link.state === 'invalid') return <InvalidLink />;
  if (link.state === 'expired') return <ExpiredLink />;
  if (link.state === 'used') return <UsedLink />;

  // Staff share the page; their mails are not about an employee's use (decision 0047).
  const isEmployee = link.role === 'EMPLOYEE';
  const submit = handleSubmit((values) => {
    acceptance.mutate(
      { invitationToken, password: values.password, ...(isEmployee && values.contactEmail ? { contactEmail: values.contactEmail } : {}) },
      {
        onSuccess: (answer) => {
          // Staff enrol their second factor before any session.
          if ('challenge' in answer) setEnrolment({ challenge: answer.challenge, isExpired: false });
          else completeSignIn(answer);
        },
        onError: (error) => {
          // A refused password (too common, say) is told under its field and the link stays usable.
          if (applyServerFieldErrors(form, error)) {
            toastError(errorMessage(error, 'Veuillez choisir un autre mot de passe.'));
            return;
          }
          toastError(errorMessage(error, "Impossible d'activer votre compte. Veuillez réessayer."));
          // The link itself was refused (expired or used meanwhile): the page says which, and what to do.
          if (error instanceof HttpError && error.status === 400) void queryClient.invalidateQueries({ queryKey: queryKeys.auth.invitationLink(invitationToken) });
        },
      },
    );
  });

  return (
    <LinkPageFrame>
      <Card>
        <LinkCardHeader icon={KeyRound} title={TITLE} description={`Bienvenue ${link.firstName} ! Choisissez votre mot de passe pour activer votre compte.`} />
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <FormField label="Adresse email" hint="L'adresse à laquelle votre invitation a été envoyée : elle vous servira à vous connecter.">
              <Input type="email" value={link.mail} readOnly autoComplete="username" className="bg-slate-50" />
            </FormField>
            {isEmployee && <ContactEmailOffer registration={register('contactEmail')} error={errors.contactEmail?.message} />}
            <NewPasswordFields
              password={{ registration: register('password'), error: errors.password?.message }}
              confirmation={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
            />
            <Button type="submit" className="w-full" isLoading={acceptance.isPending} loadingText="Activation...">
              Activer mon compte
            </Button>
          </form>
        </CardContent>
      </Card>
    </LinkPageFrame>
  );
}
