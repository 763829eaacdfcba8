import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRangeOfMonth, bookingWindow, waitingPeriod, type PsychologistCategory, type SlotSearchResponse, type MeetingType } from '@parenthese/shared';
import { request } from '@/lib/http-client';
import { queryKeys } from '@/lib/query-keys';
import type { BookingState } from '../booking-state';

export function findAvailableSlots(body: { doctorCategoryName: PsychologistCategory; meetingType: MeetingType; startDate: string; endDate: string; presentationId?: string }) {
  return request<SlotSearchResponse>('POST /api/employee-service/meeting/find', { body });
}

/** `presentationId`: the psychologist chosen by their presentation, or null for « La première disponible ». */
type SlotCriteria = { category: PsychologistCategory | null; meetingType: MeetingType | null; month: string; presentationId?: string | null };

/** The bookable slots of one calendar month ('yyyy-MM'), clipped to the booking window. */
export const availableSlotsQueryOptions = ({ category, meetingType, month, presentationId = null }: SlotCriteria) =>
  queryOptions({
    queryKey: queryKeys.employee.availableSlots.ofMonth(category, meetingType, month, presentationId),
    // The month is known once the booking window is read (with the wizard's later steps, schedule.tsx).
    enabled: Boolean(category && meetingType && month),
    staleTime: 30_000,
    queryFn: async () => {
      const range = bookingRangeOfMonth(month, new Date());
      if (!range || !category || !meetingType) return { meetingsData: {} } satisfies SlotSearchResponse;
      return findAvailableSlots({
        doctorCategoryName: category,
        meetingType,
        startDate: range.startDate.toISOString(),
        endDate: range.endDate.toISOString(),
        ...(presentationId ? { presentationId } : {}),
      });
    },
  });

/**
 * The month step 2 shows for the wizard's state: the one chosen, else the booking window's first. The window is
 * in Paris time, whose first computation loads the browser's time zone data (about 150 ms of a slowed phone's
 * main thread): read only once a category and a mode are chosen, never for the page's first display.
 */
export function wizardMonth(state: Pick<BookingState, 'category' | 'meetingType' | 'month'>): string {
  if (state.month) return state.month;
  return state.category && state.meetingType ? bookingWindow(new Date()).firstDay.slice(0, 7) : '';
}

/**
 * The search step 2 shows for the wizard's state: the one source of its query, used by the step (schedule.tsx)
 * and by step 1's prefetch (booking-page.tsx), so that the prefetched answer is the one the step reads.
 */
export const wizardSlotsQueryOptions = (state: Pick<BookingState, 'category' | 'meetingType' | 'month' | 'psychologist'>) =>
  availableSlotsQueryOptions({ category: state.category, meetingType: state.meetingType, month: wizardMonth(state), presentationId: state.psychologist?.presentationId ?? null });

/**
 * Whether anything of this category and mode is free in the next WAITING_LIST_DAYS days, whoever the
 * psychologist: the period « Me prévenir quand un créneau se libère » covers by default. When nothing is,
 * the wizard offers it whatever month it shows (issue 35 item 6), not only under an empty month.
 */
export function useIsFreeInWaitingDays(category: PsychologistCategory | null, meetingType: MeetingType | null) {
  return useQuery({
    queryKey: queryKeys.employee.availableSlots.inWaitingDays(category, meetingType),
    enabled: Boolean(category && meetingType),
    staleTime: 30_000,
    queryFn: async () => {
      const period = waitingPeriod(new Date());
      if (!category || !meetingType || typeof period === 'string') return true;
      const found = await findAvailableSlots({ doctorCategoryName: category, meetingType, startDate: period.startsAt.toISOString(), endDate: period.endsBefore.toISOString() });
      return Object.values(found.meetingsData).some((slots) => slots.length > 0);
    },
  });
}
