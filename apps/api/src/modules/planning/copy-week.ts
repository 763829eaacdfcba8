import { bookingWindow, parisDateKey, parisHourOf, parisWeekDays, parisWeekRange, shiftParisWeek, slotEndAt, slotStartAt, slotStartProblem, type PlanningCopyWeekResponse } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { findClosedHours, isClosedHour } from './closed-hours';
import { announcePublishedSlots } from './published-slots';
import { findGivenUpStarts, findLiveSlots, insertAvailableSlots, lockPsychologistPlanning } from './repository';
import { rememberHandEditedWeeks } from './standing-week-repository';
import type { Services } from '../services';

/** One working hour of the source week: its place in the week (0 = Monday) and its Paris hour. */
type WeekHour = { dayIndex: number; hour: number };

/** The hours of the source week that hold a slot (free or booked), weekdays from 07:00 to 19:00 only. */
function weekPattern(weekStart: Date, slotStarts: Date[]): WeekHour[] {
  const dayKeys = parisWeekDays(weekStart).map((day) => parisDateKey(slotStartAt(day, 12)));
  return slotStarts
    .filter((start) => slotStartProblem(start) === null)
    .map((start) => ({ dayIndex: dayKeys.indexOf(parisDateKey(start)), hour: parisHourOf(start) }))
    .filter((weekHour) => weekHour.dayIndex >= 0);
}

/**
 * 'Appliquer à plusieurs semaines': each hour of the source week that holds a slot (free or booked)
 * is published at the same weekday and Paris hour in each of the `weeks` following weeks, unless that
 * hour there already holds a slot (left as it is, booked or not), was given up by the psychologist
 * (removed one by one, or a consultation they refused or cancelled), is past, or lies beyond the
 * booking window, or lies in an absence or a closed public holiday (closed-hours.ts). Nothing is ever removed. One transaction.
 */
export async function copyWeek(db: Executor, waitingList: Services['waitingList'], psychologistId: string, input: { source: Date; weeks: number }, now: Date): Promise<PlanningCopyWeekResponse> {
  const source = parisWeekRange(input.source);
  const window = bookingWindow(now);
  const firstTarget = parisWeekRange(shiftParisWeek(source.start, 1));
  if (firstTarget.start.getTime() >= window.endsBefore.getTime()) {
    throw badRequest('Les semaines suivantes dépassent la fenêtre de réservation de 3 mois : aucun créneau ne peut y être publié.');
  }
  const targetRange = { start: firstTarget.start, end: parisWeekRange(shiftParisWeek(source.start, input.weeks)).end };

  return db.transaction(async (tx) => {
    await lockPsychologistPlanning(tx, psychologistId);
    const sourceSlots = await findLiveSlots(tx, psychologistId, source);
    const pattern = weekPattern(
      source.start,
      sourceSlots.map((slot) => slot.startsAt),
    );
    if (pattern.length === 0) throw badRequest('La semaine affichée ne contient aucun créneau à copier.');

    const [liveSlots, givenUp, closed] = await Promise.all([
      findLiveSlots(tx, psychologistId, targetRange),
      findGivenUpStarts(tx, psychologistId, targetRange),
      findClosedHours(tx, [psychologistId], targetRange),
    ]);
    const liveStatus = new Map(liveSlots.map((slot) => [slot.startsAt.getTime(), slot.status]));
    const givenUpTimes = new Set(givenUp.map((start) => start.getTime()));

    const report = { weeks: input.weeks, added: 0, alreadyAvailable: 0, alreadyBooked: 0, removedByHand: 0, outsideWindow: 0, closed: 0 };
    const toAdd: Date[] = [];
    for (let week = 1; week <= input.weeks; week += 1) {
      const days = parisWeekDays(shiftParisWeek(source.start, week));
      for (const { dayIndex, hour } of pattern) {
        // Computed from the Paris day and hour, so a clock change between the weeks keeps 09:00 at 09:00.
        const start = slotStartAt(days[dayIndex], hour);
        const status = liveStatus.get(start.getTime());
        if (status === 'BOOKED') report.alreadyBooked += 1;
        else if (status === 'AVAILABLE') report.alreadyAvailable += 1;
        else if (start.getTime() <= now.getTime() || start.getTime() >= window.endsBefore.getTime()) report.outsideWindow += 1;
        else if (givenUpTimes.has(start.getTime())) report.removedByHand += 1;
        else if (isClosedHour(closed, psychologistId, start, slotEndAt(start))) report.closed += 1;
        else toAdd.push(start);
      }
    }
    const added = await insertAvailableSlots(
      tx,
      psychologistId,
      toAdd.map((startsAt) => ({ startsAt, endsAt: slotEndAt(startsAt) })),
    );
    report.added = await announcePublishedSlots(waitingList, tx, added);
    // The target weeks were set by hand: the standing week's job leaves them as the copy made them.
    await rememberHandEditedWeeks(
      tx,
      psychologistId,
      Array.from({ length: input.weeks }, (_, index) => shiftParisWeek(source.start, index + 1)),
    );
    // A slot published by a concurrent save in the meantime is already there: the wish is met.
    report.alreadyAvailable += toAdd.length - report.added;
    return report;
  });
}
