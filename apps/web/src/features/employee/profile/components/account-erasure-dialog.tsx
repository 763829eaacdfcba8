import { useState, type FormEvent, type ReactElement } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountErasureRequestSchema, paths, personalDataMessages } from '@parenthese/shared';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toastSuccess } from '@/components/ui/toaster';
import { TotpCodeField, totpCodeError, useSecondFactorStatus } from '@/features/second-factor';
import { errorMessage, HttpError } from '@/lib/http-client';
import { clearSession } from '@/lib/session';
import { useEraseAccount } from '../api/erase-account';

type FieldErrors = { password?: string; code?: string };

/** What erasing the account does, said plainly before the password is asked. */
const CONSEQUENCES = [
  'Vos consultations à venir sont annulées et les psychologues concernés en sont informés.',
  'Vos crédits de consultation restants sont perdus.',
  'Vos nom et prénom, votre adresse e-mail, votre téléphone et les motifs de vos consultations sont effacés.',
  'Vos consultations passées sont conservées sans aucun nom, pour la facturation et les chiffres anonymes de votre entreprise.',
  'Cette suppression est définitive : elle ne peut pas être annulée.',
];

/** « Supprimer mon compte »: the consequences, the password (and the code when a second factor is on), then the erasure and a sign-out. */
export function AccountErasureDialog({ trigger }: { trigger: ReactElement }) {
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const secondFactor = useSecondFactorStatus();
  const hasSecondFactor = secondFactor.data?.isEnabled === true;
  const erase = useEraseAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const changeOpen = (open: boolean) => {
    if (erase.isPending) return;
    setIsOpen(open);
    if (!open) {
      setPassword('');
      setCode('');
      setErrors({});
      setFormError(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors = {};
    const parsed = accountErasureRequestSchema.safeParse({ password, ...(hasSecondFactor ? { code } : {}) });
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof FieldErrors] ??= issue.message;
    if (hasSecondFactor) {
      const codeError = totpCodeError(code);
      if (codeError) found.code = codeError;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    erase.mutate(parsed.data, {
      onSuccess: () => {
        // The server has ended every session of the account: here it ends the way « Déconnexion » does.
        clearSession();
        queryClient.clear();
        navigate(paths.home, { replace: true });
        toastSuccess(personalDataMessages.erased);
      },
      onError: (error) => {
        if (error instanceof HttpError && (error.fieldErrors.password || error.fieldErrors.code)) {
          setErrors({ password: error.fieldErrors.password, code: error.fieldErrors.code });
          return;
        }
        setFormError(errorMessage(error, 'La suppression a échoué. Veuillez réessayer.'));
      },
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title="Supprimer mon compte" description="Lisez ce qui va se passer avant de confirmer.">
        <ul className="mb-4 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Mot de passe actuel" error={errors.password} isRequired>
            <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </FormField>
          {hasSecondFactor && <TotpCodeField value={code} onChange={setCode} error={errors.code} label="Code de votre application d’authentification" />}
          {formError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {formError}
            </p>
          )}
          <DialogFormActions submitLabel="Supprimer définitivement" busyLabel="Suppression…" isPending={erase.isPending} submitVariant="destructive" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
