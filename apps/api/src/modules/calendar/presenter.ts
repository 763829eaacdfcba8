import type { CalendarFeedState } from '@parenthese/shared';
import { calendarConsultationOf, type CalendarConsultation } from './consultation-event';
import type { findFeedConsultations } from './repository';

type FeedRow = Awaited<ReturnType<typeof findFeedConsultations>>[number];

/** The address's state: whether one works and since when; never its token, which is not kept. */
export function presentFeedState(active: { createdAt: Date } | undefined): CalendarFeedState {
  return { isActive: active !== undefined, activeSince: active ? active.createdAt.toISOString() : null };
}

/**
 * A consultation of the psychologist's own feed. What the event may say is decided by
 * calendarConsultationOf, with the psychologist presenter's rule for the number: the employee's phone for a
 * phone consultation still on (and not yet over), and the pair's pseudonym; never a name, an email, an
 * identifier or the subject.
 */
export function presentFeedConsultation(row: FeedRow, now: Date): CalendarConsultation {
  return calendarConsultationOf(row, { audience: 'psychologist', employeePhoneNumber: row.employeePhoneNumber, pseudonym: row.pseudonym, now });
}
