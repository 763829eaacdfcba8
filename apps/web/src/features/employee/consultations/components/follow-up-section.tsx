import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { UserRound } from 'lucide-react';
import { capitalized, followUpAnswerRefusal, followUpMessages, longDateText, meetingTypeLabels, timeText, type EmployeeFollowUp } from '@parenthese/shared';
import { PsychologistPresentationDetails } from '@/components/psychologist-presentation';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useAcceptFollowUp, useDeclineFollowUp, useFollowUp, useFollowUps } from '../api/follow-ups';

const hourText = (startDate: string) => `${capitalized(longDateText(new Date(startDate)))} à ${timeText(startDate)}`;

/** One open proposal: the hours held for the person, one to choose (a booking), or decline. */
function FollowUpCard({ proposal, isLinked }: { proposal: EmployeeFollowUp; isLinked: boolean }) {
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [chosen, setChosen] = useState<string | null>(proposal.hours.length === 1 ? proposal.hours[0].meetingId : null);
  const [confirming, setConfirming] = useState<'accept' | 'decline' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const accept = useAcceptFollowUp();
  const decline = useDeclineFollowUp();
  const isBusy = accept.isPending || decline.isPending;

  // Opened from the mail's link: the proposal is brought into view and its title read first.
  useEffect(() => {
    if (isLinked) cardRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [isLinked]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setNotice('Choisissez un horaire.');
      return;
    }
    setConfirming('accept');
  }

  const answered = (message: string) => {
    setConfirming(null);
    toastSuccess(message);
  };
  const failed = (error: unknown) => {
    setConfirming(null);
    if (error instanceof HttpError && error.status === 409) setNotice(error.message);
    else toastError(errorMessage(error, 'Une erreur inconnue est survenue'));
  };

  return (
    <Card>
      <CardContent className="p-4 pt-4 sm:p-5 sm:pt-5">
        <section ref={cardRef} aria-labelledby={titleId} className="space-y-3">
          <h2 id={titleId} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
            Prochain rendez-vous proposé
          </h2>
          {/* Who proposed, as on the consultation's card (decision 0061). */}
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {proposal.psychologist.title}
          </p>
          <PsychologistPresentationDetails psychologist={proposal.psychologist} />
          <p className="text-sm text-slate-700">
            Votre psychologue vous propose {proposal.hours.length > 1 ? 'ces horaires' : 'cet horaire'} ({meetingTypeLabels[proposal.meetingType].toLowerCase()}), réservé
            {proposal.hours.length > 1 ? 's' : ''} pour vous jusqu'au {longDateText(new Date(proposal.expiresAt))} à {timeText(proposal.expiresAt)}.
          </p>
          <form onSubmit={submit} className="space-y-3" noValidate>
            <fieldset className="space-y-1">
              <legend className="text-sm font-medium text-slate-900">Horaires proposés</legend>
              {proposal.hours.map((hour) => (
                <label key={hour.meetingId} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-sm text-slate-900 hover:bg-slate-50">
                  <input
                    type="radio"
                    name={`suivi-${proposal.proposalId}`}
                    className="size-4 accent-brand-700"
                    checked={chosen === hour.meetingId}
                    onChange={() => {
                      setChosen(hour.meetingId);
                      setNotice(null);
                    }}
                  />
                  {hourText(hour.startDate)}
                </label>
              ))}
            </fieldset>
            {notice && (
              <p role="alert" className="text-sm text-red-700">
                {notice}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setConfirming('decline')} disabled={isBusy}>
                Décliner
              </Button>
              <Button type="submit" disabled={isBusy}>
                Choisir cet horaire
              </Button>
            </div>
          </form>
        </section>
        <ConfirmDialog
          isOpen={confirming === 'accept'}
          onOpenChange={(isOpen) => !isOpen && !accept.isPending && setConfirming(null)}
          title="Réserver ce rendez-vous ?"
          description={`${chosen ? hourText(proposal.hours.find((hour) => hour.meetingId === chosen)?.startDate ?? '') : ''}. Un crédit sera utilisé, comme pour toute réservation ; il vous est rendu si vous annulez plus de 48 h avant.`}
          cancelLabel="Retour"
          confirmLabel="Réserver"
          isBusy={accept.isPending}
          busyLabel="Réservation…"
          onConfirm={() => chosen && accept.mutate({ proposalId: proposal.proposalId, slotId: chosen }, { onSuccess: (result) => answered(result.message), onError: failed })}
        />
        <ConfirmDialog
          isOpen={confirming === 'decline'}
          onOpenChange={(isOpen) => !isOpen && !decline.isPending && setConfirming(null)}
          title="Décliner cette proposition ?"
          description="Les horaires seront libérés pour d'autres personnes. Vous pourrez toujours prendre un nouveau rendez-vous."
          cancelLabel="Retour"
          confirmLabel="Décliner"
          isBusy={decline.isPending}
          busyLabel="Envoi…"
          onConfirm={() => decline.mutate(proposal.proposalId, { onSuccess: (result) => answered(result.message), onError: failed })}
        />
      </CardContent>
    </Card>
  );
}

/** The proposal of a mail link that is no longer open: why, in French. */
function LinkedProposalState({ proposalId }: { proposalId: string }) {
  const linked = useFollowUp(proposalId);
  if (linked.isPending) return null;
  const message = linked.isError
    ? errorMessage(linked.error, followUpMessages.notFound)
    : followUpAnswerRefusal({ status: linked.data.status, expiresAt: new Date(linked.data.expiresAt) }, new Date());
  if (!message) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      {message}
    </p>
  );
}

/** « Mes rendez-vous »: the next appointments a psychologist proposed (decision 0066), and the mail link's proposal. */
export function FollowUpSection() {
  const [searchParams] = useSearchParams();
  const linkedId = searchParams.get('suivi');
  const followUps = useFollowUps();
  const proposals = followUps.data?.proposals ?? [];
  const isLinkedOpen = linkedId !== null && proposals.some((proposal) => proposal.proposalId === linkedId);
  if (followUps.isPending) return null;
  return (
    <div className="space-y-4">
      {linkedId && !isLinkedOpen && <LinkedProposalState proposalId={linkedId} />}
      {proposals.map((proposal) => (
        <FollowUpCard key={proposal.proposalId} proposal={proposal} isLinked={proposal.proposalId === linkedId} />
      ))}
    </div>
  );
}
