/** Timing rules of a consultation, shared by the employee's and the psychologist's screens and the API. */

export const CONSULTATION_LENGTH_MINUTES = 60;
export const JOIN_WINDOW_OPENS_MINUTES_BEFORE = 15;
export const LATE_CANCELLATION_HOURS = 48;

export type JoinWindowState = 'too-early' | 'open' | 'over';

/** The join button works from 15 minutes before the start until the end (spec section 5). */
export function joinWindowState(startsAt: Date, endsAt: Date, now: Date): JoinWindowState {
  if (now.getTime() < startsAt.getTime() - JOIN_WINDOW_OPENS_MINUTES_BEFORE * 60_000) return 'too-early';
  if (now.getTime() > endsAt.getTime()) return 'over';
  return 'open';
}

/** Under 48 h before the start, an employee's cancellation is late: allowed, but still billed. */
export function isLateCancellation(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() < LATE_CANCELLATION_HOURS * 3_600_000;
}
