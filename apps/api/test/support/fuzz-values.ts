import fc from 'fast-check';

/** What a fuzzed body field may hold: a string, number, boolean, null, UUID or ISO date, right type or not. */
export const anyFieldValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
);

/** An id for a fuzzed route's path: one of `knownIds`, an unknown UUID, or any string made safe for a URL. */
export const anyRouteId = (...knownIds: string[]) => fc.oneof(...knownIds.map((id) => fc.constant(id)), fc.uuid(), fc.string({ minLength: 1 }).map(encodeURIComponent));
