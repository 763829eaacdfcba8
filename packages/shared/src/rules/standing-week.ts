import { bookingWindow } from './booking-window';
import { EDITOR_HOURS, parisWeekDays, shiftParisWeek, slotStartAt, slotStartProblem } from './working-hours';

/**
 * The standing week (« Semaine type », issue 35 item 4, decision 0065): the hours of each weekday a
 * psychologist wants published, kept published over a rolling horizon by a nightly job.
 */

/** Weekdays a pattern may hold: Monday (0) to Friday (4), as the week editor. */
export const STANDING_WEEK_WEEKDAYS = [0, 1, 2, 3, 4] as const;
export const STANDING_WEEK_WEEKDAY_LABELS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi'] as const;

/** How many weeks ahead, this week included, the job keeps the pattern published (AVAILABILITY_HORIZON_WEEKS). */
export const DEFAULT_AVAILABILITY_HORIZON_WEEKS = 8;
export const AVAILABILITY_HORIZON_WEEKS_MIN = 1;
/** The booking window is 3 months: a 14th week would lie wholly beyond it. */
export const AVAILABILITY_HORIZON_WEEKS_MAX = 13;

export type StandingWeekHour = { weekday: number; hour: number };

/** One hour of the week as stored and joined by the job: weekday * 24 + Paris hour. */
export const weekHourOf = ({ weekday, hour }: StandingWeekHour) => weekday * 24 + hour;
export const standingWeekHourOf = (weekHour: number): StandingWeekHour => ({ weekday: Math.floor(weekHour / 24), hour: weekHour % 24 });

/** Whether a pattern hour is one the week editor could publish: a weekday, a start from 07:00 to 19:00. */
export function isStandingWeekHour({ weekday, hour }: StandingWeekHour): boolean {
  return (STANDING_WEEK_WEEKDAYS as readonly number[]).includes(weekday) && EDITOR_HOURS.includes(hour);
}

/** One hour the job may publish: the pattern hour, the Monday of its week, its instant. */
export type StandingWeekStart = { weekHour: number; weekStart: Date; startsAt: Date };

/**
 * Every start the pattern could fill over the horizon: the `horizonWeeks` weeks from the one holding
 * `now`, each weekday hour of the editor, computed from the Paris day and hour (a clock change keeps
 * 09:00 at 09:00), kept only when the week editor would accept it (on the hour, working hours, a
 * weekday), in the future and inside the booking window, as « Appliquer à plusieurs semaines ».
 */
export function standingWeekStarts(now: Date, horizonWeeks: number): StandingWeekStart[] {
  const windowEnd = bookingWindow(now).endsBefore.getTime();
  const starts: StandingWeekStart[] = [];
  for (let week = 0; week < horizonWeeks; week += 1) {
    const weekStart = shiftParisWeek(now, week);
    const days = parisWeekDays(weekStart);
    for (const weekday of STANDING_WEEK_WEEKDAYS) {
      for (const hour of EDITOR_HOURS) {
        const startsAt = slotStartAt(days[weekday], hour);
        if (startsAt.getTime() <= now.getTime() || startsAt.getTime() >= windowEnd || slotStartProblem(startsAt) !== null) continue;
        starts.push({ weekHour: weekHourOf({ weekday, hour }), weekStart, startsAt });
      }
    }
  }
  return starts;
}
