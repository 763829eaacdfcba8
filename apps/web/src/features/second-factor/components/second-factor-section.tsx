import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CardStatus } from '@/components/ui/card-status';
import { toastSuccess } from '@/components/ui/toaster';
import { useSession } from '@/lib/session';
import {
  confirmAccountEnrolment,
  disableSecondFactor,
  renewRecoveryCodes,
  startAccountEnrolment,
  useRefreshSecondFactorStatus,
  useSecondFactorChange,
  useSecondFactorStatus,
} from '../api/account-second-factor';
import { onDemand, preloadOnIntent } from '@/components/on-demand';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';

// The forms (the code's checks, the enrolment's steps, the recovery codes) download when a change starts,
// not with the page: the section first shows only the state.
const CodeConfirmForm = onDemand(() => import('./code-confirm-form').then((module) => module.CodeConfirmForm));
const EnrolmentFlow = onDemand(() => import('./enrolment-flow').then((module) => module.EnrolmentFlow));
const RecoveryCodesPanel = onDemand(() => import('./recovery-codes-panel').then((module) => module.RecoveryCodesPanel));
const formStates = {
  fallback: (
    <div role="status" aria-label="Chargement..." className="space-y-3">
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-10 w-full sm:max-w-xs" />
    </div>
  ),
  failure: (retry: () => void) => <LoadError title="Ce formulaire n'a pas pu se charger" message="Vérifiez votre connexion, puis réessayez." onRetry={retry} />,
};

type Mode = { kind: 'idle' } | { kind: 'enrolling' } | { kind: 'renewing' } | { kind: 'disabling' } | { kind: 'new-codes'; recoveryCodes: string[] };

const recoveryCodesLeftText = (count: number) =>
  count === 0 ? "Vous n'avez plus de code de secours : renouvelez-les." : count === 1 ? 'Il vous reste 1 code de secours.' : `Il vous reste ${count} codes de secours.`;

/** « Double authentification » in « Mon compte »: its status, turning it on or off (employees), new recovery codes. */
export function SecondFactorSection() {
  const status = useSecondFactorStatus();
  const session = useSession();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const renew = useSecondFactorChange(renewRecoveryCodes);
  const disable = useSecondFactorChange(disableSecondFactor);
  const refreshStatus = useRefreshSecondFactorStatus();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Double authentification</CardTitle>
        <CardDescription>Un code à usage unique, affiché par une application de votre téléphone, vous est demandé à la connexion en plus de votre mot de passe.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <CardStatus query={status} loadingLabel="Chargement de la double authentification" errorMessage="Impossible de charger l'état de la double authentification.">
          {(state) => (
            <>
              <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
                {state.isEnabled ? (
                  <>
                    <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
                    <Badge tone="success">Activée</Badge>
                    <span>{recoveryCodesLeftText(state.recoveryCodesLeft)}</span>
                  </>
                ) : (
                  <>
                    <ShieldOff className="size-5 text-slate-500" aria-hidden="true" />
                    <Badge tone="neutral">Désactivée</Badge>
                  </>
                )}
              </div>
              {state.isRequired && <p className="text-sm text-slate-600">Obligatoire pour votre compte, qui donne accès à des informations sensibles : elle ne peut pas être désactivée.</p>}

              {mode.kind === 'enrolling' && (
                <EnrolmentFlow
                  {...formStates}
                  start={startAccountEnrolment}
                  confirm={confirmAccountEnrolment}
                  login={session?.login}
                  doneLabel="Terminer"
                  onDone={() => {
                    refreshStatus();
                    setMode({ kind: 'idle' });
                    toastSuccess('Double authentification activée');
                  }}
                />
              )}
              {mode.kind === 'renewing' && (
                <CodeConfirmForm
                  {...formStates}
                  explanation="Saisissez un code de votre application pour obtenir 10 nouveaux codes de secours. Les anciens ne fonctionneront plus."
                  submitLabel="Renouveler les codes"
                  isPending={renew.isPending}
                  onCancel={() => setMode({ kind: 'idle' })}
                  onSubmit={(code, onFailure) => renew.mutate(code, { onSuccess: ({ recoveryCodes }) => setMode({ kind: 'new-codes', recoveryCodes }), onError: onFailure })}
                />
              )}
              {mode.kind === 'disabling' && (
                <CodeConfirmForm
                  {...formStates}
                  explanation="Saisissez un code de votre application pour désactiver la double authentification. Votre mot de passe suffira alors pour vous connecter."
                  submitLabel="Désactiver"
                  isDestructive
                  isPending={disable.isPending}
                  onCancel={() => setMode({ kind: 'idle' })}
                  onSubmit={(code, onFailure) =>
                    disable.mutate(code, {
                      onSuccess: () => {
                        setMode({ kind: 'idle' });
                        toastSuccess('Double authentification désactivée');
                      },
                      onError: onFailure,
                    })
                  }
                />
              )}
              {mode.kind === 'new-codes' && (
                <RecoveryCodesPanel {...formStates} recoveryCodes={mode.recoveryCodes} login={session?.login} continueLabel="Terminer" onContinue={() => setMode({ kind: 'idle' })} />
              )}

              {mode.kind === 'idle' && (
                <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  {state.isEnabled ? (
                    <>
                      <Button type="button" variant="outline" onClick={() => setMode({ kind: 'renewing' })} {...preloadOnIntent(CodeConfirmForm.preload)}>
                        Renouveler les codes de secours
                      </Button>
                      {!state.isRequired && (
                        <Button type="button" variant="ghost" onClick={() => setMode({ kind: 'disabling' })} {...preloadOnIntent(CodeConfirmForm.preload)}>
                          Désactiver la double authentification
                        </Button>
                      )}
                    </>
                  ) : state.isRequired ? (
                    <p className="text-sm text-slate-700">Elle vous sera demandée à votre prochaine connexion.</p>
                  ) : (
                    <Button type="button" onClick={() => setMode({ kind: 'enrolling' })} {...preloadOnIntent(EnrolmentFlow.preload)}>
                      Activer la double authentification
                    </Button>
                  )}
                </div>
              )}
            </>
          )}
        </CardStatus>
      </CardContent>
    </Card>
  );
}
