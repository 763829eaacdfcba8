import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isMonday } from 'date-fns/isMonday';
import { parseISO } from 'date-fns/parseISO';
import { bookingWindow, startOfParisDay, type DayKey } from './booking-window';

/**
 * The waiting list (« Me prévenir quand un créneau se libère », issue 35 item 6): an employee who finds
 * no free slot of a category and mode asks to be told when one frees up, for the next
 * WAITING_LIST_DAYS days or one chosen week of the booking window. A freed or published slot is mailed
 * to the earliest waiters whose period covers it, at most WAITING_LIST_OFFERS_PER_SLOT per slot, so a
 * slot is not promised to a crowd; a place is kept WAITING_LIST_KEEP_DAYS days at most. The API and the
 * wizard read these rules.
 */
export const WAITING_LIST_DAYS = 14;
export const WAITING_LIST_OFFERS_PER_SLOT = 3;
export const WAITING_LIST_KEEP_DAYS = 30;

export const waitingListMessages = {
  subscribed: 'C’est noté : vous recevrez un message dès qu’un créneau se libère.',
  alreadyWaiting: 'Vous attendez déjà un créneau pour cette catégorie, ce mode et cette période.',
  slotsAvailable: 'Des créneaux sont libres sur cette période : vous pouvez en réserver un dès maintenant.',
  weekNotMonday: 'Choisissez une semaine à partir de son lundi.',
  weekOutsideWindow: 'Cette semaine est en dehors de la période de réservation (de demain à 3 mois).',
  entryNotFound: 'Demande d’alerte introuvable.',
  cancelled: 'Votre demande d’alerte est annulée.',
  /** A link used, unknown, someone else's or of a slot gone: one answer, nothing revealed. */
  linkInvalid: 'Ce lien n’est plus valable. Vous pouvez choisir un autre créneau dans la prise de rendez-vous.',
  slotGone: 'Ce créneau a déjà été réservé ou n’est plus proposé. Vous pouvez en choisir un autre dans la prise de rendez-vous.',
  booked: 'Rendez-vous réservé',
} as const;

export type WaitingPeriod = { startsAt: Date; endsBefore: Date };

/**
 * The period a waiting entry covers: the next WAITING_LIST_DAYS days of the booking window, or the
 * week starting on Monday `weekStart` (a Paris day), clipped to the window. A string is a French refusal.
 */
export function waitingPeriod(now: Date, weekStart?: DayKey | null): WaitingPeriod | string {
  const window = bookingWindow(now);
  if (!weekStart) {
    const endsBefore = startOfParisDay(format(addDays(parseISO(window.firstDay), WAITING_LIST_DAYS), 'yyyy-MM-dd'));
    return { startsAt: window.startsAt, endsBefore: endsBefore < window.endsBefore ? endsBefore : window.endsBefore };
  }
  const monday = parseISO(weekStart);
  if (Number.isNaN(monday.getTime()) || !isMonday(monday)) return waitingListMessages.weekNotMonday;
  const startsAt = startOfParisDay(weekStart);
  const endsBefore = startOfParisDay(format(addDays(monday, 7), 'yyyy-MM-dd'));
  if (endsBefore <= window.startsAt || startsAt >= window.endsBefore) return waitingListMessages.weekOutsideWindow;
  return { startsAt: startsAt > window.startsAt ? startsAt : window.startsAt, endsBefore: endsBefore < window.endsBefore ? endsBefore : window.endsBefore };
}

/** Until when a place is kept. */
export const waitingEntryExpiry = (createdAt: Date) => new Date(createdAt.getTime() + WAITING_LIST_KEEP_DAYS * 24 * 60 * 60 * 1000);

export type WaitingEntryFacts = { id: string; employeeId: string; createdAt: Date; expiresAt: Date } & WaitingPeriod;

/**
 * The fan-out of one freed slot: the entries (already of the slot's category and mode) whose period
 * covers its start and that are still kept, earliest first, one per employee, and no more than the
 * places left of WAITING_LIST_OFFERS_PER_SLOT once `alreadyOffered` employees were told of this slot.
 */
export function waitersToNotify<Entry extends WaitingEntryFacts>(entries: readonly Entry[], slotStartsAt: Date, now: Date, alreadyOffered: ReadonlySet<string>): Entry[] {
  const placesLeft = WAITING_LIST_OFFERS_PER_SLOT - alreadyOffered.size;
  if (placesLeft <= 0) return [];
  const chosen: Entry[] = [];
  const told = new Set(alreadyOffered);
  const earliestFirst = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  for (const entry of earliestFirst) {
    if (chosen.length >= placesLeft) break;
    if (told.has(entry.employeeId) || entry.expiresAt <= now) continue;
    if (slotStartsAt < entry.startsAt || slotStartsAt >= entry.endsBefore) continue;
    told.add(entry.employeeId);
    chosen.push(entry);
  }
  return chosen;
}

/** The Mondays (Paris days) of the weeks an employee may choose: every week meeting the booking window. */
export function waitingWeeks(now: Date): DayKey[] {
  const window = bookingWindow(now);
  const first = parseISO(window.firstDay);
  let monday = addDays(first, -((first.getDay() + 6) % 7));
  const weeks: DayKey[] = [];
  while (format(monday, 'yyyy-MM-dd') <= window.lastDay) {
    weeks.push(format(monday, 'yyyy-MM-dd'));
    monday = addDays(monday, 7);
  }
  return weeks;
}
