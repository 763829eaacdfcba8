import { useState, type FormEvent } from 'react';
import { AtSign } from 'lucide-react';
import { dateText, emailChangeMessages, type OwnerProof } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { TotpCodeField, useSecondFactorStatus } from '@/features/second-factor';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useAcceptEmailChangeProposal, useDeclineEmailChangeProposal, useEmailChangeProposal, useRequestOwnEmailChange } from './api/email-change';

const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof HttpError ? error.fieldErrors : {});

/**
 * The owner's proof (decision 0043): the current password and, when a second factor is on, a code of
 * the app or a recovery code. `submitLabel` names what it confirms.
 */
function OwnerProofForm({
  submitLabel,
  isPending,
  error,
  withMail,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  withMail?: boolean;
  onSubmit: (proof: OwnerProof & { mail?: string }) => void;
  onCancel: () => void;
}) {
  const secondFactor = useSecondFactorStatus();
  const hasSecondFactor = secondFactor.data?.isEnabled ?? true;
  const [mail, setMail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [usesRecoveryCode, setUsesRecoveryCode] = useState(false);
  const errors = fieldErrorsOf(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const secondStep = !hasSecondFactor ? {} : usesRecoveryCode ? { recoveryCode } : { code };
    onSubmit({ ...(withMail ? { mail } : {}), password, ...secondStep });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {withMail && (
        <FormField label="Nouvelle adresse email" error={errors.mail} isRequired hint="Un lien de confirmation lui sera envoyé ; votre adresse actuelle reste celle de connexion jusque-là.">
          <Input name="mail" type="email" autoComplete="email" value={mail} onChange={(event) => setMail(event.target.value)} />
        </FormField>
      )}
      <FormField label="Mot de passe actuel" error={errors.password} isRequired>
        <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </FormField>
      {hasSecondFactor &&
        (usesRecoveryCode ? (
          <FormField label="Code de secours" error={errors.recoveryCode} isRequired>
            <Input name="recoveryCode" autoComplete="off" spellCheck={false} value={recoveryCode} onChange={(event) => setRecoveryCode(event.target.value)} />
          </FormField>
        ) : (
          <TotpCodeField value={code} onChange={setCode} error={errors.code} label="Code de votre application d'authentification" />
        ))}
      {hasSecondFactor && (
        <button type="button" className="text-sm font-medium text-teal-800 underline underline-offset-2" onClick={() => setUsesRecoveryCode((value) => !value)}>
          {usesRecoveryCode ? "Utiliser le code de l'application" : 'Utiliser un code de secours'}
        </button>
      )}
      {error !== null && error !== undefined && Object.keys(errors).length === 0 && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(error, 'Une erreur est survenue. Veuillez réessayer.')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isPending} loadingText="Vérification…">
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

/**
 * An administrator's proposal: accepted with the owner's proof, or declined. The mutations belong to
 * the card, which stays mounted when the answered proposal disappears, so their toasts still show.
 */
function ProposalPanel({
  mail,
  expiresAt,
  accept,
  decline,
}: {
  mail: string;
  expiresAt: string;
  accept: ReturnType<typeof useAcceptEmailChangeProposal>;
  decline: ReturnType<typeof useDeclineEmailChangeProposal>;
}) {
  const [isAccepting, setIsAccepting] = useState(false);
  return (
    <AlertBanner title="Un administrateur propose de changer votre adresse de connexion">
      <div className="space-y-3">
        <p>
          Adresse proposée : <span className="font-medium break-all">{mail}</span>. Rien ne change sauf si vous l'acceptez. Sans réponse, la proposition expire le {dateText(expiresAt)}.
        </p>
        {isAccepting ? (
          <OwnerProofForm
            submitLabel="Accepter et envoyer le lien"
            isPending={accept.isPending}
            error={accept.error}
            onCancel={() => setIsAccepting(false)}
            onSubmit={(proof) =>
              accept.mutate(proof, {
                onSuccess: (answer) => {
                  setIsAccepting(false);
                  toastSuccess('Proposition acceptée', answer.message);
                },
              })
            }
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => setIsAccepting(true)}>
              Accepter…
            </Button>
            <Button
              type="button"
              variant="outline"
              isLoading={decline.isPending}
              loadingText="Refus…"
              onClick={() =>
                decline.mutate(undefined, {
                  onSuccess: (answer) => toastSuccess('Proposition déclinée', answer.message),
                  onError: (error) => toastError(errorMessage(error, 'Impossible de décliner la proposition.')),
                })
              }
            >
              Décliner
            </Button>
          </div>
        )}
      </div>
    </AlertBanner>
  );
}

/**
 * « Adresse de connexion » of the three account pages (decision 0043): an administrator's proposal
 * to answer, and the owner's own change, both asking for the password and the second factor.
 */
export function EmailChangeCard() {
  const proposal = useEmailChangeProposal();
  const accept = useAcceptEmailChangeProposal();
  const decline = useDeclineEmailChangeProposal();
  const ownChange = useRequestOwnEmailChange();
  const [isChanging, setIsChanging] = useState(false);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AtSign className="size-5 text-teal-700" aria-hidden="true" />
          Adresse de connexion
        </CardTitle>
        <CardDescription>Seul(e) vous pouvez changer votre adresse de connexion : votre mot de passe et votre code vous sont demandés, puis la nouvelle adresse doit être confirmée.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {proposal.isPending && <Skeleton className="h-10 w-full" />}
        {proposal.isError && <LoadError message="Impossible de vérifier les propositions de changement d'adresse." onRetry={() => void proposal.refetch()} />}
        {proposal.data?.proposal && <ProposalPanel mail={proposal.data.proposal.mail} expiresAt={proposal.data.proposal.expiresAt} accept={accept} decline={decline} />}
        {isChanging ? (
          <OwnerProofForm
            withMail
            submitLabel="Envoyer le lien de confirmation"
            isPending={ownChange.isPending}
            error={ownChange.error}
            onCancel={() => setIsChanging(false)}
            onSubmit={({ mail, ...proof }) =>
              ownChange.mutate(
                { mail: mail ?? '', ...proof },
                {
                  onSuccess: () => {
                    setIsChanging(false);
                    toastSuccess('Lien envoyé', emailChangeMessages.confirmationSent);
                  },
                },
              )
            }
          />
        ) : (
          <Button type="button" variant="outline" onClick={() => setIsChanging(true)}>
            Changer d'adresse
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
