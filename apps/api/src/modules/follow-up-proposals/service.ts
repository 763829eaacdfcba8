import {
  BUSINESS_TIME_ZONE,
  DEFAULT_CONSULTATION_SUBJECT,
  bookableStartChecker,
  followUpAnswerRefusal,
  followUpExpiresAt,
  followUpMessages,
  followUpOriginRefusal,
  isFollowUpExpired,
  type PsychologistCategory,
  type PsychologistFollowUpOptions,
  type EmployeeFollowUp,
  type FollowUpAcceptResponse,
  type FollowUpDeclineResponse,
  type FollowUpProposeResponse,
} from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { retryOnTransactionConflict } from '../../lib/database-faults';
import type { VerifiedAccessToken } from '../../lib/access-tokens';
import { recordAudit } from '../accounts/audit';
import { createEmployeeService, type EmployeeServiceDeps } from '../employee-service/service';
import { followUpProposedMail } from '../notifications/consultation-mails';
import { presentPsychologistToEmployee } from '../psychologist-presentations/presenter';
import type { PresentationRow } from '../psychologist-presentations/repository';
import * as repository from './repository';
import { followUpExpiryJob } from './job-definitions';
import type { HeldHour, ProposalRow } from './repository';
import type { Mailer } from '../../mail/mailer';
import type { JobEngine } from '../../jobs/job-engine';

/** Proposals freed per pass of the job; the pass goes on until none is left. */
const EXPIRY_BATCH = 100;

const presentHour = (hour: HeldHour) => ({ meetingId: hour.id, startDate: hour.startsAt.toISOString(), endDate: hour.endsAt.toISOString() });

type EmployeeProposalRow = { proposal: ProposalRow; origin: { meetingType: 'PHONE' | 'TEAMS' | null }; presentation: PresentationRow | null };

/**
 * An open proposal past its time is shown as expired even before the job frees it. Who proposed is
 * presented as on the consultation's card, by the one presenter of decision 0061.
 */
function presentForEmployee({ proposal, origin, presentation }: EmployeeProposalRow, hours: HeldHour[], now: Date): EmployeeFollowUp {
  const isExpired = proposal.status === 'OPEN' && isFollowUpExpired(proposal.expiresAt, now);
  return {
    proposalId: proposal.id,
    status: isExpired ? 'EXPIRED' : proposal.status,
    expiresAt: proposal.expiresAt.toISOString(),
    meetingType: origin.meetingType ?? 'TEAMS',
    hours: proposal.status === 'OPEN' && !isExpired ? hours.map(presentHour) : [],
    psychologist: presentPsychologistToEmployee(presentation),
  };
}

/** What the proposals use, and the employee service they book and cancel through. */
export type FollowUpProposalsDeps = EmployeeServiceDeps & { mailer: Mailer; jobs: JobEngine };

/**
 * « Proposer un suivi » (issue 35, docs/decisions/0066-follow-up-proposals.md): the psychologist holds
 * 1 to 3 of their free hours for the person of one consultation; the person books one through the
 * booking transaction (book_consultation answers the proposal there) or declines; the job frees the
 * hours after 72 h or when the person has no credit left.
 */
export function createFollowUpProposals(deps: FollowUpProposalsDeps) {
  const clock = () => deps.clock.now();
  const { db, config, mailer, jobs, availabilityChanges, waitingList } = deps;
  const bookings = createEmployeeService(deps);

  /** The psychologist's own consultation a follow-up may come from; another's answers like a missing one. */
  async function ownOrigin(psychologistId: string, consultationId: string) {
    const origin = await repository.findOrigin(db, consultationId);
    if (!origin || origin.doctorId !== psychologistId) throw notFound(followUpMessages.consultationNotFound);
    const refusal = followUpOriginRefusal(origin);
    if (refusal) throw conflict(refusal);
    return { ...origin, employeeId: origin.employeeId! };
  }

  async function optionsFor(psychologistId: string, consultationId: string): Promise<PsychologistFollowUpOptions> {
    const origin = await ownOrigin(psychologistId, consultationId);
    const { window, isBookable } = bookableStartChecker(clock());
    const [free, open] = await Promise.all([
      repository.findOfferableHours(db, { doctorId: psychologistId, from: window.startsAt, before: window.endsBefore }),
      repository.findOpenProposalFrom(db, origin.id),
    ]);
    return {
      freeHours: free.filter((hour) => isBookable(hour.startsAt)).map(presentHour),
      openProposal: open ? { proposalId: open.proposal.id, expiresAt: open.proposal.expiresAt.toISOString(), hours: open.hours.map(presentHour) } : null,
    };
  }

  async function propose(psychologistId: string, consultationId: string, slotIds: string[]): Promise<FollowUpProposeResponse> {
    const now = clock();
    const origin = await ownOrigin(psychologistId, consultationId);
    const { isBookable } = bookableStartChecker(now);
    // The held hours leave every search.
    const result = await retryOnTransactionConflict(() =>
      availabilityChanges.transaction(async (tx) => {
        // The employee first (decision 0055's order): their bookings, answers and this run one after the other.
        const employee = await repository.lockEmployeeCredits(tx, origin.employeeId);
        if (!employee) throw notFound(followUpMessages.consultationNotFound);
        if (employee.availableCredits <= 0) throw conflict(followUpMessages.noCredit, 'NO_CREDIT');
        if (await repository.findOpenProposalFrom(tx, origin.id)) throw conflict(followUpMessages.alreadyOpen);
        const slots = await repository.lockChosenSlots(tx, slotIds);
        // Missing, another psychologist's, booked or held for someone: one answer, nothing revealed.
        if (slots.length !== slotIds.length || slots.some((slot) => slot.doctorId !== psychologistId || slot.status !== 'AVAILABLE' || slot.heldForProposalId !== null)) {
          throw conflict(followUpMessages.hourUnavailable);
        }
        if (slots.some((slot) => !isBookable(slot.startsAt))) throw badRequest(followUpMessages.hourOutsideWindow, { meetingIds: followUpMessages.hourOutsideWindow });
        const proposal = await repository.insertProposal(tx, { doctorId: psychologistId, employeeId: origin.employeeId, fromMeetingId: origin.id, createdAt: now, expiresAt: followUpExpiresAt(now) });
        await repository.holdSlots(tx, proposal.id, slotIds);
        // Who proposed and when; never the person, nor the consultation that would lead to them.
        await recordAudit(tx, { actorUserId: psychologistId, action: 'follow-up.proposed', target: { type: 'doctor', id: psychologistId } });
        const hours = [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
        const email = await repository.findEmployeeEmail(tx, origin.employeeId);
        if (email) {
          const mail = followUpProposedMail(
            email,
            { id: proposal.id, hours: hours.map((hour) => hour.startsAt), expiresAt: proposal.expiresAt, meetingType: origin.meetingType ?? 'TEAMS', writtenAt: now },
            config.appUrl,
          );
          await mailer.queue({ ...mail, aboutEmployee: origin.employeeId }, tx);
        }
        return { proposal, hours };
      }),
    );
    return {
      success: true,
      message: followUpMessages.proposed,
      proposalId: result.proposal.id,
      expiresAt: result.proposal.expiresAt.toISOString(),
      hours: result.hours.map(presentHour),
    };
  }

  async function ownProposal(employeeId: string, proposalId: string) {
    const row = await repository.findOwnProposal(db, proposalId, employeeId);
    // Another person's proposal answers exactly like a missing one.
    if (!row) throw notFound(followUpMessages.notFound);
    return row;
  }

  async function showToEmployee(employeeId: string, proposalId: string): Promise<EmployeeFollowUp> {
    const row = await ownProposal(employeeId, proposalId);
    const hours = (await repository.findHeldHours(db, [row.proposal.id])).get(row.proposal.id) ?? [];
    return presentForEmployee(row, hours, clock());
  }

  async function listOpen(employeeId: string): Promise<{ proposals: EmployeeFollowUp[] }> {
    const now = clock();
    const rows = (await repository.findOpenProposalsOf(db, employeeId)).filter((row) => !isFollowUpExpired(row.proposal.expiresAt, now));
    const hours = await repository.findHeldHours(
      db,
      rows.map((row) => row.proposal.id),
    );
    return { proposals: rows.map((row) => presentForEmployee(row, hours.get(row.proposal.id) ?? [], now)) };
  }

  /** Books the chosen hour through the one booking transaction, which answers the proposal and frees the others. */
  async function accept(session: VerifiedAccessToken, proposalId: string, slotId: string): Promise<FollowUpAcceptResponse> {
    const { proposal, origin } = await ownProposal(session.userId, proposalId);
    const refusal = followUpAnswerRefusal(proposal, clock());
    if (refusal) throw conflict(refusal);
    const hours = (await repository.findHeldHours(db, [proposal.id])).get(proposal.id) ?? [];
    if (!hours.some((hour) => hour.id === slotId)) throw conflict(followUpMessages.notOffered);
    try {
      const booked = await bookings.book(session, {
        meetingId: slotId,
        proposalId: proposal.id,
        meetingType: origin.meetingType ?? 'TEAMS',
        doctorCategoryName: (origin.category ?? '') as PsychologistCategory,
        // The motive may have been erased by retention (decision 0038): the default one then.
        subject: origin.subject ?? DEFAULT_CONSULTATION_SUBJECT,
      });
      return { success: true, message: booked.message, meeting: booked.meeting };
    } catch (error) {
      // Freed meanwhile (the job, or the last credit spent elsewhere): the proposal's own reason, in French.
      if (error instanceof AppError && error.statusCode === 409) {
        const now = await ownProposal(session.userId, proposalId);
        const late = followUpAnswerRefusal(now.proposal, clock());
        if (late) throw conflict(late);
      }
      throw error;
    }
  }

  /**
   * Closes an open proposal and frees its hours, which are then free for everyone: the waiting list
   * hears of them in the same transaction (decision 0067). False when it was no longer open.
   */
  async function closeAndFreeHours(tx: Executor, proposalId: string, values: { status: 'DECLINED' | 'EXPIRED' | 'NO_CREDIT'; now: Date }): Promise<boolean> {
    const freed = await repository.closeProposal(tx, proposalId, values);
    if (!freed) return false;
    await waitingList.slotsFreed(tx, freed);
    return true;
  }

  async function decline(employeeId: string, proposalId: string): Promise<FollowUpDeclineResponse> {
    const { proposal } = await ownProposal(employeeId, proposalId);
    const now = clock();
    const refusal = followUpAnswerRefusal(proposal, now);
    if (refusal) throw conflict(refusal);
    const isClosed = await retryOnTransactionConflict(() =>
      availabilityChanges.transaction(
        async (tx) => {
          await repository.lockEmployeeCredits(tx, employeeId);
          return closeAndFreeHours(tx, proposal.id, { status: 'DECLINED', now });
        },
        (closed) => (closed ? 'all' : 'none'),
      ),
    );
    if (!isClosed) {
      const late = followUpAnswerRefusal((await ownProposal(employeeId, proposalId)).proposal, now);
      throw conflict(late ?? followUpMessages.notFound);
    }
    return { success: true, message: followUpMessages.declinedNow };
  }

  /**
   * Frees the hours of open proposals past their 72 h or whose person has no credit left, each in its
   * own transaction under the employee's lock (so a booking of one of them either lands first and
   * answers the proposal, or finds the hour free for everyone). Returns how many were freed.
   */
  async function freeStaleProposals(now = clock()): Promise<number> {
    let freed = 0;
    const seen = new Set<string>();
    for (;;) {
      const due = (await repository.findProposalsToFree(db, now, EXPIRY_BATCH)).filter((row) => !seen.has(row.id));
      if (due.length === 0) break;
      for (const row of due) {
        seen.add(row.id);
        const isFreed = await retryOnTransactionConflict(() =>
          availabilityChanges.transaction(
            async (tx) => {
              const employee = await repository.lockEmployeeCredits(tx, row.employeeId);
              // Decided again under the lock: credits may have come back, or the proposal been answered.
              const proposal = await repository.findOwnProposal(tx, row.id, row.employeeId);
              if (!proposal || proposal.proposal.status !== 'OPEN') return false;
              const status = isFollowUpExpired(proposal.proposal.expiresAt, now) ? 'EXPIRED' : (employee?.availableCredits ?? 0) <= 0 ? 'NO_CREDIT' : null;
              if (!status) return false;
              return closeAndFreeHours(tx, row.id, { status, now });
            },
            (isClosed) => (isClosed ? 'all' : 'none'),
          ),
        );
        if (isFreed) freed += 1;
      }
    }
    return freed;
  }

  // Every five minutes, one run at a time (pg-boss), whatever the processes: a held hour is free again
  // at most five minutes after its 72 h (the booking refuses it from the 72nd hour on anyway).
  jobs.work(followUpExpiryJob, async () => void (await freeStaleProposals()));
  jobs.schedule(followUpExpiryJob, '*/5 * * * *', { tz: BUSINESS_TIME_ZONE });

  return { optionsFor, propose, showToEmployee, listOpen, accept, decline, freeStaleProposals };
}
export type FollowUpProposals = ReturnType<typeof createFollowUpProposals>;
