import {
  consultationMoveMessages,
  consultationMoveRefusal,
  bookableStartChecker,
  bookingMessages,
  bookingWindow,
  careContinuationMessages,
  careContinuationRefusal,
  isBookableStart,
  isLateCancellation,
  type CareContinuationOptions,
  type PsychologistCategory,
  type ConsultationCancelResponse,
  type BookingResponse,
  type SlotSearchResponse,
  type ConsultationMoveResponse,
  type MeetingType,
} from '@parenthese/shared';
import { prepareJson, type PreparedJson } from '../../lib/answer-compression';
import { AppError, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error';
import type { VerifiedAccessToken } from '../../lib/access-tokens';
import { retryOnTransactionConflict } from '../../lib/database-faults';
import { FIRST_CONNECTION_PENDING, refuseUnlessSessionValid, SESSION_INVALID } from '../../plugins/auth';
import { ensureCarePair } from '../care-pairs/repository';
import { refundConsultationCredit } from '../credits/credit-ledger';
import { findPsychologistPresentationAfterCommit } from '../psychologist-presentations/repository';
import { createPresentationService } from '../psychologist-presentations/service';
import { createVideoLinkProvider } from '../video-links/video-link-provider';
import { deleteEntriesOfCategory } from '../waiting-list/repository';
import type { Executor } from '../../db/client';
import { presentAccountDetails, presentAvailableSlots, presentEmployeeConsultation } from './presenter';
import * as moveRepository from './move-repository';
import * as bookingRepository from './booking-repository';
import type { BookingRefusal } from './booking-repository';
import * as repository from './repository';
import * as slotSearchRepository from './slot-search-repository';
import { firstSlotFrom, type OfferedSlot } from './slot-search-cache';
import type { AvailabilityChange } from './availability-changes';
import type { Services } from '../services';

const PROFILE_NOT_FOUND = 'Impossible de charger le profil employé';
const HOUR_MS = 60 * 60 * 1000;
/** A reminder of a moved appointment already due at the move is skipped, as for a booking made that late. */
const reminderAfterMove = (startsAt: Date, leadHours: number, now: Date) => (startsAt.getTime() - leadHours * HOUR_MS <= now.getTime() ? now : null);
/** Whether a slot overlaps none of the employee's own consultations: the one test of every search. */
const isClearOf = (ownHours: readonly { startsAt: Date; endsAt: Date }[], slot: OfferedSlot) => !ownHours.some((own) => own.startsAt < slot.endsAt && own.endsAt > slot.startsAt);
/** Ranges whose answer is kept with one slot search result. */
const MAX_SHARED_ANSWERS = 16;

/** What the employee service reads of the services (« Proposer un suivi » builds one with its own). */
export type EmployeeServiceDeps = Pick<
  Services,
  'db' | 'config' | 'emailChanges' | 'slotSearchCache' | 'availabilityChanges' | 'waitingList' | 'metrics' | 'deferredWork' | 'consultationNotices' | 'clock'
>;

/** Rules of the employee service: ownership, the booking window, credits and the slot claim. */
export function createEmployeeService(deps: EmployeeServiceDeps) {
  const clock = () => deps.clock.now();
  const videoLinks = createVideoLinkProvider(deps.config);
  const presentations = createPresentationService(deps);

  async function loadAccount(userId: string) {
    const account = await repository.findEmployeeAccount(deps.db, userId);
    if (!account) throw notFound(PROFILE_NOT_FOUND);
    return account;
  }

  /** Of these free slots, those within the booking window and clear of the employee's own consultations. */
  async function offerableTo(userId: string, found: Promise<OfferedSlot[]>, range: { from: Date; before: Date; isBookable: (startsAt: Date) => boolean }) {
    const [slots, ownHours] = await Promise.all([found, moveRepository.findOwnBookedHours(deps.db, { employeeId: userId, from: range.from, before: range.before })]);
    return slots.filter((slot) => range.isBookable(slot.startsAt) && isClearOf(ownHours, slot));
  }

  /** The employee's consultation whose psychologist they may book again, or the rule's refusal. */
  async function findContinuable(userId: string, bookingId: string) {
    const booking = await repository.findOwnConsultation(deps.db, bookingId, userId);
    if (!booking) throw notFound(bookingMessages.meetingNotFound);
    const refusal = careContinuationRefusal(booking, clock());
    if (refusal) throw conflict(refusal);
    if (!booking.category) throw conflict(careContinuationMessages.notBooked);
    return { doctorId: booking.doctorId, category: booking.category as PsychologistCategory };
  }

  /**
   * « Choisir ma psychologue » (decision 0061): the free hours of the psychologist behind the chosen
   * presentation only, checked to be of this category and mode. Not shared between employees (no cache):
   * one psychologist's hours are a small read. Booking one of them is the usual booking.
   */
  async function findChosenPsychologistSlots(
    session: VerifiedAccessToken,
    criteria: { category: PsychologistCategory; meetingType: MeetingType; presentationId: string; from: Date; before: Date; isBookable: (startsAt: Date) => boolean },
  ): Promise<SlotSearchResponse> {
    const { from, before } = criteria;
    const employee = await slotSearchRepository.findSearchingEmployee(deps.db, { employeeId: session.userId, sessionId: session.sessionId, from, before, now: clock() });
    refuseUnlessSessionValid(employee, session);
    const psychologistId = await presentations.chosenPsychologistId(criteria.presentationId, criteria);
    if (from >= before) return { meetingsData: {} };
    const slots = await moveRepository.findPsychologistFreeSlots(deps.db, { doctorId: psychologistId, category: criteria.category, meetingType: criteria.meetingType, from, before });
    const ownHours = employee!.ownHours;
    return presentAvailableSlots(slots.filter((slot) => criteria.isBookable(slot.startsAt) && isClearOf(ownHours, slot)));
  }

  return {
    async accountDetails(userId: string) {
      const [account, pending] = await Promise.all([loadAccount(userId), deps.emailChanges.pendingFor(deps.db, [userId])]);
      return presentAccountDetails(account, pending.get(userId) ?? null);
    },

    async updateProfile(userId: string, input: { mail: string; firstName: string; lastName: string; phoneNumber?: string }) {
      const account = await loadAccount(userId);
      // Left out, the phone is kept; only an explicit empty value or null clears it.
      const phoneNumber = input.phoneNumber ?? account.phoneNumber ?? '';
      // Another email is not taken here: it has its own form, with the password and the code (accounts/email-change.ts).
      await deps.db.transaction(async (tx) => {
        // Under the employee's lock, like a booking: a phone consultation never loses its number.
        await bookingRepository.lockEmployee(tx, userId);
        if (!phoneNumber && (await bookingRepository.hasUpcomingPhoneConsultation(tx, userId, clock()))) {
          throw new AppError(409, bookingMessages.phoneNeededForUpcomingCall, { phoneNumber: bookingMessages.phoneNeededForUpcomingCall });
        }
        await repository.updateEmployeeProfile(tx, userId, { firstName: input.firstName, lastName: input.lastName, phoneNumber }, clock());
        const emailAccount = { id: userId, email: account.email, isFirstConnection: account.isFirstConnection };
        await deps.emailChanges.applyProfileEmail(tx, { account: emailAccount, newEmail: input.mail });
      });
      const pending = await deps.emailChanges.pendingFor(deps.db, [userId]);
      return {
        mail: account.email ?? '',
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: phoneNumber || null,
        username: account.username ?? '',
        pendingEmailChange: pending.get(userId) ?? null,
      };
    },

    /**
     * One slot per start for the asked range, clipped to the booking window. The choice of slots is
     * shared by everyone asking for the same category and mode today (slot-search-cache.ts); what is
     * the employee's own (hours they already hold) is applied here, per request. Without such hours,
     * the answer itself is shared too: serialised and compressed once; with them, it is serialised for
     * this request.
     */
    async findSlots(
      session: VerifiedAccessToken,
      input: { doctorCategoryName: PsychologistCategory; meetingType: MeetingType; startDate: string; endDate: string; presentationId?: string },
    ): Promise<PreparedJson> {
      const { window, isBookable } = bookableStartChecker(clock());
      const from = new Date(Math.max(new Date(input.startDate).getTime(), window.startsAt.getTime()));
      const before = new Date(Math.min(new Date(input.endDate).getTime(), window.endsBefore.getTime()));
      const question = { category: input.doctorCategoryName, meetingType: input.meetingType };
      if (input.presentationId) return prepareJson(await findChosenPsychologistSlots(session, { ...question, presentationId: input.presentationId, from, before, isBookable }));
      // The session check and the employee's own hours are one round trip (onlyRolesSessionCheckedByHandler):
      // with the shared result in memory, a search costs that one read.
      const [result, employee] = await Promise.all([
        deps.slotSearchCache.get(`${question.category}|${question.meetingType}|${window.firstDay}`, () =>
          // The whole window of the day: any range asked today is a part of it.
          slotSearchRepository.findBookableSlots(deps.db, { ...question, from: window.startsAt, before: window.endsBefore }).then((slots) => slots.filter((slot) => isBookable(slot.startsAt))),
        ),
        slotSearchRepository.findSearchingEmployee(deps.db, { employeeId: session.userId, sessionId: session.sessionId, from, before, now: clock() }),
      ]);
      refuseUnlessSessionValid(employee, session);
      if (from >= before) return prepareJson({ meetingsData: {} } satisfies SlotSearchResponse);
      const { ownHours } = employee!;
      const first = firstSlotFrom(result.startTimes, from.getTime());
      const end = firstSlotFrom(result.startTimes, before.getTime());
      const inRange = result.slots.slice(first, end);
      // Slots all last one hour, so a start the employee holds is left out whichever psychologist was chosen.
      // An answer of the employee's own is serialised directly too: it is built by the same presenter as the
      // shared ones, and zod's encode of a 3-month answer (about 90 KB) more than doubled the search's CPU.
      if (ownHours.length > 0) return prepareJson(presentAvailableSlots(inRange.filter((slot) => isClearOf(ownHours, slot))));
      const answerKey = `${first}:${end}`;
      let answer = result.answers.get(answerKey) as PreparedJson | undefined;
      if (!answer) {
        answer = prepareJson(presentAvailableSlots(inRange));
        // A few ranges per result (the wizard asks by month); any other range is served but not kept.
        if (result.answers.size < MAX_SHARED_ANSWERS) result.answers.set(answerKey, answer);
      }
      return answer;
    },

    /**
     * The session (token claims) is checked by the booking's own round trip: see onlyRolesSessionCheckedByHandler.
     * `viaLink` (a waiting list mail's link): the booking and the link's single use are one transaction,
     * and a slot gone is refused with the link's own words.
     */
    async book(
      session: { userId: string; sessionId: string },
      input: { meetingType: MeetingType; subject: string; meetingId: string; doctorCategoryName: PsychologistCategory; proposalId?: string },
      viaLink?: { spend: (tx: Executor) => Promise<boolean>; slotGone: string },
    ): Promise<BookingResponse> {
      const now = clock();
      // One round trip does the whole booking as one transaction (bookingRepository.bookConsultation); the
      // window's bounds come from the shared rule, computed here.
      const bookIn = (db: Executor) =>
        bookingRepository.bookConsultation(db, {
          employeeId: session.userId,
          sessionId: session.sessionId,
          meetingId: input.meetingId,
          meetingType: input.meetingType,
          category: input.doctorCategoryName,
          subject: input.subject,
          meetingLink: input.meetingType === 'TEAMS' ? videoLinks.createMeetingLink() : null,
          now,
          window: bookingWindow(now),
          ...(input.proposalId ? { proposalId: input.proposalId } : {}),
        });
      // An answer to a proposal nearly always frees its other hours, and a link already needs a transaction:
      // there the waiting list is told of the freed hours in the booking's own transaction (decision 0067).
      const isInTransaction = viaLink !== undefined || input.proposalId !== undefined;
      // What the slot search cache is told after the commit: the booked slot only, unless the booking freed
      // hours a follow-up proposal held. A slot gone or taken meanwhile, maybe through another process: no
      // shared search result may offer it any longer.
      const changeOf = (outcome: Awaited<ReturnType<typeof bookIn>>): AvailabilityChange => {
        if (outcome.outcome === 'BOOKED') return outcome.freedMeetingIds.length > 0 ? 'all' : { taken: outcome.consultation.id };
        return outcome.outcome === 'SLOT_NOT_FOUND' || outcome.outcome === 'SLOT_TAKEN' ? { taken: input.meetingId } : 'none';
      };
      // A deadlock's victim is rolled back whole: the booking runs again (decision 0055).
      const booking = await retryOnTransactionConflict(() =>
        isInTransaction
          ? deps.availabilityChanges.transaction(async (tx) => {
              const outcome = await bookIn(tx);
              if (outcome.outcome !== 'BOOKED') return outcome;
              // The link is spent last, after the slot (decision 0055's order): a concurrent use of it has lost the slot already.
              if (viaLink && !(await viaLink.spend(tx))) throw conflict(viaLink.slotGone);
              await deps.waitingList.slotsFreed(tx, outcome.freedMeetingIds);
              return outcome;
            }, changeOf)
          : deps.availabilityChanges.afterCommit(() => bookIn(deps.db), changeOf),
      );
      if ((booking.outcome === 'SLOT_NOT_FOUND' || booking.outcome === 'SLOT_TAKEN') && viaLink) throw conflict(viaLink.slotGone);
      if (booking.outcome !== 'BOOKED') throw bookingRefusal(booking.outcome);
      deps.metrics.booked();
      const { consultation } = booking;
      // Any other booking is one statement outside a transaction (decision 0011), and frees held hours only
      // when it spends the person's last credit while a proposal holds hours for them: a transaction around
      // every booking would cost each two more round trips for that rare case. So the job is sent right
      // after the commit: a crash between the two loses that one notice to waiters, never a booking or a credit.
      if (!isInTransaction) await deps.waitingList.slotsFreed(deps.db, booking.freedMeetingIds);
      // A booking of the category ends the employee's wait for it: after the answer, like the booking's mails,
      // and only when the booking found the employee waiting (nearly never: a statement saved per booking).
      if (booking.isOnWaitingList) deps.deferredWork.run('waiting list', () => deleteEntriesOfCategory(deps.db, session.userId, input.doctorCategoryName));
      // The booking's mails go after the answer, in their own transaction (consultation-notices.ts).
      deps.consultationNotices.writeBookingNoticesSoon();
      // No low-credits alert here: a mail at the booking's second would date it for the company. The
      // nightly pool snapshot sends it (modules/credits/pool-snapshots.ts, decision 0045).
      // The presentation came with the booking (migration 0049): no read after the commit that could fail.
      return { success: true, message: bookingMessages.requested, meeting: presentEmployeeConsultation(consultation, booking.presentation) };
    },

    /**
     * Free hours to move one of the employee's appointments to, within the booking window: the same
     * psychologist's by default, or any psychologist's of the category and mode (the shared search).
     * Never says who the psychologist is: the booking stands for them.
     */
    async findMoveSlots(userId: string, bookingId: string, input: { startDate: string; endDate: string; isWholeCategory: boolean }): Promise<SlotSearchResponse> {
      const now = clock();
      const booking = await repository.findOwnConsultation(deps.db, bookingId, userId);
      if (!booking) throw notFound(bookingMessages.meetingNotFound);
      const refusal = consultationMoveRefusal(booking, now);
      if (refusal) throw conflict(refusal);
      const { window, isBookable } = bookableStartChecker(now);
      const from = new Date(Math.max(new Date(input.startDate).getTime(), window.startsAt.getTime()));
      const before = new Date(Math.min(new Date(input.endDate).getTime(), window.endsBefore.getTime()));
      if (from >= before) return { meetingsData: {} };
      const category = booking.category ?? '';
      const meetingType: MeetingType = booking.meetingType ?? 'TEAMS';
      const slots = input.isWholeCategory
        ? slotSearchRepository.findBookableSlots(deps.db, { category: category as PsychologistCategory, meetingType, from, before })
        : moveRepository.findPsychologistFreeSlots(deps.db, { doctorId: booking.doctorId, category, meetingType, from, before });
      return presentAvailableSlots(await offerableTo(userId, slots, { from, before, isBookable }));
    },

    /**
     * Booking again the psychologist of one of the employee's consultations (decision 0060): the category
     * of that consultation and the modes the psychologist still offers in it. Refused in French by the rule
     * (rules/care-continuation.ts); someone else's consultation answers like a missing one.
     */
    async continuationOptions(userId: string, bookingId: string): Promise<CareContinuationOptions> {
      const booking = await findContinuable(userId, bookingId);
      const meetingTypes = await moveRepository.findPsychologistModes(deps.db, { doctorId: booking.doctorId, category: booking.category });
      if (meetingTypes.length === 0) throw conflict(careContinuationMessages.noMode);
      return { doctorCategoryName: booking.category, meetingTypes };
    },

    /**
     * That psychologist's free hours in one mode, within the booking window: the move's query
     * (findDoctorFreeSlots), the employee's own hours left out. Booking one goes through /meeting/create,
     * the usual booking transaction (credit, window, notices).
     */
    async findContinuationSlots(userId: string, bookingId: string, input: { meetingType: MeetingType; startDate: string; endDate: string }): Promise<SlotSearchResponse> {
      const booking = await findContinuable(userId, bookingId);
      const { window, isBookable } = bookableStartChecker(clock());
      const from = new Date(Math.max(new Date(input.startDate).getTime(), window.startsAt.getTime()));
      const before = new Date(Math.min(new Date(input.endDate).getTime(), window.endsBefore.getTime()));
      if (from >= before) return { meetingsData: {} };
      const slots = moveRepository.findPsychologistFreeSlots(deps.db, { doctorId: booking.doctorId, category: booking.category, meetingType: input.meetingType, from, before });
      return presentAvailableSlots(await offerableTo(userId, slots, { from, before, isBookable }));
    },

    /**
     * Moves a booked appointment to a free hour, in one transaction: the slot is claimed and the old hour
     * published again; the credit stays spent and the ledger unchanged. Refused in French, leaving the
     * booking as it was, when the move rule (rules/consultation-moves.ts), the slot or the window says no.
     */
    async move(userId: string, bookingId: string, slotId: string): Promise<ConsultationMoveResponse> {
      const now = clock();
      // The slot is taken and the old hour published again: no shared search result may stay as it was.
      const moved = await retryOnTransactionConflict(() =>
        deps.availabilityChanges.transaction(async (tx) => {
          // Decision 0055's order: the employee (as a booking does), then the booking, then the slot.
          await bookingRepository.lockEmployee(tx, userId);
          const booking = await repository.findOwnConsultationForUpdate(tx, bookingId, userId);
          if (!booking) throw notFound(bookingMessages.meetingNotFound);
          const refusal = consultationMoveRefusal(booking, now);
          if (refusal) throw conflict(refusal);
          if (slotId === booking.id) throw new AppError(400, consultationMoveMessages.sameSlot, { meetingId: consultationMoveMessages.sameSlot });
          const category = booking.category ?? '';
          const meetingType: MeetingType = booking.meetingType ?? 'TEAMS';
          const slot = await moveRepository.findMoveTargetForUpdate(tx, slotId, { category, meetingType });
          // A slot claimed by a concurrent move is gone (its row removed): it answers like a taken one.
          if (!slot || slot.status !== 'AVAILABLE' || slot.isHeld) throw conflict(consultationMoveMessages.slotGone);
          if (!isBookableStart(slot.startsAt, now)) throw new AppError(400, bookingMessages.outsideWindow);
          if (!slot.isSuitable) throw new AppError(400, consultationMoveMessages.otherCategoryOrMode);
          if (await moveRepository.hasOtherOwnConsultationAt(tx, { employeeId: userId, exceptMeetingId: booking.id, startsAt: slot.startsAt, endsAt: slot.endsAt })) {
            throw conflict(bookingMessages.overlapsOwnConsultation, 'SLOT_OVERLAPS_OWN_CONSULTATION');
          }
          // The same psychologist keeps their acceptance (they published the new hour and had accepted the
          // person); another psychologist has accepted nothing yet (decision 0063).
          const isSamePsychologist = slot.doctorId === booking.doctorId;
          const psychologistDecision = isSamePsychologist && booking.doctorDecision === 'ACCEPTED' ? 'ACCEPTED' : 'PENDING';
          const row = await moveRepository.moveBooking(tx, {
            bookingId: booking.id,
            slotId: slot.id,
            to: { doctorId: slot.doctorId, startsAt: slot.startsAt, endsAt: slot.endsAt },
            doctorDecision: psychologistDecision,
            reminded24hAt: reminderAfterMove(slot.startsAt, 24, now),
            reminded1hAt: reminderAfterMove(slot.startsAt, 1, now),
          });
          if (!row) throw conflict(consultationMoveMessages.slotGone);
          // Another psychologist: the pair's first booking, as book_consultation would write it (decision 0060).
          if (!isSamePsychologist) await ensureCarePair(tx, { employeeId: userId, doctorId: slot.doctorId });
          await deps.waitingList.slotsFreed(tx, [await repository.reopenSlot(tx, booking)]);
          await deps.consultationNotices.moved(tx, row.id, { doctorId: booking.doctorId, startsAt: booking.startsAt, doctorDecision: booking.doctorDecision });
          return row;
        }),
      );
      deps.metrics.moved();
      return { success: true, message: consultationMoveMessages.moved, meeting: presentEmployeeConsultation(moved, await findPsychologistPresentationAfterCommit(deps.db, moved.doctorId)) };
    },

    async listConsultations(userId: string) {
      const rows = await repository.listEmployeeConsultations(deps.db, userId);
      return { meetings: rows.map((row) => presentEmployeeConsultation(row.consultation, row.presentation)) };
    },

    async cancel(userId: string, consultationId: string): Promise<ConsultationCancelResponse> {
      const now = clock();
      const account = await loadAccount(userId);
      // The hour is published again.
      const result = await deps.availabilityChanges.transaction(async (tx) => {
        const consultation = await repository.findOwnConsultationForUpdate(tx, consultationId, userId);
        // Someone else's consultation answers exactly like a missing one: nothing is revealed.
        if (!consultation) throw notFound(bookingMessages.meetingNotFound);
        if (consultation.status === 'CANCELLED') throw conflict(bookingMessages.alreadyCancelled);
        if (consultation.startsAt.getTime() <= now.getTime()) throw conflict(bookingMessages.pastCannotCancel, 'CONSULTATION_STARTED');
        const isLate = isLateCancellation(consultation.startsAt, now);
        const cancelled = await repository.markCancelledByEmployee(tx, consultation.id, { now, isLateCancellation: isLate });
        if (!cancelled) throw conflict(bookingMessages.alreadyCancelled);
        // A late cancellation is billed: the credit stays spent.
        if (!isLate) await refundConsultationCredit(tx, { companyId: account.companyId, employeeId: userId, meetingId: consultation.id, reason: 'REFUND' });
        await deps.waitingList.slotsFreed(tx, [await repository.reopenSlot(tx, consultation)]);
        await deps.consultationNotices.cancelledByEmployee(tx, consultation.id, { isCreditRefunded: !isLate });
        return { isLate };
      });
      deps.metrics.cancelled();
      return {
        success: true,
        message: 'Rendez-vous annulé',
        isLateCancellation: result.isLate,
        isCreditRefunded: !result.isLate,
      };
    },

    async rate(userId: string, consultationId: string, rating: number) {
      const now = clock();
      const rated = await repository.rateOwnPastConsultation(deps.db, { meetingId: consultationId, employeeId: userId, rating, now });
      if (rated) return { success: true, message: 'Évaluation envoyée', rating };
      const consultation = await repository.findOwnConsultation(deps.db, consultationId, userId);
      if (!consultation) throw notFound(bookingMessages.meetingNotFound);
      if (consultation.status === 'CANCELLED') throw conflict(bookingMessages.cancelledCannotRate);
      if (consultation.rating !== null) throw conflict(bookingMessages.alreadyRated);
      throw conflict(bookingMessages.notYetRatable);
    },
  };
}

/** The French refusal for each outcome of book_consultation other than BOOKED. */
function bookingRefusal(outcome: BookingRefusal): AppError {
  switch (outcome) {
    case 'SESSION_INVALID':
      return unauthorized(SESSION_INVALID);
    case 'FIRST_CONNECTION_PENDING':
      return forbidden(FIRST_CONNECTION_PENDING);
    case 'PROFILE_NOT_FOUND':
      return notFound(PROFILE_NOT_FOUND);
    case 'COMPANY_LOCKED':
      return forbidden(bookingMessages.companyLocked);
    case 'PHONE_MISSING':
      return new AppError(400, bookingMessages.phoneMissing, { meetingType: bookingMessages.phoneMissing });
    case 'NO_EMPLOYEE_CREDIT':
      return conflict(bookingMessages.noEmployeeCredit, 'NO_CREDIT');
    case 'SLOT_NOT_FOUND':
      return notFound(bookingMessages.slotNotFound);
    case 'OUTSIDE_WINDOW':
      return new AppError(400, bookingMessages.outsideWindow);
    case 'DOCTOR_UNSUITABLE':
      return new AppError(400, bookingMessages.psychologistUnsuitable);
    case 'SLOT_TAKEN':
      return conflict(bookingMessages.slotTaken, 'SLOT_TAKEN');
    case 'OVERLAPS_OWN_CONSULTATION':
      return conflict(bookingMessages.overlapsOwnConsultation, 'SLOT_OVERLAPS_OWN_CONSULTATION');
    case 'NO_COMPANY_CREDIT':
      return conflict(bookingMessages.noCompanyCredit, 'NO_COMPANY_CREDIT');
  }
}
