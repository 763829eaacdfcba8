// The booking wizard's second and third steps and what only they need: the calendar, the summary and the
// waiting list's offer (the first search itself is started by step 1, booking-page.tsx). Downloaded once the employee
// starts choosing on the first step (schedule-loader.tsx), so that the page's first display does not wait
// for it: about 40 KB of code (ten chunks) that a phone fetched before it could paint the page.
import { useMemo, type Dispatch } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bookingMonths, FIRST_AVAILABLE_PSYCHOLOGIST } from '@parenthese/shared';
import { useIsFreeInWaitingDays, wizardMonth, wizardSlotsQueryOptions } from './api/find-available-slots';
import type { BookingAction, BookingState } from './booking-state';
import { ScheduleStep } from './components/schedule-step';
import { SummaryStep } from './components/summary-step';
import { slotsByDay } from './lib/slots';
import { WaitingListOffer } from '@/features/employee/waiting-list';

export type ScheduleStepsProps = {
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  phoneNumber: string;
};

/**
 * Steps 2 and 3. Rendered from the employee's first choice on step 1 (showing nothing there), so that this
 * code is downloaded before 'Suivant' is pressed.
 */
export function ScheduleSteps({ state, dispatch, phoneNumber }: ScheduleStepsProps) {
  const { step, category, meetingType, day, slot } = state;
  // The booking window (Paris time) is read once a category and a mode are chosen, not on first display (wizardMonth).
  const isChosen = Boolean(category && meetingType);
  const months = useMemo(() => (isChosen ? bookingMonths(new Date()) : []), [isChosen]);
  const month = wizardMonth(state);
  // The same query as step 1's prefetch (booking-page.tsx): its answer, when already there, is shown at once.
  const slots = useQuery(wizardSlotsQueryOptions(state));
  const days = useMemo(() => slotsByDay(slots.data), [slots.data]);
  const isFreeInWaitingDays = useIsFreeInWaitingDays(category, meetingType);
  // Offered under a month with nothing free (to wait for one of its weeks), and whenever nothing is free in the next days.
  const isWaitingOffered = (!slots.isFetching && !slots.isError && days.size === 0) || isFreeInWaitingDays.data === false;
  // A day whose last free time went meanwhile (the slots are searched again after a refused booking) is no longer chosen.
  const selectedDay = day && days.has(day) ? day : null;

  if (step === 1) {
    return (
      <ScheduleStep
        month={month}
        months={months}
        onMonthChange={(value) => dispatch({ type: 'monthChosen', month: value })}
        days={days}
        selectedDay={selectedDay}
        onSelectDay={(value) => dispatch({ type: 'dayChosen', day: value })}
        selectedTime={slot?.time ?? null}
        onSelectTime={(value) => dispatch({ type: 'slotChosen', slot: value })}
        isLoading={slots.isFetching}
        isError={slots.isError}
        onRetry={() => slots.refetch()}
        notice={state.notice}
        waitingList={category && meetingType && isWaitingOffered ? <WaitingListOffer category={category} meetingType={meetingType} /> : null}
      />
    );
  }
  if (step === 2 && category && meetingType && slot) {
    return (
      <SummaryStep
        category={category}
        psychologistTitle={state.psychologist?.title ?? FIRST_AVAILABLE_PSYCHOLOGIST}
        meetingType={meetingType}
        startDate={slot.startDate}
        subject={state.subject}
        phoneNumber={phoneNumber}
      />
    );
  }
  return null;
}
