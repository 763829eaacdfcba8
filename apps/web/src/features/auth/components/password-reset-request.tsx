import { useState, type FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { HttpError } from '@/lib/http-client';
import { useRequestPasswordReset } from '../api/request-password-reset';

type ResetMethod = 'mail' | 'id';

const BLANK_MESSAGE = 'Veuillez saisir votre email ou identifiant.';
const FAILURE_MESSAGE = "Une erreur est survenue lors de l'envoi de la demande.";

const steps: Record<ResetMethod, string[]> = {
  mail: ["Saisissez l'adresse email de votre compte.", 'Recevez un email contenant un lien de réinitialisation.', 'Suivez ce lien pour créer un nouveau mot de passe.'],
  id: ["Saisissez l'identifiant fourni par votre employeur.", 'Recevez un email contenant un lien de réinitialisation.', 'Suivez ce lien pour créer un nouveau mot de passe.'],
};

function StepList({ method }: { method: ResetMethod }) {
  return (
    <ol className="space-y-2 text-sm text-slate-700">
      {steps[method].map((step, index) => (
        <li key={step} className="flex items-start gap-3">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800" aria-hidden="true">
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** The reset view of the login dialog: by email or by identifier (spec section 2). */
export function PasswordResetRequest({ onBack, onSent }: { onBack: () => void; onSent: () => void }) {
  const [method, setMethod] = useState<ResetMethod>('mail');
  const [values, setValues] = useState<Record<ResetMethod, string>>({ mail: '', id: '' });
  const [blankError, setBlankError] = useState<string>();
  const resetRequest = useRequestPasswordReset();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = values[method].trim();
    if (!value) {
      setBlankError(BLANK_MESSAGE);
      toastError(BLANK_MESSAGE);
      return;
    }
    setBlankError(undefined);
    resetRequest.mutate(
      { mail: method === 'mail' ? value : '', id: method === 'id' ? value : '' },
      {
        onSuccess: () => {
          toastSuccess('Demande envoyée', 'Si les informations saisies sont correctes, vous allez recevoir un email contenant un lien de réinitialisation.');
          onSent();
        },
        // A rate limit says how long to wait; anything else gets the spec's sentence.
        onError: (error) => toastError(error instanceof HttpError && error.status === 429 ? error.message : FAILURE_MESSAGE),
      },
    );
  }

  const field = (current: ResetMethod) => (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <StepList method={current} />
      <FormField label={current === 'mail' ? 'Adresse email' : 'Identifiant'} error={blankError}>
        <Input
          name={current}
          type={current === 'mail' ? 'email' : 'text'}
          autoComplete={current === 'mail' ? 'email' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={current === 'mail' ? 'prenom.nom@entreprise.fr' : 'prenom.nom'}
          value={values[current]}
          onChange={(event) => setValues((previous) => ({ ...previous, [current]: event.target.value }))}
        />
      </FormField>
      <Button type="submit" className="w-full" isLoading={resetRequest.isPending} loadingText="Envoi en cours...">
        Envoyer le lien
      </Button>
    </form>
  );

  return (
    <div className="space-y-4">
      <Tabs
        value={method}
        onValueChange={(value) => {
          setMethod(value as ResetMethod);
          setBlankError(undefined);
        }}
      >
        <TabsList aria-label="Méthode de réinitialisation">
          <TabsTrigger value="mail">Avec mon email</TabsTrigger>
          <TabsTrigger value="id">Avec mon identifiant</TabsTrigger>
        </TabsList>
        <TabsContent value="mail">{field('mail')}</TabsContent>
        <TabsContent value="id">{field('id')}</TabsContent>
      </Tabs>
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Retour à la connexion
      </Button>
    </div>
  );
}
