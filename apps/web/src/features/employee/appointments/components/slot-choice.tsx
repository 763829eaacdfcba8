import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { bookingMonths, bookingWindow, capitalized, longDateText, timeText, type DayKey, type MeetingFindResponse } from '@parenthese/shared';
import { ScheduleStep, slotsByDay, type SlotTime } from '@/features/employee/booking';

/** A consultation's start as the dialogs write it: « Lundi 7 décembre 2026 à 14:00 ». */
export const whenText = (startDate: string) => `${capitalized(longDateText(new Date(startDate)))} à ${timeText(startDate)}`;

type FreeHours = Pick<UseQueryResult<MeetingFindResponse>, 'data' | 'isFetching' | 'isError' | 'refetch'>;

/**
 * The month, day and hour chosen in a dialog that offers free hours with the booking wizard's calendar
 * (« Déplacer », « Reprendre rendez-vous avec la même personne »), and the notice of an hour taken meanwhile.
 * A change of what the hours depend on clears the day and hour chosen.
 */
export function useSlotChoice(now: Date) {
  const months = useMemo(() => bookingMonths(now), [now]);
  const [month, setMonth] = useState(() => bookingWindow(now).firstDay.slice(0, 7));
  const [day, setDay] = useState<DayKey | null>(null);
  const [slot, setSlot] = useState<SlotTime | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function clearDay() {
    setDay(null);
    setSlot(null);
  }

  return {
    now,
    months,
    month,
    day,
    slot,
    notice,
    clearDay,
    chooseMonth(value: string) {
      setMonth(value);
      clearDay();
    },
    chooseDay(value: DayKey) {
      setDay(value);
      setSlot(null);
    },
    chooseSlot(value: SlotTime) {
      setSlot(value);
      setNotice(null);
    },
    /** The chosen hour was taken meanwhile: `message` says so above the calendar, and another is to be chosen. */
    slotTaken(message: string) {
      setNotice(message);
      setSlot(null);
    },
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;

/** The booking wizard's calendar and times over `freeHours`, as `choice` holds them. */
export function SlotChoiceStep({ choice, freeHours }: { choice: SlotChoice; freeHours: FreeHours }) {
  const days = useMemo(() => slotsByDay(freeHours.data, choice.now), [freeHours.data, choice.now]);
  const selectedDay = choice.day && days.has(choice.day) ? choice.day : null;
  return (
    <ScheduleStep
      month={choice.month}
      months={choice.months}
      onMonthChange={choice.chooseMonth}
      days={days}
      selectedDay={selectedDay}
      onSelectDay={choice.chooseDay}
      selectedTime={choice.slot?.time ?? null}
      onSelectTime={choice.chooseSlot}
      isLoading={freeHours.isFetching}
      isError={freeHours.isError}
      onRetry={() => freeHours.refetch()}
      notice={choice.notice}
    />
  );
}
