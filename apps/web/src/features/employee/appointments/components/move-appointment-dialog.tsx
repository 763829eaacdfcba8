import { useId, useMemo, useState, type FormEvent } from 'react';
import { bookingMonths, bookingWindow, capitalized, longDateText, timeText, type DayKey, type EmployeeConsultation } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { ScheduleStep, slotsByDay, type SlotTime } from '@/features/employee/booking';
import { errorMessage, HttpError } from '@/lib/http-client';
import { useMoveConsultation, useMoveSlots } from '../api/move-consultation';

export type MoveAppointmentDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  meeting: EmployeeConsultation;
  now?: Date;
};

const whenText = (startDate: string) => `${capitalized(longDateText(new Date(startDate)))} à ${timeText(startDate)}`;

/**
 * « Déplacer » (issue 35): the free hours of the same psychologist (or, when asked, of the whole category
 * and mode), chosen with the booking wizard's calendar and times, then confirmed. The server checks
 * everything again (48 h, 2 moves, the hour still free) and answers in French.
 */
export function MoveAppointmentDialog({ isOpen, onOpenChange, meeting: consultation, now = new Date() }: MoveAppointmentDialogProps) {
  const switchId = useId();
  const [isWholeCategory, setIsWholeCategory] = useState(false);
  const months = useMemo(() => bookingMonths(now), [now]);
  const [month, setMonth] = useState(() => bookingWindow(now).firstDay.slice(0, 7));
  const [day, setDay] = useState<DayKey | null>(null);
  const [slot, setSlot] = useState<SlotTime | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const slots = useMoveSlots({ bookingId: consultation.meetingId, isWholeCategory, month });
  const days = useMemo(() => slotsByDay(slots.data, now), [slots.data, now]);
  const move = useMoveConsultation();
  const selectedDay = day && days.has(day) ? day : null;

  function chooseScope(isWhole: boolean) {
    setIsWholeCategory(isWhole);
    setDay(null);
    setSlot(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!slot) return;
    try {
      const result = await move.mutateAsync({ bookingId: consultation.meetingId, meetingId: slot.meetingIds[0] });
      toastSuccess(result.message, `Nouvel horaire : ${whenText(result.meeting.startDate)}.`);
      onOpenChange(false);
    } catch (error) {
      // Taken meanwhile, or no longer movable: said in the dialog, and the free hours are searched again.
      if (error instanceof HttpError && error.status === 409) {
        setNotice(error.message);
        setSlot(null);
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
          <ScheduleStep
            month={month}
            months={months}
            onMonthChange={(value) => {
              setMonth(value);
              setDay(null);
              setSlot(null);
            }}
            days={days}
            selectedDay={selectedDay}
            onSelectDay={(value) => {
              setDay(value);
              setSlot(null);
            }}
            selectedTime={slot?.time ?? null}
            onSelectTime={(value) => {
              setSlot(value);
              setNotice(null);
            }}
            isLoading={slots.isFetching}
            isError={slots.isError}
            onRetry={() => slots.refetch()}
            notice={notice}
          />
          <p className="text-sm text-slate-700" aria-live="polite">
            {slot ? `Nouvel horaire : ${whenText(slot.startDate)}.` : 'Choisissez une date puis une heure.'} Votre crédit n'est pas touché.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={move.isPending}>
                Conserver l'horaire
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!slot} isLoading={move.isPending} loadingText="Déplacement...">
              Déplacer le rendez-vous
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
