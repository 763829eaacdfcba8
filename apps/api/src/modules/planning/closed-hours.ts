import { and, gt, inArray, lt } from 'drizzle-orm';
import { overlapsAny } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { doctorAbsences, doctorHolidayOpenings } from '../../db/schema';
import { publicHolidaysBetween } from './public-holidays';

/** A stretch of a psychologist's time where nothing may be published (decision 0064). */
export type ClosedHours = { doctorId: string; start: Date; end: Date; kind: 'ABSENCE' | 'HOLIDAY' };

/**
 * The closed hours of these psychologists meeting [start, end): their absences, and the French public
 * holidays they have not opened. The one place every publishing path (week editor, copy of a week, the
 * standing week's job) asks; sorted by psychologist, then start.
 */
export async function findClosedHours(db: Executor, doctorIds: readonly string[], range: { start: Date; end: Date }): Promise<ClosedHours[]> {
  const ids = [...new Set(doctorIds)];
  if (ids.length === 0 || range.end <= range.start) return [];
  const holidays = publicHolidaysBetween(range);
  const [absences, openings] = await Promise.all([
    db
      .select({ doctorId: doctorAbsences.doctorId, start: doctorAbsences.startsAt, end: doctorAbsences.endsAt })
      .from(doctorAbsences)
      .where(and(inArray(doctorAbsences.doctorId, ids), lt(doctorAbsences.startsAt, range.end), gt(doctorAbsences.endsAt, range.start))),
    holidays.length === 0
      ? Promise.resolve([])
      : db
          .select({ doctorId: doctorHolidayOpenings.doctorId, day: doctorHolidayOpenings.day })
          .from(doctorHolidayOpenings)
          .where(
            and(
              inArray(doctorHolidayOpenings.doctorId, ids),
              inArray(
                doctorHolidayOpenings.day,
                holidays.map((holiday) => holiday.day),
              ),
            ),
          ),
  ]);
  const opened = new Set(openings.map((opening) => `${opening.doctorId}|${opening.day}`));
  const closed: ClosedHours[] = absences.map((absence) => ({ ...absence, kind: 'ABSENCE' }));
  for (const doctorId of ids) {
    for (const holiday of holidays) {
      if (!opened.has(`${doctorId}|${holiday.day}`)) closed.push({ doctorId, start: holiday.start, end: holiday.end, kind: 'HOLIDAY' });
    }
  }
  return closed.sort((a, b) => a.doctorId.localeCompare(b.doctorId) || a.start.getTime() - b.start.getTime());
}

/** Whether the hour [start, end) of this psychologist falls in one of the closed hours. */
export function isClosedHour(closed: readonly ClosedHours[], doctorId: string, start: Date, end: Date): boolean {
  return overlapsAny(
    closed.filter((interval) => interval.doctorId === doctorId),
    start,
    end,
  );
}
