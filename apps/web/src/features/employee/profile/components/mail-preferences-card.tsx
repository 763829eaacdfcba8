import { useState, type FormEvent } from 'react';
import { NEUTRAL_SUBJECT_NOTICE, WORK_MAILBOX_NOTICE, contactEmailMessages, type EmployeeMailPreferences } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useMailPreferences, useUpdateMailPreferences } from '../api/mail-preferences';

/** Where the mails about appointments go now, in one sentence. */
function currentAddressText(preferences: EmployeeMailPreferences) {
  return preferences.contactEmail ? `Nos messages sont envoyés à votre adresse personnelle ${preferences.contactEmail}.` : 'Nos messages sont envoyés à votre adresse de connexion.';
}

/** The form, started again from each answer of the server (its key). */
function MailPreferencesForm({ preferences }: { preferences: EmployeeMailPreferences }) {
  const update = useUpdateMailPreferences();
  const [contactEmail, setContactEmail] = useState(preferences.pendingContactEmail ?? preferences.contactEmail ?? '');
  const [isDetailedSubject, setIsDetailedSubject] = useState(preferences.isDetailedSubject);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const save = async (next: { contactEmail: string; isDetailedSubject: boolean }) => {
    setFieldError(undefined);
    try {
      const answer = await update.mutateAsync(next);
      const isLinkSent = answer.pendingContactEmail !== null && answer.pendingContactEmail !== preferences.pendingContactEmail;
      toastSuccess(contactEmailMessages.saved, isLinkSent ? contactEmailMessages.linkSent : undefined);
    } catch (error) {
      if (error instanceof HttpError && error.fieldErrors.contactEmail) setFieldError(error.fieldErrors.contactEmail);
      else toastError(errorMessage(error, 'Impossible d’enregistrer vos préférences. Veuillez réessayer.'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ contactEmail, isDetailedSubject });
  };

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <p className="text-sm text-slate-700">{currentAddressText(preferences)}</p>
      {preferences.pendingContactEmail && (
        <p className="text-sm text-amber-800" role="status">
          En attente de confirmation : suivez le lien envoyé à {preferences.pendingContactEmail}.
        </p>
      )}
      <FormField label="Adresse personnelle pour les messages (facultative)" error={fieldError} hint="Elle ne sert pas à se connecter. Laissez vide pour utiliser votre adresse de connexion.">
        <Input type="email" autoComplete="email" value={contactEmail} onChange={(event) => setContactEmail(event.target.value)} />
      </FormField>
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-1 size-4" checked={isDetailedSubject} onChange={(event) => setIsDetailedSubject(event.target.checked)} />
          <span>Afficher le détail dans l’objet des messages</span>
        </label>
        <p className="text-xs text-slate-500">{NEUTRAL_SUBJECT_NOTICE}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" isLoading={update.isPending} loadingText="Enregistrement…">
          Enregistrer
        </Button>
        {(preferences.contactEmail || preferences.pendingContactEmail) && (
          <Button type="button" variant="outline" disabled={update.isPending} onClick={() => void save({ contactEmail: '', isDetailedSubject })}>
            Retirer l’adresse personnelle
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * « Messages de Parenthèse » of « Mon compte » (issue 34, decision 0047): a work mailbox may be read
 * by the employer, so the employee may give a personal address (used once confirmed from it) and
 * choose whether subjects say what happened.
 */
export function MailPreferencesCard() {
  const preferences = useMailPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Messages de Parenthèse</CardTitle>
        <CardDescription>{WORK_MAILBOX_NOTICE}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-32" />
        ) : preferences.isError ? (
          <LoadError message="Impossible de charger vos préférences de messages." onRetry={() => preferences.refetch()} isRetrying={preferences.isFetching} />
        ) : (
          <MailPreferencesForm key={JSON.stringify(preferences.data)} preferences={preferences.data} />
        )}
      </CardContent>
    </Card>
  );
}
