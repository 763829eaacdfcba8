import { useState, type ReactNode } from 'react';
import { differenceInMinutes } from 'date-fns';
import { Phone, Video } from 'lucide-react';
import {
  capitalized,
  psychologistCancellationSentence,
  psychologistNoShowTexts,
  followUpOriginRefusal,
  formatPhoneNumber,
  joinWindowState,
  longDateText,
  meetingTypeLabels,
  missedReportTiming,
  timeText,
  type PsychologistConsultation,
  carePairPseudonymLabel,
  careSeriesRankLabel,
  type PsychologistCarePair,
} from '@parenthese/shared';
import { openVideoCall } from '@/components/video-call-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DisabledWithHint } from '@/components/ui/disabled-with-hint';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useAnswerConsultation, type ConsultationAnswer } from '../api/answer-consultation';
import { useMarkEmployeeNoShow } from '../api/mark-employee-no-show';
import { FollowUpDialog } from './follow-up-dialog';
import { calendarCancellationOf, calendarStatusLabels, calendarStatusOf, calendarStatusTones } from '../consultation-status';

const joinTooltips = {
  'too-early': 'Le bouton sera disponible 15 minutes avant le début de la consultation',
  over: 'La consultation est terminée',
  open: '',
} as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-40 shrink-0 text-sm text-slate-500">{label}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Who the person is to this psychologist, and only that (decision 0060): their pseudonym, « Suivi » with the
 * place in the series and the dates of the earlier consultations, and the latest earlier motive while kept.
 */
function CarePairDetails({ carePair }: { carePair: PsychologistCarePair }) {
  return (
    <>
      <Detail label="Personne">{carePairPseudonymLabel(carePair.pseudonym)}</Detail>
      {carePair.rank > 1 && (
        <Detail label="Suivi">
          {careSeriesRankLabel(carePair.rank)} (précédentes : {carePair.earlierStartDates.map((date) => longDateText(new Date(date))).join(', ')})
        </Detail>
      )}
      {carePair.earlierSubject && <Detail label="Motif précédent">{carePair.earlierSubject}</Detail>}
    </>
  );
}

function JoinButton({ consultation, now }: { consultation: PsychologistConsultation; now: Date }) {
  const state = joinWindowState(new Date(consultation.startDate), new Date(consultation.endDate), now);
  const button = (
    <Button size="sm" onClick={() => openVideoCall(consultation.meetingLink)} disabled={state !== 'open'}>
      <Video aria-hidden="true" />
      Rejoindre
    </Button>
  );
  if (state === 'open') return button;
  // Its hint stands to its right, where nothing is written: above, it covered the status badge.
  return (
    <DisabledWithHint label="Rejoindre" hint={joinTooltips[state]} side="right" className="inline-block">
      {button}
    </DisabledWithHint>
  );
}

/** Refusing and cancelling ask first: the employee is told and gets the credit back. */
const confirmations = {
  refuse: { title: 'Refuser ce rendez-vous ?', confirmLabel: 'Refuser le rendez-vous', busyLabel: 'Refus…', toast: 'Rendez-vous refusé' },
  cancel: { title: 'Annuler ce rendez-vous ?', confirmLabel: 'Annuler le rendez-vous', busyLabel: 'Annulation…', toast: 'Rendez-vous annulé' },
} as const;
const CONFIRMATION_TEXT = 'Le crédit utilisé pour cette consultation sera rendu au salarié. Cette action est irréversible.';

type ConsultationDialogProps = { consultation: PsychologistConsultation | null; onClose: () => void; now?: Date };

/** The detail of a consultation, with the psychologist's real answers (accept, refuse, cancel). */
export function ConsultationDialog({ consultation, onClose, now = new Date() }: ConsultationDialogProps) {
  const answer = useAnswerConsultation();
  const noShow = useMarkEmployeeNoShow();
  const [confirming, setConfirming] = useState<'refuse' | 'cancel' | null>(null);
  const [isConfirmingNoShow, setIsConfirmingNoShow] = useState(false);
  const [isProposingFollowUp, setIsProposingFollowUp] = useState(false);
  if (!consultation) return null;

  const status = calendarStatusOf(consultation, now);
  const cancellation = calendarCancellationOf(consultation);
  const start = new Date(consultation.startDate);
  const end = new Date(consultation.endDate);
  const isFuture = start.getTime() > now.getTime();
  const send = (action: ConsultationAnswer) =>
    answer.mutate(
      { consultationId: consultation.meetingId, answer: action },
      {
        onSuccess: () => {
          toastSuccess(action === 'accept' ? 'Rendez-vous accepté' : confirmations[action].toast);
          setConfirming(null);
          onClose();
        },
        onError: (error) => {
          setConfirming(null);
          toastError(errorMessage(error, 'Une erreur inconnue est survenue'));
        },
      },
    );
  const busyAction = answer.isPending ? answer.variables?.answer : undefined;
  // From the start until 7 days after, once (packages/shared missed-consultations.ts): the server says the same.
  const canMarkNoShow = consultation.meetingStatus === 'BOOKED' && !consultation.employeeNoShowReported && missedReportTiming(start, now) === 'open';
  // From a held or upcoming consultation (rules/follow-up-proposals.ts): the server says the same.
  const canProposeFollowUp =
    followUpOriginRefusal({
      status: consultation.meetingStatus,
      // A booked consultation always has its person; the psychologist never learns who.
      employeeId: consultation.meetingStatus === 'BOOKED' ? 'booked' : null,
      employeeNoShowAt: consultation.employeeNoShowReported ? now : null,
      doctorNoShowAt: consultation.doctorNoShowReported ? now : null,
    }) === null;
  const markNoShow = () =>
    noShow.mutate(consultation.meetingId, {
      onSuccess: () => {
        toastSuccess(psychologistNoShowTexts.state);
        setIsConfirmingNoShow(false);
        onClose();
      },
      onError: (error) => {
        setIsConfirmingNoShow(false);
        toastError(errorMessage(error, 'Une erreur inconnue est survenue'));
      },
    });

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      {/* Read before anything is done in it: the focus starts on its title, not on « Rejoindre » (often disabled) or « Fermer ». */}
      <DialogContent title={consultation.doctorCategoryName ?? 'Consultation'} initialFocus="title">
        <div className="space-y-4">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={calendarStatusTones[status]}>{calendarStatusLabels[status]}</Badge>
            {cancellation && <span className="text-sm text-slate-600">{psychologistCancellationSentence(cancellation)}</span>}
          </p>
          {(consultation.employeeNoShowReported || consultation.doctorNoShowReported) && (
            <ul className="space-y-1 text-sm text-slate-700">
              {consultation.employeeNoShowReported && <li>{psychologistNoShowTexts.state}</li>}
              {consultation.doctorNoShowReported && <li>{psychologistNoShowTexts.reportedByEmployee}</li>}
            </ul>
          )}
          <dl className="space-y-3">
            {consultation.meetingType === 'PHONE' ? (
              <Detail label="Téléphone">
                <span className="inline-flex items-center gap-1.5">
                  <Phone className="size-4 text-slate-500" aria-hidden="true" />
                  {consultation.phoneNumber ? formatPhoneNumber(consultation.phoneNumber) : 'Non renseigné'}
                </span>
              </Detail>
            ) : (
              <Detail label="Visioconférence">{status === 'cancelled' ? 'Consultation annulée' : <JoinButton consultation={consultation} now={now} />}</Detail>
            )}
            <Detail label="Horaire">
              {capitalized(longDateText(start))}, {timeText(start)} - {timeText(end)}
            </Detail>
            <Detail label="Durée">{differenceInMinutes(end, start)} minutes</Detail>
            <Detail label="Type de consultation">{consultation.meetingType ? meetingTypeLabels[consultation.meetingType] : 'Non renseigné'}</Detail>
            <Detail label="Motif">{consultation.subject?.trim() || 'Non renseigné'}</Detail>
            {consultation.carePair && <CarePairDetails carePair={consultation.carePair} />}
          </dl>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Fermer
            </Button>
            {status === 'pending' && isFuture && (
              <>
                <Button variant="destructive" onClick={() => setConfirming('refuse')} disabled={answer.isPending}>
                  Refuser
                </Button>
                <Button onClick={() => send('accept')} disabled={answer.isPending} isLoading={busyAction === 'accept'}>
                  Accepter
                </Button>
              </>
            )}
            {canMarkNoShow && (
              <Button variant="outline" onClick={() => setIsConfirmingNoShow(true)} disabled={noShow.isPending}>
                {psychologistNoShowTexts.action}
              </Button>
            )}
            {canProposeFollowUp && (
              <Button variant="outline" onClick={() => setIsProposingFollowUp(true)}>
                Proposer un suivi
              </Button>
            )}
            {status === 'confirmed' && isFuture && (
              <Button variant="destructive" onClick={() => setConfirming('cancel')} disabled={answer.isPending}>
                Annuler le rendez-vous
              </Button>
            )}
          </div>
        </div>
        <ConfirmDialog
          isOpen={confirming !== null}
          onOpenChange={(isOpen) => !isOpen && !answer.isPending && setConfirming(null)}
          title={confirming ? confirmations[confirming].title : undefined}
          description={CONFIRMATION_TEXT}
          cancelLabel="Conserver"
          confirmLabel={confirming ? confirmations[confirming].confirmLabel : undefined}
          isDestructive
          isBusy={answer.isPending}
          busyLabel={confirming ? confirmations[confirming].busyLabel : undefined}
          onConfirm={() => confirming && send(confirming)}
        />
        {isProposingFollowUp && <FollowUpDialog isOpen onOpenChange={setIsProposingFollowUp} consultationId={consultation.meetingId} />}
        <ConfirmDialog
          isOpen={isConfirmingNoShow}
          onOpenChange={(isOpen) => !isOpen && !noShow.isPending && setIsConfirmingNoShow(false)}
          title={psychologistNoShowTexts.confirmTitle}
          description={psychologistNoShowTexts.confirmBody}
          cancelLabel="Retour"
          confirmLabel={psychologistNoShowTexts.confirm}
          isBusy={noShow.isPending}
          busyLabel="Enregistrement…"
          onConfirm={markNoShow}
        />
      </DialogContent>
    </Dialog>
  );
}
