import { useId, useState } from 'react';
import { ChevronDown, EyeOff, Pencil, RotateCw, Send, Trash2 } from 'lucide-react';
import { MAIL_STATUS_LABELS, mailKindLabel, shortDateText, timeText, type MailStatus, type OutboxMail } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DisabledWithHint } from '@/components/ui/disabled-with-hint';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { useConfirmedDelete } from '@/components/use-confirmed-delete';
import { errorMessage } from '@/lib/http-client';
import { useDeleteMail, useSendMail } from '../api/manage-mail';

const statusTones: Record<MailStatus, 'neutral' | 'brand' | 'success' | 'danger'> = { STORED: 'neutral', PENDING: 'brand', SENT: 'success', FAILED: 'danger' };
/** A time, or a confidential mail's day alone ('YYYY-MM-DD', decision 0045: its time could date a booking). */
const whenTextOf = (mail: OutboxMail) => (value: string) => (mail.isDayOnly ? shortDateText(`${value}T12:00:00Z`) : `${shortDateText(value)} à ${timeText(value)}`);
const attemptsText = (attempts: number) => (attempts > 1 ? `${attempts} tentatives` : `${attempts} tentative`);

/** Where the mail is in its delivery: kept without SMTP, waiting (attempts, next try), or given up. */
function DeliveryState({ mail }: { mail: OutboxMail }) {
  const whenText = whenTextOf(mail);
  if (mail.status === 'STORED') {
    return <p className="text-sm text-slate-600">Conservé dans la boîte d’envoi : aucun serveur d’envoi n’est configuré.</p>;
  }
  if (mail.status === 'PENDING') {
    return (
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {mail.attempts === 0 ? 'Premier envoi en attente' : `En attente après ${attemptsText(mail.attempts)}`}
        {mail.nextAttemptAt && <> · prochain essai le {whenText(mail.nextAttemptAt)}</>}
        {mail.error && (
          <span className="block">
            <span className="font-medium">Dernière erreur : </span>
            {mail.error}
          </span>
        )}
      </p>
    );
  }
  if (mail.status === 'FAILED') {
    return (
      <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        <span className="block">Échec après {attemptsText(mail.attempts)}.</span>
        <span className="font-medium">Erreur : </span>
        {mail.error ?? 'détail masqué (mail confidentiel).'}
      </p>
    );
  }
  return null;
}

/** Why a mail's content is not shown: the server sends none for these. */
const hiddenContentText = {
  masked: 'Contenu masqué : ce mail contient un lien de réinitialisation du mot de passe, que personne d’autre que son destinataire ne doit lire.',
  confidential: 'Contenu confidentiel : ni le destinataire ni le contenu de ce mail ne sont accessibles aux administrateurs.',
} as const;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One mail of the outbox: subject, from, to, status, and its content behind a disclosure. What the
 * row can show is what the server sent: a reset mail arrives without content and with a masked
 * recipient, a consultation mail with neither recipient nor subject.
 */
export function MailRow({ mail, onEdit }: { mail: OutboxMail; onEdit: (mail: OutboxMail) => void }) {
  const contentId = useId();
  const whenText = whenTextOf(mail);
  const [isContentOpen, setIsContentOpen] = useState(false);
  const sendMutation = useSendMail();
  const subject = mail.subject ?? `${mailKindLabel(mail.kind)} (objet confidentiel)`;
  const isSent = mail.status === 'SENT';
  const isErased = mail.contentErasedAt !== null;
  const { askToDelete, confirmDialog } = useConfirmedDelete({
    mutation: useDeleteMail(),
    variables: mail.id,
    title: 'Supprimer le mail',
    description: `Êtes-vous sûr de vouloir supprimer le mail « ${subject} » ? Il ne sera pas envoyé.`,
    onDeleted: () => toastSuccess('Mail supprimé', `« ${subject} » a été supprimé.`),
    onError: (error) => toastError(errorMessage(error, 'Impossible de supprimer le mail.')),
  });

  const send = () =>
    sendMutation.mutate(mail.id, {
      onSuccess: () => toastSuccess("Mail remis dans la file d'envoi", `« ${subject} » va être envoyé dans quelques instants.`),
      onError: (error) => toastError(errorMessage(error, "Impossible d'envoyer le mail.")),
    });
  const sendLabel = mail.status === 'FAILED' ? 'Réessayer' : 'Envoyer maintenant';
  const sendButton = (
    <Button
      size="sm"
      variant={isSent || isErased ? 'outline' : 'secondary'}
      disabled={isSent || isErased}
      isLoading={sendMutation.isPending}
      loadingText="Mise en file..."
      onClick={send}
      aria-label={isSent || isErased ? undefined : `${sendLabel} : ${subject}`}
    >
      {mail.status === 'FAILED' ? <RotateCw aria-hidden="true" /> : <Send aria-hidden="true" />}
      {sendLabel}
    </Button>
  );

  return (
    <article aria-label={subject} className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h4 className="font-semibold break-words text-slate-900">{subject}</h4>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge tone={statusTones[mail.status]}>{MAIL_STATUS_LABELS[mail.status]}</Badge>
            <Badge tone="info">{mailKindLabel(mail.kind)}</Badge>
            {mail.visibility !== 'full' && (
              <Badge tone="warning">
                <EyeOff className="size-3" aria-hidden="true" />
                {mail.visibility === 'masked' ? 'Masqué' : 'Confidentiel'}
              </Badge>
            )}
          </div>
        </div>
        <p className="text-xs text-slate-500">
          Créé le {whenText(mail.createdAt)}
          {mail.sentAt && <span className="block">Envoyé le {whenText(mail.sentAt)}</span>}
        </p>
      </div>

      <dl className="grid gap-2 sm:grid-cols-2">
        <Field label="De">{mail.fromAddress}</Field>
        <Field label="À">{mail.toAddress ?? <span className="text-slate-500 italic">Masqué (confidentiel)</span>}</Field>
        {/* Why « Modifier » is missing on such a mail: a mail with a file is never edited (its file would not follow). */}
        {mail.attachmentName !== null && <Field label="Pièce jointe">{mail.attachmentName}</Field>}
      </dl>

      <DeliveryState mail={mail} />

      <div>
        <button
          type="button"
          aria-expanded={isContentOpen}
          aria-controls={contentId}
          onClick={() => setIsContentOpen((value) => !value)}
          className="inline-flex min-h-9 items-center gap-1 rounded-md text-sm font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronDown className={`size-4 transition-transform ${isContentOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
          {isContentOpen ? 'Masquer le contenu' : 'Afficher le contenu'}
        </button>
        <div id={contentId} hidden={!isContentOpen} className="mt-2">
          {mail.contentErasedAt !== null ? (
            <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">Contenu effacé le {whenText(mail.contentErasedAt)} : la durée de conservation des mails est passée.</p>
          ) : mail.content !== null ? (
            <pre className="max-h-72 overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800">{mail.content}</pre>
          ) : (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{hiddenContentText[mail.visibility === 'masked' ? 'masked' : 'confidential']}</p>
          )}
        </div>
      </div>

      <div className="flex flex-wrap justify-end gap-2">
        {mail.isEditable && (
          <>
            <Button size="sm" variant="outline" onClick={() => onEdit(mail)} aria-label={`Modifier : ${subject}`}>
              <Pencil aria-hidden="true" />
              Modifier
            </Button>
            <Button size="sm" variant="outline" className="text-red-700 hover:bg-red-50" onClick={askToDelete} aria-label={`Supprimer : ${subject}`}>
              <Trash2 aria-hidden="true" />
              Supprimer
            </Button>
          </>
        )}
        {isSent || isErased ? (
          <DisabledWithHint label={`Envoyer maintenant : ${subject}`} hint={isSent ? 'Ce mail a déjà été envoyé.' : 'Son contenu a été effacé : il ne peut plus être envoyé.'}>
            {sendButton}
          </DisabledWithHint>
        ) : (
          sendButton
        )}
      </div>

      {confirmDialog}
    </article>
  );
}
