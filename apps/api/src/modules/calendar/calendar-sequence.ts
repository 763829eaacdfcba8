import { sql } from 'drizzle-orm';
import { meetings } from '../../db/schema';

/**
 * The value of `meetings.calendar_sequence` in an update that changes what a calendar shows of the
 * consultation (accepted, cancelled): one more than before, counted by the database within the
 * update's own row lock, so two changes never share a SEQUENCE.
 */
export const nextCalendarSequence = () => sql`${meetings.calendarSequence} + 1`;
