import { createHash, randomBytes } from 'node:crypto';
import { subMonths } from 'date-fns';
import { bookingWindow, CALENDAR_FEED_REFRESH_MINUTES, calendarFeedMessages, inParis, parisDayKey, startOfParisDay, type CalendarFeedCreated, type CalendarFeedState } from '@parenthese/shared';
import { notFound, tooManyRequests } from '../../lib/app-error';
import { takePointOrRefuse } from '../../plugins/rate-limiters';
import { recordAudit } from '../accounts/audit';
import { findClosedHours } from '../planning/closed-hours';
import { consultationCalendarText } from './consultation-event';
import { presentFeedConsultation, presentFeedState } from './presenter';
import { findActiveFeed, findFeedConsultations, findFeedOwner, insertFeed, lockPsychologist, revokeActiveFeed } from './repository';
import type { Services } from '../services';

/** Feed requests per client address and minute. Generous: calendar services fetch many people's feeds from a few shared addresses. */
export const FEED_REQUESTS_PER_ADDRESS = { points: 60, durationSeconds: 60 } as const;
/** How far back the feed goes (months); ahead, it goes as far as a consultation can be booked. */
export const FEED_MONTHS_BACK = 1;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored: a database leak gives no usable address. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The API path of a feed; the route is declared with the same shape (routes.ts). */
export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** A psychologist's private calendar feed: its address (created, replaced, ended) and its content. */
export function createCalendarFeedService(deps: Pick<Services, 'config' | 'db' | 'log' | 'rateLimiters' | 'clock'>) {
  const clock = () => deps.clock.now();
  const perAddress = deps.rateLimiters.create({ keyPrefix: 'calendar-feed-ip', ...FEED_REQUESTS_PER_ADDRESS });
  const limitOptions = { log: deps.log, limitName: 'calendar feed' };

  return {
    async state(psychologistId: string): Promise<CalendarFeedState> {
      return presentFeedState(await findActiveFeed(deps.db, psychologistId));
    },

    /** A new secret address, answered this once; the previous one, if any, stops working in the same transaction. */
    async createAddress(psychologistId: string): Promise<CalendarFeedCreated> {
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      const created = await deps.db.transaction(async (tx) => {
        if (!(await lockPsychologist(tx, psychologistId))) throw notFound('Profil de psychologue introuvable.');
        const hasReplaced = await revokeActiveFeed(tx, psychologistId, now);
        const row = await insertFeed(tx, { doctorId: psychologistId, tokenHash: hashFeedToken(token), now });
        await recordAudit(tx, { actorUserId: psychologistId, action: 'calendar-feed.created', target: { type: 'calendar-feed', id: row.id }, details: { hasReplacedActive: hasReplaced } });
        return row;
      });
      return { isActive: true, activeSince: created.createdAt.toISOString(), feedUrl: `${deps.config.appUrl.replace(/\/$/, '')}${calendarFeedPath(token)}` };
    },

    /** Ends the active address; nothing to do without one. */
    async endAddress(psychologistId: string): Promise<CalendarFeedState> {
      await deps.db.transaction(async (tx) => {
        if (!(await lockPsychologist(tx, psychologistId))) throw notFound('Profil de psychologue introuvable.');
        const active = await findActiveFeed(tx, psychologistId);
        if (!active) return;
        await revokeActiveFeed(tx, psychologistId, clock());
        await recordAudit(tx, { actorUserId: psychologistId, action: 'calendar-feed.revoked', target: { type: 'calendar-feed', id: active.id } });
      });
      return presentFeedState(undefined);
    },

    /**
     * The feed's text: the psychologist's booked consultations (pending or accepted) from a month back
     * to the end of the booking window. Limited per client address before anything is looked up; an
     * unknown, ended or malformed token, or a locked account, all answer the same 404.
     */
    async feed(token: string, clientAddress: string): Promise<string> {
      await takePointOrRefuse(perAddress, clientAddress, { ...limitOptions, refuse: (seconds) => tooManyRequests(calendarFeedMessages.tooManyRequests(Math.ceil(seconds / 60))) });
      const psychologistId = TOKEN_PATTERN.test(token) ? await findFeedOwner(deps.db, hashFeedToken(token)) : undefined;
      if (!psychologistId) throw notFound(calendarFeedMessages.notFound);
      const now = clock();
      const from = startOfParisDay(parisDayKey(subMonths(inParis(now), FEED_MONTHS_BACK)));
      const before = bookingWindow(now).endsBefore;
      const [rows, closed] = await Promise.all([findFeedConsultations(deps.db, psychologistId, { from, before }), findClosedHours(deps.db, [psychologistId], { start: from, end: before })]);
      return consultationCalendarText({
        method: 'PUBLISH',
        name: 'Parenthèse',
        refreshMinutes: CALENDAR_FEED_REFRESH_MINUTES,
        consultations: rows.map((row) => presentFeedConsultation(row, now)),
        // Absences and closed public holidays: busy, nothing of why.
        busy: closed.map(({ start, end }) => ({ start, end })),
        now,
      });
    },
  };
}
