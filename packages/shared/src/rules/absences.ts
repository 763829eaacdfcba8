import { parisDateKey, WORKING_DAY_END_HOUR, WORKING_DAY_FIRST_HOUR } from './working-hours';
import { parisDateTime } from './paris-time';

/**
 * A psychologist's absence (issue 35 item 3): whole Paris days from `firstDay` to `lastDay`, or a range
 * of whole hours within one Paris day. Either becomes one half-open interval of instants.
 */
export type AbsenceInput = { kind: 'DAYS'; firstDay: string; lastDay: string } | { kind: 'HOURS'; day: string; fromHour: number; toHour: number };

/** The longest absence taken at once: beyond it, a mistake is likelier than a holiday. */
export const ABSENCE_MAX_DAYS = 92;

const dayParts = (key: string) => key.split('-').map(Number) as [number, number, number];
const dayStart = (key: string, hour = 0) => {
  const [year, month, day] = dayParts(key);
  return parisDateTime(year, month, day, hour);
};
/** The Paris day after `key` (calendar arithmetic, so a clock change does not matter). */
function nextDayKey(key: string): string {
  const [year, month, day] = dayParts(key);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
const daysBetween = (first: string, last: string) => Math.round((Date.UTC(...utcParts(last)) - Date.UTC(...utcParts(first))) / 86_400_000);
const utcParts = (key: string): [number, number, number] => {
  const [year, month, day] = dayParts(key);
  return [year, month - 1, day];
};

export function absenceInterval(input: AbsenceInput): { start: Date; end: Date } {
  if (input.kind === 'DAYS') return { start: dayStart(input.firstDay), end: dayStart(nextDayKey(input.lastDay)) };
  return { start: dayStart(input.day, input.fromHour), end: dayStart(input.day, input.toHour) };
}

/** Why an absence cannot be taken (a French sentence and the field it is about), or null. */
export function absenceProblem(input: AbsenceInput, now: Date): { field: string; message: string } | null {
  const today = parisDateKey(now);
  if (input.kind === 'DAYS') {
    if (input.firstDay < today) return { field: 'firstDay', message: 'Une absence ne peut pas commencer dans le passé.' };
    if (input.lastDay < input.firstDay) return { field: 'lastDay', message: 'Le dernier jour doit suivre le premier.' };
    if (daysBetween(input.firstDay, input.lastDay) + 1 > ABSENCE_MAX_DAYS) return { field: 'lastDay', message: `Une absence dure au plus ${ABSENCE_MAX_DAYS} jours.` };
    return null;
  }
  if (input.day < today) return { field: 'day', message: 'Une absence ne peut pas commencer dans le passé.' };
  if (input.fromHour < WORKING_DAY_FIRST_HOUR || input.fromHour >= WORKING_DAY_END_HOUR) {
    return { field: 'fromHour', message: `L’heure de début doit être entre ${WORKING_DAY_FIRST_HOUR} h et ${WORKING_DAY_END_HOUR - 1} h.` };
  }
  if (input.toHour <= input.fromHour || input.toHour > WORKING_DAY_END_HOUR) {
    return { field: 'toHour', message: `L’heure de fin doit suivre l’heure de début, ${WORKING_DAY_END_HOUR} h au plus tard.` };
  }
  if (absenceInterval(input).end.getTime() <= now.getTime()) return { field: 'toHour', message: 'Cette plage horaire est déjà passée.' };
  return null;
}

/** Whether [start, end) meets one of the intervals (half-open: touching ends do not meet). */
export function overlapsAny(intervals: readonly { start: Date | string; end: Date | string }[], start: Date, end: Date): boolean {
  return intervals.some((interval) => new Date(interval.start).getTime() < end.getTime() && new Date(interval.end).getTime() > start.getTime());
}
