import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import type { RecoveryCodesResponse, SecondFactorEnrolmentResponse } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { totpCodeError } from '../code-error';
import { groupSecret } from '../recovery-codes-file';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpCodeField } from './totp-code-field';

type EnrolmentFlowProps<Result extends RecoveryCodesResponse> = {
  /** Asks the server for a new secret (at sign-in with the challenge, or from « Mon compte »). */
  start: () => Promise<SecondFactorEnrolmentResponse>;
  /** Sends the first code; the answer carries the recovery codes. */
  confirm: (code: string) => Promise<Result>;
  /** Called once the user has kept the recovery codes. */
  onDone: (result: Result) => void;
  /** Lets the caller take over an error (an expired sign-in challenge); true when it did. */
  onError?: (error: unknown) => boolean;
  login?: string;
  doneLabel?: string;
};

async function copySecret(secret: string) {
  try {
    await navigator.clipboard.writeText(secret);
    toastSuccess('Clé copiée');
  } catch {
    toastError("Le presse-papiers n'est pas accessible. Sélectionnez la clé et copiez-la manuellement.");
  }
}

/**
 * Enrolment in a second factor, the same at sign-in and in « Mon compte »: the QR code and the secret as
 * text, the first code that proves the app is set up, then the recovery codes shown once.
 */
export function EnrolmentFlow<Result extends RecoveryCodesResponse>({ start, confirm, onDone, onError, login, doneLabel }: EnrolmentFlowProps<Result>) {
  const startEnrolment = useMutation({ mutationFn: start, onError: (error) => onError?.(error) });
  const confirmEnrolment = useMutation({ mutationFn: confirm });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [result, setResult] = useState<Result | null>(null);
  const secretLabelId = useId();
  // One secret per mount: a second call would replace the one the user is scanning.
  const hasStarted = useRef(false);
  const { mutate: startMutate } = startEnrolment;
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    startMutate();
  }, [startMutate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = totpCodeError(code);
    setCodeError(error ?? undefined);
    if (error) return;
    confirmEnrolment.mutate(code, {
      onSuccess: setResult,
      onError: (failure) => {
        if (onError?.(failure)) return;
        setCodeError(errorMessage(failure, "Ce code est incorrect. Vérifiez l'heure de votre téléphone et réessayez."));
      },
    });
  }

  if (result) return <RecoveryCodesPanel recoveryCodes={result.recoveryCodes} login={login} onContinue={() => onDone(result)} continueLabel={doneLabel} />;

  if (startEnrolment.isError) {
    return (
      <LoadError message={errorMessage(startEnrolment.error, 'Impossible de préparer la double authentification.')} onRetry={() => startEnrolment.mutate()} isRetrying={startEnrolment.isPending} />
    );
  }
  const enrolment = startEnrolment.data;
  if (!enrolment) {
    return (
      <div className="space-y-3" role="status" aria-busy="true" aria-label="Préparation de la double authentification">
        <Skeleton className="mx-auto size-44" />
        <Skeleton className="h-10" />
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Installez une application d'authentification sur votre téléphone (Google Authenticator, Microsoft Authenticator, FreeOTP…).</li>
        <li>Dans l'application, ajoutez un compte en scannant le QR code, ou en saisissant la clé.</li>
        <li>Saisissez le code à 6 chiffres que l'application affiche.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-center">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
          alt="QR code à scanner avec votre application d'authentification"
          className="size-44 shrink-0 rounded-lg border border-slate-200 bg-white p-2"
        />
        <div className="w-full min-w-0 space-y-2">
          <p className="text-sm font-medium text-slate-800" id={secretLabelId}>
            Clé à saisir dans l'application
          </p>
          <p aria-labelledby={secretLabelId} data-testid="second-factor-secret" className="font-mono text-base break-words text-slate-900 select-all">
            {groupSecret(enrolment.secret)}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => void copySecret(enrolment.secret)}>
            <Copy aria-hidden="true" />
            Copier la clé
          </Button>
        </div>
      </div>
      <TotpCodeField value={code} onChange={setCode} error={codeError} label="Code affiché par l'application" />
      <Button type="submit" className="w-full" isLoading={confirmEnrolment.isPending} loadingText="Vérification...">
        Activer la double authentification
      </Button>
    </form>
  );
}
