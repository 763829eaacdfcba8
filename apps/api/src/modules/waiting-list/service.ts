import {
  bookableStartChecker,
  DEFAULT_CONSULTATION_SUBJECT,
  waitingEntryExpiry,
  waitingListMessages,
  waitingPeriod,
  type PsychologistCategory,
  type MeetingType,
  type WaitingListEntry,
  type WaitingListOfferBookResponse,
  type WaitingListSubscribeResponse,
} from '@parenthese/shared';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { createEmployeeService, type EmployeeServiceDeps } from '../employee-service/service';
import { findBookableSlots } from '../employee-service/slot-search-repository';
import * as repository from './repository';
import { hashOfferToken } from './waiting-list';

const presentEntry = (row: repository.WaitingEntryRow): WaitingListEntry => ({
  id: row.id,
  doctorCategoryName: row.category,
  meetingType: row.meetingType,
  startDate: row.periodStartsAt.toISOString(),
  endDate: row.periodEndsBefore.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The employee's side of the waiting list (docs/decisions/0067-waiting-list.md): their own entries, and the mailed link. */
export function createWaitingListService(deps: EmployeeServiceDeps) {
  const clock = () => deps.clock.now();
  const employeeService = createEmployeeService(deps);

  return {
    async list(employeeId: string) {
      return { entries: (await repository.listOwnEntries(deps.db, employeeId, clock())).map(presentEntry) };
    },

    /** Only when nothing of that category and mode is free in the period: otherwise the employee books. */
    async subscribe(employeeId: string, input: { doctorCategoryName: PsychologistCategory; meetingType: MeetingType; weekStart?: string | null }): Promise<WaitingListSubscribeResponse> {
      const now = clock();
      const period = waitingPeriod(now, input.weekStart);
      if (typeof period === 'string') throw badRequest(period, { weekStart: period });
      const { isBookable } = bookableStartChecker(now);
      const free = await findBookableSlots(deps.db, { category: input.doctorCategoryName, meetingType: input.meetingType, from: period.startsAt, before: period.endsBefore });
      if (free.some((slot) => isBookable(slot.startsAt))) throw conflict(waitingListMessages.slotsAvailable);
      const row = await deps.db.transaction(async (tx) => {
        await repository.deleteExpiredOwnEntries(tx, employeeId, now);
        return repository.insertEntry(tx, {
          employeeId,
          category: input.doctorCategoryName,
          meetingType: input.meetingType,
          periodStartsAt: period.startsAt,
          periodEndsBefore: period.endsBefore,
          createdAt: now,
          expiresAt: waitingEntryExpiry(now),
        });
      });
      if (!row) throw conflict(waitingListMessages.alreadyWaiting);
      return { success: true, message: waitingListMessages.subscribed, entry: presentEntry(row) };
    },

    async cancel(employeeId: string, entryId: string) {
      // Someone else's entry answers like a missing one.
      if (!(await repository.deleteOwnEntry(deps.db, employeeId, entryId))) throw notFound(waitingListMessages.entryNotFound);
      return { success: true, message: waitingListMessages.cancelled };
    },

    /**
     * The mailed link: books its slot for the signed-in employee it was sent to, through the one booking
     * (credits, window, overlaps, notices), and spends the link in the same transaction.
     */
    async bookOffer(session: { userId: string; sessionId: string }, token: string): Promise<WaitingListOfferBookResponse> {
      const offer = await repository.findUsableOffer(deps.db, { tokenHash: hashOfferToken(token), employeeId: session.userId });
      if (!offer) throw notFound(waitingListMessages.linkInvalid);
      const booked = await employeeService.book(
        session,
        { meetingType: offer.meetingType, subject: DEFAULT_CONSULTATION_SUBJECT, meetingId: offer.meetingId, doctorCategoryName: offer.category as PsychologistCategory },
        { spend: (tx) => repository.markOfferUsed(tx, offer.id, clock()), slotGone: waitingListMessages.slotGone },
      );
      return { success: true, message: waitingListMessages.booked, meeting: booked.meeting };
    },
  };
}
