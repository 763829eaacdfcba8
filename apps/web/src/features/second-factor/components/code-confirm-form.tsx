import { useState, type FormEvent } from 'react';
import { CancelAndSubmit } from '@/components/ui/cancel-and-submit';
import { errorMessage } from '@/lib/http-client';
import { totpCodeError } from '../code-error';
import { TotpCodeField } from './totp-code-field';

type CodeConfirmFormProps = {
  /** Why a code is asked, read before the field. */
  explanation: string;
  submitLabel: string;
  isDestructive?: boolean;
  isPending: boolean;
  onSubmit: (code: string, onFailure: (error: unknown) => void) => void;
  onCancel: () => void;
};

/** A change of the second factor is confirmed with a current code: a stolen session alone cannot make it. */
export function CodeConfirmForm({ explanation, submitLabel, isDestructive = false, isPending, onSubmit, onCancel }: CodeConfirmFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = totpCodeError(code);
    setError(invalid ?? undefined);
    if (invalid) return;
    onSubmit(code, (failure) => setError(errorMessage(failure, 'Ce code est incorrect.')));
  }

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-slate-200 p-4" noValidate>
      <p className="text-sm text-slate-700">{explanation}</p>
      <TotpCodeField value={code} onChange={setCode} error={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <CancelAndSubmit onCancel={onCancel} isPending={isPending} submitLabel={submitLabel} busyLabel="Vérification..." submit={{ variant: isDestructive ? 'destructive' : 'default' }} />
      </div>
    </form>
  );
}
