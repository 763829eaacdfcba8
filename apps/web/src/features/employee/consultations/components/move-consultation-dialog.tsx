import { useId, useState, type FormEvent } from 'react';
import type { EmployeeConsultation } from '@parenthese/shared';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { Switch } from '@/components/ui/switch';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { FreeHourStep, useFreeHourChoice, whenText } from '@/features/employee/booking/free-hour';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useMoveConsultation, useMoveSlots } from '../api/move-consultation';

export type MoveConsultationDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  consultation: EmployeeConsultation;
  now?: Date;
};

/**
 * « Déplacer » (issue 35): the free hours of the same psychologist (or, when asked, of the whole category
 * and mode), chosen with the booking wizard's calendar and times, then confirmed. The server checks
 * everything again (48 h, 2 moves, the hour still free) and answers in French.
 */
export function MoveConsultationDialog({ isOpen, onOpenChange, consultation, now = new Date() }: MoveConsultationDialogProps) {
  const switchId = useId();
  const [isWholeCategory, setIsWholeCategory] = useState(false);
  const choice = useFreeHourChoice(now);
  const { slot } = choice;
  const slots = useMoveSlots({ bookingId: consultation.meetingId, isWholeCategory, month: choice.month });
  const move = useMoveConsultation();

  function chooseScope(isWhole: boolean) {
    setIsWholeCategory(isWhole);
    choice.startOver();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!slot) return;
    try {
      const result = await move.mutateAsync({ bookingId: consultation.meetingId, slotId: slot.meetingIds[0] });
      toastSuccess(result.message, `Nouvel horaire : ${whenText(result.meeting.startDate)}.`);
      onOpenChange(false);
    } catch (error) {
      // Taken meanwhile, or no longer movable: said in the dialog, and the free hours are searched again.
      if (error instanceof HttpError && error.status === 409) {
        choice.refuse(error.message);
        void slots.refetch();
        return;
      }
      toastError(errorMessage(error, 'Impossible de déplacer le rendez-vous. Veuillez réessayer.'));
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !move.isPending && onOpenChange(open)}>
      <DialogContent title="Déplacer le rendez-vous" description={`Actuellement : ${whenText(consultation.startDate)}.`} className="max-w-3xl">
        <form onSubmit={submit} className="space-y-5">
          <div className="flex items-start gap-3">
            <Switch id={switchId} checked={isWholeCategory} onCheckedChange={chooseScope} aria-labelledby={`${switchId}-label`} aria-describedby={`${switchId}-hint`} />
            <div>
              <label id={`${switchId}-label`} htmlFor={switchId} className="text-sm font-medium text-slate-900">
                Voir aussi les autres psychologues de cette catégorie
              </label>
              <p id={`${switchId}-hint`} className="text-sm text-slate-600">
                {isWholeCategory ? 'Avec une autre personne, le rendez-vous attendra sa confirmation.' : 'Seules les heures libres du psychologue de ce rendez-vous sont proposées.'}
              </p>
            </div>
          </div>
          <FreeHourStep choice={choice} slots={slots} now={now} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {slot ? `Nouvel horaire : ${whenText(slot.startDate)}.` : 'Choisissez une date puis une heure.'} Votre crédit n'est pas touché.
          </p>
          <DialogFormActions closeLabel="Conserver l'horaire" submitLabel="Déplacer le rendez-vous" busyLabel="Déplacement..." isPending={move.isPending} isSubmitDisabled={!slot} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
