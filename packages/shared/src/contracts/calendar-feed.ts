import { z } from 'zod';

/**
 * A psychologist's private calendar feed (issue 21): a secret address to subscribe to from a calendar
 * application. Only a digest of its token is stored, so the address is shown once, when created.
 */

/** GET /api/doctor/calendar-feed, and the answer of DELETE: whether an address works, since when. */
export const calendarFeedStateSchema = z.object({
  isActive: z.boolean(),
  /** ISO date the active address was created; null without one. */
  activeSince: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** POST /api/doctor/calendar-feed: a new address, shown this once; the previous one stops working. */
export const calendarFeedCreatedSchema = z.object({
  isActive: z.literal(true),
  activeSince: z.string(),
  /** The whole address to paste into the calendar application. */
  feedUrl: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** GET /api/calendar/{token}.ics: a malformed token is answered like an unknown one (404), not as invalid input. */
export const calendarFeedParamsSchema = z.object({ token: z.string() });

/** How often a subscribed calendar is asked to fetch the feed again, and how long an answer may be kept. */
export const CALENDAR_FEED_REFRESH_MINUTES = 15;
export const CALENDAR_FEED_CACHE_SECONDS = 300;

export const calendarFeedMessages = {
  /** Unknown, ended or malformed address: one answer for all. */
  notFound: 'Agenda introuvable.',
  tooManyRequests: (minutes: number) => `Trop de demandes pour cet agenda. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
} as const;
