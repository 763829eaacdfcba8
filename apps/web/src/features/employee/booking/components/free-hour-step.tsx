import { useMemo, useState } from 'react';
import { bookingMonths, bookingWindow, capitalized, longDateText, timeText, type DayKey, type SlotSearchResponse } from '@parenthese/shared';
import { slotsByDay, type SlotTime } from '../lib/slots';
import { ScheduleStep } from './schedule-step';

/** « Vendredi 27 novembre 2026 à 10:00 »: an hour as the dialogs that take a free hour say it. */
export const whenText = (startDate: string) => `${capitalized(longDateText(new Date(startDate)))} à ${timeText(startDate)}`;

/** The search of free hours a dialog runs for the month chosen (its own route: a move's, a continuation's). */
type FreeHours = { data: SlotSearchResponse | undefined; isFetching: boolean; isError: boolean; refetch: () => unknown };

/**
 * The month, day and hour chosen in a dialog that takes a free hour (« Mes rendez-vous »: « Reprendre
 * rendez-vous », « Déplacer »). The dialog holds it: its search depends on the month, its submit on the hour.
 */
export function useFreeHourChoice(now: Date) {
  const months = useMemo(() => bookingMonths(now), [now]);
  const [month, setMonth] = useState(() => bookingWindow(now).firstDay.slice(0, 7));
  const [day, setDay] = useState<DayKey | null>(null);
  const [slot, setSlot] = useState<SlotTime | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return {
    months,
    month,
    day,
    slot,
    notice,
    chooseMonth(value: string) {
      setMonth(value);
      setDay(null);
      setSlot(null);
    },
    chooseDay(value: DayKey) {
      setDay(value);
      setSlot(null);
    },
    chooseTime(value: SlotTime) {
      setSlot(value);
      setNotice(null);
    },
    /** Another search (mode, scope): the day and hour chosen may no longer be offered. */
    startOver() {
      setDay(null);
      setSlot(null);
    },
    /** The hour went meanwhile: said above the calendar, and another is to be chosen. */
    refuse(message: string) {
      setNotice(message);
      setSlot(null);
    },
  };
}

export type FreeHourChoice = ReturnType<typeof useFreeHourChoice>;

/** The booking wizard's calendar and times over a dialog's free hours, for the choice it holds. */
export function FreeHourStep({ choice, slots, now }: { choice: FreeHourChoice; slots: FreeHours; now: Date }) {
  const days = useMemo(() => slotsByDay(slots.data, now), [slots.data, now]);
  // A day whose last free hour went meanwhile is no longer chosen.
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
      onSelectTime={choice.chooseTime}
      isLoading={slots.isFetching}
      isError={slots.isError}
      onRetry={() => slots.refetch()}
      notice={choice.notice}
    />
  );
}
