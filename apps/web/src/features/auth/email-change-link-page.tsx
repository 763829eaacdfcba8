import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { MailCheck, MailX, Undo2 } from 'lucide-react';
import { emailChangeMessages } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage, HttpError } from '@/lib/http-client';
import { clearSession, useSession } from '@/lib/session';
import { usePageTitle } from '@/components/ui/page-container';
import { useConfirmEmailChange } from './api/confirm-email-change';
import { useRefuseEmailChange } from './api/refuse-email-change';
import { useUndoEmailChange } from './api/undo-email-change';
import { BackHomeButton, LinkCardHeader, LinkOutcome, LinkPageFrame } from './components/link-page-frame';

type Mode = 'confirm' | 'refuse' | 'undo';

const TEXTS = {
  confirm: {
    title: 'Confirmer votre nouvelle adresse',
    description: "Cette adresse deviendra l'adresse de connexion de votre compte Parenthèse. Toutes les sessions ouvertes du compte seront fermées : vous vous reconnecterez avec la nouvelle adresse.",
    action: 'Confirmer la nouvelle adresse',
    busy: 'Confirmation...',
    doneTitle: 'Adresse modifiée',
    failure: "Impossible de confirmer le changement d'adresse. Veuillez réessayer.",
    Icon: MailCheck,
  },
  refuse: {
    title: "Refuser le changement d'adresse",
    description: "Un changement de l'adresse de connexion de votre compte a été demandé. Si vous n'en êtes pas à l'origine, refusez-le : votre adresse actuelle restera celle de connexion.",
    action: 'Refuser le changement',
    busy: 'Annulation...',
    doneTitle: 'Changement refusé',
    failure: "Impossible de refuser le changement d'adresse. Veuillez réessayer.",
    Icon: MailX,
  },
  undo: {
    title: "Annuler le changement d'adresse",
    description:
      "L'adresse de connexion de votre compte a été changée. Si vous n'en êtes pas à l'origine, annulez ce changement : cette adresse redeviendra celle de connexion, toutes les sessions seront fermées et les liens de réinitialisation en cours ne fonctionneront plus.",
    action: "Ce n'était pas moi : annuler ce changement",
    busy: 'Annulation...',
    doneTitle: 'Changement annulé',
    failure: "Impossible d'annuler le changement d'adresse. Veuillez réessayer.",
    Icon: Undo2,
  },
} as const;

const INVALID_LINK = { confirm: emailChangeMessages.invalidLink, refuse: emailChangeMessages.invalidLink, undo: emailChangeMessages.undoInvalidLink } as const;

/**
 * The pages the email-change mails open. Nothing happens on arrival: a mail client or a link scanner
 * that opens the address changes nothing; the owner's click does.
 */
function EmailChangeLinkPage({ mode }: { mode: Mode }) {
  const { emailChangeToken } = useParams();
  const texts = TEXTS[mode];
  usePageTitle(texts.title);
  const confirmation = useConfirmEmailChange();
  const refusal = useRefuseEmailChange();
  const undoing = useUndoEmailChange();
  const mutation = { confirm: confirmation, refuse: refusal, undo: undoing }[mode];
  const session = useSession();
  const queryClient = useQueryClient();

  const isInvalid = !emailChangeToken || (mutation.error instanceof HttpError && mutation.error.status === 400);
  if (isInvalid) return <LinkOutcome outcome="invalid" title="Lien invalide" description={INVALID_LINK[mode]} />;
  if (mutation.isSuccess) return <LinkOutcome outcome="done" title={texts.doneTitle} description={mutation.data.message} />;

  const submit = () =>
    mutation.mutate(emailChangeToken, {
      onSuccess: () => {
        // Confirming or undoing ends every session of the account: a signed-in visitor is signed out
        // here too, and stays on this page to read what happened.
        if (mode !== 'refuse' && session) {
          clearSession();
          queryClient.clear();
        }
      },
    });

  return (
    <LinkPageFrame>
      <Card>
        <LinkCardHeader icon={texts.Icon} title={texts.title} description={texts.description} />
        <CardContent className="space-y-4">
          {mutation.isError && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(mutation.error, texts.failure)}
            </p>
          )}
          <Button type="button" className="w-full" onClick={submit} isLoading={mutation.isPending} loadingText={texts.busy}>
            {texts.action}
          </Button>
          <BackHomeButton />
        </CardContent>
      </Card>
    </LinkPageFrame>
  );
}

export function ConfirmEmailChangePage() {
  return <EmailChangeLinkPage mode="confirm" />;
}

export function RefuseEmailChangePage() {
  return <EmailChangeLinkPage mode="refuse" />;
}

export function UndoEmailChangePage() {
  return <EmailChangeLinkPage mode="undo" />;
}
