import { parisWeekRange, parisDateTime, slotEndAt, slotStartProblem, slotStartProblemMessages, type PlanningWeekResponse, planningUpdateRequestSchema } from '@parenthese/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { findCarePairContexts } from '../care-pairs/repository';
import { presentWeek } from './presenter';
import { announcePublishedSlots } from './published-slots';
import { copyWeek } from './copy-week';
import { findClosedHours, isClosedHour } from './closed-hours';
import {
  deleteAvailableSlots,
  findConsultations,
  findLiveSlots,
  findConsultationById,
  findConsultationsForUpdate,
  forgetRemovedHours,
  insertAvailableSlots,
  lockPsychologistPlanning,
  rememberRemovedHours,
} from './repository';
import { rememberHandEditedWeeks } from './standing-week-repository';
import type { Services } from '../services';

type PlanningUpdate = z.output<typeof planningUpdateRequestSchema>;

const CLOSED_HOUR_MESSAGE = 'Ce créneau tombe pendant une absence ou un jour férié fermé : il ne peut pas être publié.';

/** 'yyyy-MM-dd' is a Paris day; anything else is an ISO instant (already validated by the contract). */
export function instantOfStartDate(startDate: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(startDate);
  if (day) return parisDateTime(Number(day[1]), Number(day[2]), Number(day[3]), 12);
  return new Date(startDate);
}

export function createPlanningService(deps: Pick<Services, 'availabilityChanges' | 'db' | 'waitingList' | 'clock'>) {
  async function loadWeek(db: Executor, psychologistId: string, instant: Date): Promise<PlanningWeekResponse> {
    const range = parisWeekRange(instant);
    const [slots, consultations, closedHours] = await Promise.all([
      findLiveSlots(db, psychologistId, range),
      findConsultations(db, psychologistId, range),
      findClosedHours(db, [psychologistId], range),
    ]);
    const carePairs = await findCarePairContexts(
      db,
      consultations.map((row) => row.consultation),
    );
    return presentWeek({ range, slots, consultations, carePairs, closedHours, now: deps.clock.now() });
  }

  /**
   * Adds and removes slots of one week, all or nothing. Rules: on the hour between 07:00 and 19:00
   * (Paris), Monday to Friday, in the future, in the displayed week; a start that already holds a live slot is left as
   * it is (the editor may be a little stale, the wish is met); only the psychologist's own AVAILABLE future
   * slots can be removed, a BOOKED one answers 409.
   */
  async function updateWeek(psychologistId: string, input: PlanningUpdate, now = deps.clock.now()): Promise<PlanningWeekResponse> {
    const starts = [...new Set(input.meetingDates.map((value) => new Date(value).getTime()))].map((time) => new Date(time));
    const removals = [...new Set(input.meetingsToRemove)];

    let weekInstant: Date;
    if (input.startDate) weekInstant = instantOfStartDate(input.startDate);
    else if (starts.length > 0) weekInstant = starts[0];
    else if (removals.length > 0) weekInstant = (await findConsultationById(deps.db, removals[0]))?.startsAt ?? now;
    else weekInstant = now;
    const week = parisWeekRange(weekInstant);

    starts.forEach((start, index) => {
      const field = `meetingDates.${index}`;
      const problem = slotStartProblem(start);
      if (problem) {
        const message = slotStartProblemMessages[problem];
        throw badRequest(message, { [field]: message });
      }
      if (start.getTime() <= now.getTime()) {
        const message = 'Impossible d’ajouter un créneau dans le passé.';
        throw badRequest(message, { [field]: message });
      }
      if (start < week.start || start >= week.end) {
        const message = 'Tous les créneaux doivent appartenir à la semaine affichée.';
        throw badRequest(message, { [field]: message });
      }
    });

    // Slots are published or removed.
    return deps.availabilityChanges.transaction(async (tx) => {
      await lockPsychologistPlanning(tx, psychologistId);
      const toRemove = await findConsultationsForUpdate(tx, removals);
      // Another psychologist's slot answers like a missing one: its existence is not revealed.
      if (toRemove.length !== removals.length || toRemove.some((consultation) => consultation.doctorId !== psychologistId)) {
        throw notFound('Créneau introuvable : la semaine a peut-être été modifiée entre-temps. Rechargez la page.');
      }
      for (const consultation of toRemove) {
        if (consultation.status === 'BOOKED') throw conflict('Impossible de supprimer un créneau déjà réservé par un salarié.');
        if (consultation.status === 'CANCELLED') throw conflict('Ce créneau correspond à un rendez-vous annulé : il ne peut pas être supprimé.');
        if (consultation.startsAt.getTime() <= now.getTime()) throw conflict('Impossible de modifier un créneau passé.');
        // Promised to a person by a follow-up proposal (decision 0066) until they answer or it expires.
        if (consultation.heldForProposalId) throw conflict('Ce créneau est proposé en suivi à une personne : il reste ouvert jusqu’à sa réponse ou l’expiration de la proposition.');
      }
      const removedCount = await deleteAvailableSlots(tx, psychologistId, removals);
      // The rows were locked, so only a concurrent change of status can make this differ.
      if (removedCount !== removals.length) throw conflict('Un créneau vient d’être réservé : rechargez la semaine.');
      // Read under the planning lock an absence also takes, so a confirmed absence is always seen here.
      const closed = await findClosedHours(tx, [psychologistId], week);
      starts.forEach((start, index) => {
        if (isClosedHour(closed, psychologistId, start, slotEndAt(start))) {
          const message = CLOSED_HOUR_MESSAGE;
          throw badRequest(message, { [`meetingDates.${index}`]: message });
        }
      });
      const published = await insertAvailableSlots(
        tx,
        psychologistId,
        starts.map((startsAt) => ({ startsAt, endsAt: slotEndAt(startsAt) })),
      );
      await announcePublishedSlots(deps.waitingList, tx, published);
      // Remembered so that copying a week never brings these hours back; publishing one again forgets it.
      await rememberRemovedHours(
        tx,
        psychologistId,
        toRemove.map((consultation) => consultation.startsAt),
      );
      await forgetRemovedHours(tx, psychologistId, starts);
      // A week changed by hand keeps its changes: the standing week's job leaves it alone from now on.
      if (starts.length > 0 || toRemove.length > 0) await rememberHandEditedWeeks(tx, psychologistId, [week.start]);
      return loadWeek(tx, psychologistId, week.start);
    });
  }

  return {
    loadWeek: (psychologistId: string, startDate: string) => loadWeek(deps.db, psychologistId, instantOfStartDate(startDate)),
    updateWeek,
    async copyWeek(psychologistId: string, input: { startDate: string; weeks: number }, now = deps.clock.now()) {
      // Its own transaction, which publishes the copied hours.
      return deps.availabilityChanges.afterCommit(() => copyWeek(deps.db, deps.waitingList, psychologistId, { source: instantOfStartDate(input.startDate), weeks: input.weeks }, now));
    },
  };
}
