import { and, gt, inArray, lt } from 'drizzle-orm';
import { overlapsAny } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import { psychologistAbsences, psychologistHolidayOpenings } from '../../db/schema';
import { publicHolidaysBetween } from './public-holidays';

/** A stretch of a psychologist's time where nothing may be published (decision 0064). */
export type ClosedHours = { doctorId: string; start: Date; end: Date; kind: 'ABSENCE' | 'HOLIDAY' };

/**
 * The closed hours of these psychologists meeting [start, end): their absences, and the French public
 * holidays they have not opened. The one place every publishing path (week editor, copy of a week, the
 * standing week's job) asks; sorted by psychologist, then start.
 */
export async function findClosedHours(db: Executor, psychologistIds: readonly string[], range: { start: Date; end: Date }): Promise<ClosedHours[]> {
  const ids = [...new Set(psychologistIds)];
  if (ids.length === 0 || range.end <= range.start) return [];
  const holidays = publicHolidaysBetween(range);
  const [absences, openings] = await Promise.all([
    db
      .select({ doctorId: psychologistAbsences.doctorId, start: psychologistAbsences.startsAt, end: psychologistAbsences.endsAt })
      .from(psychologistAbsences)
      .where(and(inArray(psychologistAbsences.doctorId, ids), lt(psychologistAbsences.startsAt, range.end), gt(psychologistAbsences.endsAt, range.start))),
    holidays.length === 0
      ? Promise.resolve([])
      : db
          .select({ doctorId: psychologistHolidayOpenings.doctorId, day: psychologistHolidayOpenings.day })
          .from(psychologistHolidayOpenings)
          .where(
            and(
              inArray(psychologistHolidayOpenings.doctorId, ids),
              inArray(
                psychologistHolidayOpenings.day,
                holidays.map((holiday) => holiday.day),
              ),
            ),
          ),
  ]);
  const opened = new Set(openings.map((opening) => `${opening.doctorId}|${opening.day}`));
  const closed: ClosedHours[] = absences.map((absence) => ({ ...absence, kind: 'ABSENCE' }));
  for (const psychologistId of ids) {
    for (const holiday of holidays) {
      if (!opened.has(`${psychologistId}|${holiday.day}`)) closed.push({ doctorId: psychologistId, start: holiday.start, end: holiday.end, kind: 'HOLIDAY' });
    }
  }
  return closed.sort((a, b) => a.doctorId.localeCompare(b.doctorId) || a.start.getTime() - b.start.getTime());
}

/** Whether the hour [start, end) of this psychologist falls in one of the closed hours. */
export function isClosedHour(closed: readonly ClosedHours[], psychologistId: string, start: Date, end: Date): boolean {
  return overlapsAny(
    closed.filter((interval) => interval.doctorId === psychologistId),
    start,
    end,
  );
}
