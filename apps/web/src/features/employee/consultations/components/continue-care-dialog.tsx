import { useId, useState, type FormEvent } from 'react';
import {
  continueWithSamePsychologistLabel,
  DEFAULT_CONSULTATION_SUBJECT,
  longDateText,
  CONSULTATION_SUBJECT_MAX_LENGTH,
  meetingTypeLabels,
  type EmployeeConsultation,
  type MeetingType,
} from '@parenthese/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Textarea } from '@/components/ui/input';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { FreeHourStep, useCreateConsultation, useFreeHourChoice, whenText } from '@/features/employee/booking/free-hour';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useCareContinuation, useCareContinuationSlots } from '../api/continue-care';

export type ContinueCareDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  consultation: EmployeeConsultation;
  now?: Date;
};

/**
 * « Reprendre rendez-vous avec la même personne » (decision 0060): the booking wizard restricted to the
 * psychologist of this consultation, named only by it: their free hours, in the modes they offer. The
 * booking is the usual one (credit, window, mails); the server checks everything again.
 */
export function ContinueCareDialog({ isOpen, onOpenChange, consultation, now = new Date() }: ContinueCareDialogProps) {
  const fieldId = useId();
  const options = useCareContinuation(consultation.meetingId);
  const [chosenType, setChosenType] = useState<MeetingType | null>(null);
  const meetingTypes = options.data?.meetingTypes ?? [];
  const meetingType = chosenType && meetingTypes.includes(chosenType) ? chosenType : (meetingTypes[0] ?? null);
  const choice = useFreeHourChoice(now);
  const { slot } = choice;
  const [subject, setSubject] = useState('');
  const slots = useCareContinuationSlots({ bookingId: consultation.meetingId, meetingType, month: choice.month });
  const create = useCreateConsultation();
  // Named as on the consultation's card when they wrote a presentation; « Votre psychologue » would add nothing here.
  const withWhom = consultation.psychologist.presentation ? `, avec ${consultation.psychologist.title}` : '';

  function chooseType(value: MeetingType) {
    setChosenType(value);
    choice.startOver();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!slot || !options.data || !meetingType) return;
    try {
      const result = await create.mutateAsync({
        meetingId: slot.meetingIds[0],
        meetingType,
        doctorCategoryName: options.data.doctorCategoryName,
        subject: subject.trim() || DEFAULT_CONSULTATION_SUBJECT,
      });
      toastSuccess(result.message, `Rendez-vous demandé : ${whenText(result.meeting.startDate)}.`);
      onOpenChange(false);
    } catch (error) {
      // Taken meanwhile: said in the dialog, and the free hours are searched again.
      if (error instanceof HttpError && (error.status === 409 || error.status === 404)) {
        choice.refuse(error.message);
        void slots.refetch();
        return;
      }
      toastError(errorMessage(error, 'Impossible de prendre le rendez-vous. Veuillez réessayer.'));
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !create.isPending && onOpenChange(open)}>
      <DialogContent
        title={continueWithSamePsychologistLabel(consultation.psychologist.presentation?.formOfAddress ?? null)}
        description={`Les heures libres de la personne du rendez-vous du ${longDateText(new Date(consultation.startDate))}.`}
        className="max-w-3xl"
      >
        {options.isPending && <p className="text-sm text-slate-600">Chargement…</p>}
        {options.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(options.error, 'Impossible de charger les disponibilités. Veuillez réessayer.')}
          </p>
        )}
        {options.data && (
          <form onSubmit={submit} className="space-y-5">
            {meetingTypes.length > 1 && (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium text-slate-900">Mode</legend>
                <div className="flex flex-wrap gap-4">
                  {meetingTypes.map((type) => (
                    <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
                      <input type="radio" name={`${fieldId}-mode`} value={type} checked={meetingType === type} onChange={() => chooseType(type)} />
                      {meetingTypeLabels[type]}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
            {meetingTypes.length === 1 && meetingType && <p className="text-sm text-slate-700">Mode : {meetingTypeLabels[meetingType]}</p>}
            <FreeHourStep choice={choice} slots={slots} now={now} />
            <div className="space-y-1">
              <label htmlFor={`${fieldId}-subject`} className="text-sm font-medium text-slate-900">
                Motif (facultatif)
              </label>
              <Textarea id={`${fieldId}-subject`} value={subject} maxLength={CONSULTATION_SUBJECT_MAX_LENGTH} onChange={(event) => setSubject(event.target.value)} />
            </div>
            <p className="text-sm text-slate-700" aria-live="polite">
              {slot ? `Horaire choisi : ${whenText(slot.startDate)}${withWhom}.` : 'Choisissez une date puis une heure.'} Un crédit sera utilisé.
            </p>
            <DialogFormActions closeLabel="Fermer" submitLabel="Prendre ce rendez-vous" busyLabel="Réservation..." isPending={create.isPending} isSubmitDisabled={!slot} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
