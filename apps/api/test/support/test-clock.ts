import type { Clock } from '../../src/lib/clock';

/**
 * Where every test app's clock starts unless a test chooses (decision 0078): an ordinary Wednesday,
 * 9 June 2027 at 09:00 Paris, after every date the code and its tests name as past, with no public holiday
 * and no change of time in the weeks the tests publish ahead (March's weeks held Easter Monday and the
 * spring change: a standing week published across them lost its Monday).
 * Helpers that build a date without a test app at hand (a demo request's slot, a past month's weekday)
 * count from it: the app's clock starts there and moves on with real time.
 */
export const TEST_CLOCK_START = new Date('2027-06-09T07:00:00.000Z');

/** The clock of each test app's database, for helpers given only the database (a booking's stamp). */
const clockByDatabase = new WeakMap<object, Clock>();

/** Records the clock of a test app's database, for nowOf. */
export function rememberClock(db: object, clock: Clock) {
  clockByDatabase.set(db, clock);
}

/**
 * The time of the test app `db` belongs to: a row a helper stamps « now » must be stamped on the app's clock,
 * which the rules compare it with (a reminder is due only for a booking made before it). The machine's time
 * for a database no test app made (a transaction, a script's).
 */
export function nowOf(db: object): Date {
  return clockByDatabase.get(db)?.now() ?? new Date();
}
