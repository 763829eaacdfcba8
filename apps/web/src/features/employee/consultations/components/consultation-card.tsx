import { type ComponentType } from 'react';
import { CalendarClock, CalendarDays, CalendarPlus, Clock, Hourglass, Phone, UserRound, Video } from 'lucide-react';
import {
  AWAITING_PSYCHOLOGIST_NOTE,
  consultationMoveRefusal,
  continueWithSamePsychologistLabel,
  careContinuationRefusal,
  DEFAULT_CONSULTATION_SUBJECT,
  PSYCHOLOGIST_CATEGORIES,
  cancellationOf,
  capitalized,
  consultationFactsOf,
  consultationStage,
  employeeCancellationSentence,
  employeeNoShowTexts,
  employeeStageLabels,
  formatPhoneNumber,
  joinWindowState,
  longDateText,
  meetingTypeLabels,
  missedReportTiming,
  timeText,
  type ConsultationStage,
  type PsychologistCategory,
  type EmployeeConsultation,
  lateCancellationTexts,
} from '@parenthese/shared';
import { openVideoCall } from '@/components/video-call-link';
import { PsychologistPresentationDetails } from '@/components/psychologist-presentation';
import { Badge } from '@/components/ui/badge';
import { useLazyDialog } from '@/lib/use-lazy-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { DisabledWithHint } from '@/components/ui/disabled-with-hint';
import { categoryPresentation, defaultCategoryIcon } from '@/features/employee/shared';
import { errorMessage } from '@/lib/http-client';
import { useCancelConsultation } from '../api/cancel-consultation';
import { useRateConsultation } from '../api/rate-consultation';
import { useReportNoShow } from '../api/report-no-show';
import type { CancelConsultationDialogProps } from './cancel-consultation-dialog';
import type { ContinueCareDialogProps } from './continue-care-dialog';
import type { MoveConsultationDialogProps } from './move-consultation-dialog';
import type { NoShowDialogProps } from './no-show-dialog';
import { RatingStars, StarRating } from './star-rating';

const badgeTones: Record<ConsultationStage, 'info' | 'success' | 'danger'> = { pending: 'info', confirmed: 'info', completed: 'success', cancelled: 'danger' };

const JOIN_TOOLTIPS = {
  'too-early': 'Ce bouton sera accessible 15 min avant le début de la consultation',
  over: 'Ce bouton est inaccessible car la consultation a déjà eu lieu',
} as const;

/** The shared life of a consultation, as the psychologist's calendar reads it too. */
export function stageOf(consultation: EmployeeConsultation, now: Date = new Date()): ConsultationStage {
  return consultationStage(consultationFactsOf(consultation), now);
}

/**
 * The cancellation dialog (Radix's alert dialog, focus trap and scroll lock: about 25 KB) is downloaded when
 * the employee points at, focuses or presses 'Annuler le rendez-vous', not with the page, which paints
 * sooner without it.
 */
const loadCancelDialog = () => import('./cancel-consultation-dialog').then((module): ComponentType<CancelConsultationDialogProps> => module.CancelConsultationDialog);
/** The move dialog and the wizard's calendar it reuses: downloaded the same way, on « Déplacer ». */
const loadMoveDialog = () => import('./move-consultation-dialog').then((module): ComponentType<MoveConsultationDialogProps> => module.MoveConsultationDialog);
/** « Reprendre rendez-vous avec la même personne » and the wizard's calendar: downloaded the same way. */
const loadContinueDialog = () => import('./continue-care-dialog').then((module): ComponentType<ContinueCareDialogProps> => module.ContinueCareDialog);
/** « Personne ne s'est présenté »: downloaded the same way, when asked for. */
const loadNoShowDialog = () => import('./no-show-dialog').then((module): ComponentType<NoShowDialogProps> => module.NoShowDialog);

/** Shown in the card when the dialog is asked for but its code cannot be downloaded. */
export const CANCEL_DIALOG_UNAVAILABLE = "La confirmation d'annulation n'a pas pu se charger. Vérifiez votre connexion, puis réessayez ou rechargez la page.";
export const MOVE_DIALOG_UNAVAILABLE = "Le choix d'un autre horaire n'a pas pu se charger. Vérifiez votre connexion, puis réessayez ou rechargez la page.";
export const CONTINUE_DIALOG_UNAVAILABLE = "Le choix d'un nouvel horaire n'a pas pu se charger. Vérifiez votre connexion, puis réessayez ou rechargez la page.";
export const NO_SHOW_DIALOG_UNAVAILABLE = "La confirmation du signalement n'a pas pu se charger. Vérifiez votre connexion, puis réessayez ou rechargez la page.";

export const isStillToCome = (stage: ConsultationStage) => stage === 'pending' || stage === 'confirmed';

/** `phoneNumber` null: the employee's details are still on their way (the card does not wait for them). */
type ConsultationCardProps = { consultation: EmployeeConsultation; phoneNumber: string | null; now?: Date };

export function ConsultationCard({ consultation, phoneNumber, now = new Date() }: ConsultationCardProps) {
  const cancelDialog = useLazyDialog(loadCancelDialog);
  const moveDialog = useLazyDialog(loadMoveDialog);
  const CancelDialog = cancelDialog.Component;
  const MoveDialog = moveDialog.Component;
  const continueDialog = useLazyDialog(loadContinueDialog);
  const ContinueDialog = continueDialog.Component;
  const cancel = useCancelConsultation();
  const rate = useRateConsultation();
  const noShow = useReportNoShow();
  const noShowDialog = useLazyDialog(loadNoShowDialog);
  const NoShowDialog = noShowDialog.Component;
  const status = stageOf(consultation, now);
  const cancellation = cancellationOf(consultationFactsOf(consultation));
  const startsAt = new Date(consultation.startDate);
  const endsAt = new Date(consultation.endDate);
  const duration = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  const isKnownCategory = (PSYCHOLOGIST_CATEGORIES as readonly string[]).includes(consultation.doctorCategoryName);
  const CategoryIcon = isKnownCategory ? categoryPresentation[consultation.doctorCategoryName as PsychologistCategory].icon : defaultCategoryIcon;
  const isUpcoming = isStillToCome(status);
  const joinState = joinWindowState(startsAt, endsAt, now);
  // From the start until 7 days after, once (packages/shared missed-consultations.ts): the server says the same.
  const canReportNoShow = consultation.meetingStatus === 'BOOKED' && !consultation.doctorNoShowReported && missedReportTiming(startsAt, now) === 'open';

  // Why « Déplacer » is refused now, from the same rule as the server's (rules/consultation-moves.ts).
  const moveRefusal = consultationMoveRefusal({ status: consultation.meetingStatus, startsAt, moveCount: consultation.moveCount }, now);
  // Booking the same psychologist again: the same rule as the server's (rules/care-continuation.ts).
  const canContinue = careContinuationRefusal({ status: consultation.meetingStatus, cancelledBy: consultation.cancelledBy, startsAt }, now) === null;

  async function confirmCancel() {
    try {
      const result = await cancel.mutateAsync(consultation.meetingId);
      toastSuccess('Rendez-vous annulé', result.isCreditRefunded ? 'Votre crédit vous a été rendu.' : lateCancellationTexts.done);
      cancelDialog.setIsOpen(false);
    } catch (error) {
      toastError(errorMessage(error, "Impossible d'annuler le rendez-vous. Veuillez réessayer."));
    }
  }

  async function confirmNoShow() {
    try {
      await noShow.mutateAsync(consultation.meetingId);
      toastSuccess(employeeNoShowTexts.state);
      noShowDialog.setIsOpen(false);
    } catch (error) {
      toastError(errorMessage(error, 'Une erreur inconnue est survenue'));
    }
  }

  async function submitRating(rating: number) {
    try {
      await rate.mutateAsync({ consultationId: consultation.meetingId, rating });
      toastSuccess('Évaluation envoyée');
    } catch (error) {
      toastError(errorMessage(error, 'Une erreur inconnue est survenue'));
    }
  }

  return (
    <Card className="overflow-hidden">
      <CardContent className="space-y-4 p-5 pt-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
              <CategoryIcon className="size-5" />
            </span>
            <h2 className="font-semibold text-slate-900">{consultation.doctorCategoryName || 'Psychologue'}</h2>
          </div>
          <Badge tone={badgeTones[status]} className="shrink-0 whitespace-nowrap">
            {employeeStageLabels[status]}
          </Badge>
        </div>

        <ul className="space-y-1.5 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
            {capitalized(longDateText(startsAt))}
          </li>
          <li className="flex items-center gap-2">
            <Clock className="size-4 text-slate-500" aria-hidden="true" />
            {timeText(startsAt)} ({duration} min)
          </li>
          <li className="flex items-center gap-2">
            {consultation.meetingType === 'PHONE' ? <Phone className="size-4 text-slate-500" aria-hidden="true" /> : <Video className="size-4 text-slate-500" aria-hidden="true" />}
            {meetingTypeLabels[consultation.meetingType]}
          </li>
          {/* Who the psychologist is to the employee: their presentation, or « Votre psychologue » (decision 0061). */}
          <li className="flex items-center gap-2">
            <UserRound className="size-4 text-slate-500" aria-hidden="true" />
            {consultation.psychologist.title}
          </li>
        </ul>

        <PsychologistPresentationDetails psychologist={consultation.psychologist} />

        {consultation.subject && consultation.subject !== DEFAULT_CONSULTATION_SUBJECT && <p className="rounded-lg bg-slate-50 p-3 text-sm break-words text-slate-700">{consultation.subject}</p>}

        {isUpcoming && consultation.meetingType === 'PHONE' && phoneNumber !== '' && (
          <p className="text-sm text-slate-700">
            Le psychologue vous appellera au{' '}
            {phoneNumber === null ? (
              // The number's width (14 characters) until it comes, so that the sentence wraps as it will.
              <>
                <span aria-hidden="true" className="inline-block h-4 w-[14ch] animate-pulse rounded bg-slate-200 align-middle" />
                <span className="sr-only">votre numéro</span>
              </>
            ) : (
              formatPhoneNumber(phoneNumber)
            )}{' '}
            à l'heure du rendez-vous.
          </p>
        )}

        {status === 'pending' && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Hourglass className="size-4 shrink-0" aria-hidden="true" />
            {AWAITING_PSYCHOLOGIST_NOTE}
          </p>
        )}

        {cancellation && <p className="text-sm text-slate-700">{employeeCancellationSentence(cancellation, consultation.isLateCancellation)}</p>}

        {(consultation.doctorNoShowReported || consultation.employeeNoShowReported) && (
          <p role="status" className="text-sm font-medium text-slate-700">
            {consultation.doctorNoShowReported ? employeeNoShowTexts.state : employeeNoShowTexts.markedAbsent}
          </p>
        )}

        {/* A consultation that did not happen is not rated. */}
        {status === 'completed' &&
          !consultation.doctorNoShowReported &&
          (consultation.rating ? <RatingStars rating={consultation.rating} /> : <StarRating onSubmit={submitRating} isSubmitting={rate.isPending} />)}

        {canReportNoShow && (
          <Button variant="outline" className="w-full" onPointerEnter={noShowDialog.load} onFocus={noShowDialog.load} onClick={noShowDialog.open}>
            {employeeNoShowTexts.action}
          </Button>
        )}
        {noShowDialog.isOpen && noShowDialog.hasFailed && !NoShowDialog && (
          <p role="alert" className="text-sm text-red-700">
            {NO_SHOW_DIALOG_UNAVAILABLE}
          </p>
        )}
        {NoShowDialog && <NoShowDialog isOpen={noShowDialog.isOpen} onOpenChange={noShowDialog.setIsOpen} onConfirm={confirmNoShow} isBusy={noShow.isPending} />}

        {canContinue && (
          <Button variant="outline" className="w-full" onPointerEnter={continueDialog.load} onFocus={continueDialog.load} onClick={continueDialog.open}>
            <CalendarPlus aria-hidden="true" />
            {continueWithSamePsychologistLabel(consultation.psychologist.presentation?.formOfAddress ?? null)}
          </Button>
        )}
        {continueDialog.isOpen && continueDialog.hasFailed && !ContinueDialog && (
          <p role="alert" className="text-sm text-red-700">
            {CONTINUE_DIALOG_UNAVAILABLE}
          </p>
        )}
        {ContinueDialog && continueDialog.isOpen && <ContinueDialog isOpen={continueDialog.isOpen} onOpenChange={continueDialog.setIsOpen} consultation={consultation} now={now} />}

        {isUpcoming && (
          <div className="flex flex-col gap-2">
            {consultation.meetingType === 'TEAMS' &&
              (joinState === 'open' ? (
                <Button className="w-full" onClick={() => openVideoCall(consultation.meetingLink)}>
                  <Video aria-hidden="true" />
                  Rejoindre
                </Button>
              ) : (
                <DisabledWithHint label="Rejoindre" hint={JOIN_TOOLTIPS[joinState]} className="block">
                  <Button className="w-full" disabled>
                    <Video aria-hidden="true" />
                    Rejoindre
                  </Button>
                </DisabledWithHint>
              ))}
            {moveRefusal ? (
              <DisabledWithHint label="Déplacer" hint={moveRefusal} className="block">
                <Button variant="outline" className="w-full" disabled>
                  <CalendarClock aria-hidden="true" />
                  Déplacer
                </Button>
              </DisabledWithHint>
            ) : (
              <Button variant="outline" className="w-full" onPointerEnter={moveDialog.load} onFocus={moveDialog.load} onClick={moveDialog.open}>
                <CalendarClock aria-hidden="true" />
                Déplacer
              </Button>
            )}
            {moveDialog.isOpen && moveDialog.hasFailed && !MoveDialog && (
              <p role="alert" className="text-sm text-red-700">
                {MOVE_DIALOG_UNAVAILABLE}
              </p>
            )}
            {MoveDialog && moveDialog.isOpen && <MoveDialog isOpen={moveDialog.isOpen} onOpenChange={moveDialog.setIsOpen} consultation={consultation} now={now} />}
            <Button variant="outline" className="w-full border-red-200 text-red-700 hover:bg-red-50" onPointerEnter={cancelDialog.load} onFocus={cancelDialog.load} onClick={cancelDialog.open}>
              Annuler le rendez-vous
            </Button>
            {cancelDialog.isOpen && cancelDialog.hasFailed && !CancelDialog && (
              <p role="alert" className="text-sm text-red-700">
                {CANCEL_DIALOG_UNAVAILABLE}
              </p>
            )}
            {CancelDialog && (
              <CancelDialog isOpen={cancelDialog.isOpen} onOpenChange={cancelDialog.setIsOpen} onConfirm={confirmCancel} isBusy={cancel.isPending} startDate={consultation.startDate} now={now} />
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
