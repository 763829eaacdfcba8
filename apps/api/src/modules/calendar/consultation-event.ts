import { TZDate } from '@date-fns/tz';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventBusyStatus,
  ICalEventClass,
  ICalEventStatus,
  ICalEventTransparency,
  type ICalCalendar,
  type ICalEvent,
} from 'ical-generator';
import { BUSINESS_TIME_ZONE, carePairPseudonymLabel, formatPhoneNumber, maskedPhoneNumber, type MeetingType } from '@parenthese/shared';
import type { meetings } from '../../db/schema';
import { parisVtimezone } from './paris-vtimezone';

/**
 * A consultation's calendar event, for the psychologist's feed (METHOD:PUBLISH) and for the `.ics`
 * attached to mails (METHOD:REQUEST or CANCEL). Discretion: calendars show events in notifications and
 * on shared screens, so the summary and description never say psychologue, consultation, thérapie, a
 * category or a motive, and the input below has no field for the employee's identity or the subject:
 * nothing of them can reach a file. The psychologist's events name the person only by the pair's
 * pseudonym, in the description (decision 0060): the summary, which notifications and shared screens
 * show, stays the same for every event.
 */

/** What every event is called, whatever the consultation. */
export const CONSULTATION_EVENT_SUMMARY = 'Rendez-vous Parenthèse';

export type ConsultationEventStatus = 'pending' | 'confirmed' | 'cancelled';

/** A consultation as one side may see it in a calendar. */
export type CalendarConsultation = {
  meetingId: string;
  startsAt: Date;
  endsAt: Date;
  mode: MeetingType;
  /** The join link of a video consultation; ignored for a phone one. */
  videoLink: string | null;
  /** pending: booked, not yet accepted by the psychologist. */
  status: ConsultationEventStatus;
  /** meetings.calendar_sequence: raised at each change, so a client replaces its copy of the event. */
  sequence: number;
  /** Whose calendar it goes to: a phone consultation reads differently for the one who calls and the one called. */
  audience: 'psychologist' | 'employee';
  /**
   * The number that will ring, for a phone consultation: shown in full to the psychologist, who calls
   * it; masked for the employee (it is theirs). Null once it is no longer the psychologist's to see
   * (see calendarConsultationOf).
   */
  phoneNumber: string | null;
  /** The pair's pseudonym (K7Q2), in the psychologist's events only (see calendarConsultationOf); null otherwise. */
  pseudonym: string | null;
};

/** The same UID in every file about one consultation, so an update or a cancellation replaces the event. */
export function consultationEventUid(consultationId: string): string {
  return `${consultationId}@parenthese.fr`;
}

/** Who an invitation is from and to (RFC 5546 wants both on REQUEST and CANCEL). */
export type ConsultationInvitation = {
  /** The mail's sender, e.g. 'Parenthèse' <ne-pas-repondre@parenthese.fr>. No reply is asked for. */
  organizer: { name: string; email: string };
  /** The mail's recipient and only attendee: never the other side of the consultation. */
  attendeeEmail: string;
};

export type ConsultationCalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/**
 * An empty calendar for consultation events: its METHOD, and the Paris VTIMEZONE that the events'
 * TZID refers to. The calendar itself has no time zone, so DTSTAMP is written in UTC as required.
 */
export function createConsultationCalendar(method: ConsultationCalendarMethod, options: { name?: string; refreshMinutes?: number } = {}): ICalCalendar {
  return ical({
    prodId: { company: 'Parenthèse', product: 'Rendez-vous', language: 'FR' },
    method: ICalCalendarMethod[method],
    timezone: { name: null, generator: parisVtimezone },
    ...(options.name ? { name: options.name } : {}),
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: how often a subscribed client should fetch the feed again.
    ...(options.refreshMinutes ? { ttl: options.refreshMinutes * 60 } : {}),
  });
}

const EVENT_STATUS: Record<ConsultationEventStatus, ICalEventStatus> = {
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

const BUSY_STATUS: Record<ConsultationEventStatus, ICalEventBusyStatus> = {
  pending: ICalEventBusyStatus.TENTATIVE,
  confirmed: ICalEventBusyStatus.BUSY,
  cancelled: ICalEventBusyStatus.FREE,
};

/**
 * Adds the consultation's VEVENT to a calendar made by createConsultationCalendar. Times are written
 * as Paris wall-clock times with TZID=Europe/Paris: the instants are turned into Paris dates here
 * (TZDate), which ical-generator needs, since it reads a plain Date's fields in the server's own zone.
 */
export function addConsultationEvent(calendar: ICalCalendar, consultation: CalendarConsultation, options: { now: Date; invitation?: ConsultationInvitation }): ICalEvent {
  const isVideo = consultation.mode === 'TEAMS' && consultation.videoLink !== null && consultation.status !== 'cancelled';
  const event = calendar.createEvent({
    id: consultationEventUid(consultation.meetingId),
    sequence: consultation.sequence,
    stamp: options.now,
    start: new TZDate(consultation.startsAt.getTime(), BUSINESS_TIME_ZONE),
    end: new TZDate(consultation.endsAt.getTime(), BUSINESS_TIME_ZONE),
    timezone: BUSINESS_TIME_ZONE,
    summary: CONSULTATION_EVENT_SUMMARY,
    description: consultationEventDescription(consultation),
    status: EVENT_STATUS[consultation.status],
    busystatus: BUSY_STATUS[consultation.status],
    transparency: consultation.status === 'cancelled' ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    // Calendars shared with colleagues show a private event as busy time, without its text.
    class: ICalEventClass.PRIVATE,
    ...(isVideo ? { location: consultation.videoLink, url: consultation.videoLink } : {}),
  });
  if (options.invitation) {
    event.organizer(options.invitation.organizer);
    // Already decided on the platform: the attendee is not asked to answer (the organizer is a no-reply address).
    event.createAttendee({
      email: options.invitation.attendeeEmail,
      role: ICalAttendeeRole.REQ,
      status: consultation.status === 'cancelled' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      rsvp: false,
    });
  }
  return event;
}

/** What the event's text says: with whom (the psychologist's pseudonym of the person), how to join, and whether it is on. Nothing else. */
export function consultationEventDescription(consultation: CalendarConsultation): string {
  const lines = [...(consultation.pseudonym ? [carePairPseudonymLabel(consultation.pseudonym)] : []), howToJoin(consultation)];
  if (consultation.status === 'pending') {
    lines.push(consultation.audience === 'psychologist' ? 'En attente de votre réponse dans votre espace Parenthèse.' : 'En attente de confirmation.');
  }
  if (consultation.status === 'cancelled') lines.push('Ce rendez-vous est annulé.');
  return lines.join('\n');
}

function howToJoin(consultation: CalendarConsultation): string {
  if (consultation.mode === 'TEAMS') {
    return consultation.videoLink && consultation.status !== 'cancelled' ? `Rendez-vous en visio. Lien pour rejoindre : ${consultation.videoLink}` : 'Rendez-vous en visio.';
  }
  const phone = consultation.status === 'cancelled' ? null : consultation.phoneNumber;
  if (consultation.audience === 'psychologist') {
    return phone ? `Rendez-vous par téléphone : appelez le ${formatPhoneNumber(phone)} à l'heure prévue.` : 'Rendez-vous par téléphone.';
  }
  return phone ? `Rendez-vous par téléphone : vous recevrez un appel au ${maskedPhoneNumber(phone)} à l'heure prévue.` : "Rendez-vous par téléphone : vous recevrez un appel à l'heure prévue.";
}

type MeetingRow = typeof meetings.$inferSelect;

/**
 * A booked consultation as a calendar may show it to one side. The psychologist sees the employee's
 * number as the psychologist presenter does (a phone consultation still on), and no longer once it has ended
 * (numbers are erased at the end); the employee sees their own, masked. The pair's pseudonym is the
 * psychologist's alone: it means nothing to the employee (decision 0060), so their events never carry it.
 */
export function calendarConsultationOf(
  consultationRow: Pick<MeetingRow, 'id' | 'startsAt' | 'endsAt' | 'status' | 'meetingType' | 'meetingLink' | 'doctorDecision' | 'calendarSequence'>,
  options: { audience: CalendarConsultation['audience']; employeePhoneNumber: string | null; pseudonym: string | null; now: Date },
): CalendarConsultation {
  const status: ConsultationEventStatus = consultationRow.status === 'CANCELLED' ? 'cancelled' : consultationRow.doctorDecision === 'ACCEPTED' ? 'confirmed' : 'pending';
  const mode = consultationRow.meetingType ?? 'PHONE';
  const hasEnded = consultationRow.endsAt.getTime() <= options.now.getTime();
  const isNumberShown = mode === 'PHONE' && status !== 'cancelled' && !hasEnded;
  return {
    meetingId: consultationRow.id,
    startsAt: consultationRow.startsAt,
    endsAt: consultationRow.endsAt,
    mode,
    videoLink: mode === 'TEAMS' ? consultationRow.meetingLink : null,
    status,
    sequence: consultationRow.calendarSequence,
    audience: options.audience,
    phoneNumber: isNumberShown && options.employeePhoneNumber ? options.employeePhoneNumber : null,
    pseudonym: options.audience === 'psychologist' ? options.pseudonym : null,
  };
}

/** The text of a closed stretch (absence or closed public holiday) in the psychologist's feed: busy, nothing more. */
export const CLOSED_EVENT_SUMMARY = 'Indisponible';

/** A closed stretch of the psychologist's time: busy in their feed, with no detail of why. */
export type CalendarBusyInterval = { start: Date; end: Date };

function addBusyEvent(calendar: ICalCalendar, interval: CalendarBusyInterval, now: Date) {
  calendar.createEvent({
    // Stable for one stretch, so a refreshed feed replaces rather than duplicates it.
    id: `closed-${interval.start.getTime()}-${interval.end.getTime()}@parenthese.fr`,
    stamp: now,
    start: new TZDate(interval.start.getTime(), BUSINESS_TIME_ZONE),
    end: new TZDate(interval.end.getTime(), BUSINESS_TIME_ZONE),
    timezone: BUSINESS_TIME_ZONE,
    summary: CLOSED_EVENT_SUMMARY,
    busystatus: ICalEventBusyStatus.BUSY,
    transparency: ICalEventTransparency.OPAQUE,
    class: ICalEventClass.PRIVATE,
  });
}

export type ConsultationCalendarFile =
  | { method: 'PUBLISH'; consultations: CalendarConsultation[]; busy?: CalendarBusyInterval[]; name?: string; refreshMinutes?: number; now: Date }
  | { method: 'REQUEST' | 'CANCEL'; consultation: CalendarConsultation; invitation: ConsultationInvitation; now: Date };

/**
 * A whole `.ics` text: the feed (PUBLISH, any number of events) or a mail's invitation (REQUEST) or
 * cancellation (CANCEL) of one consultation. A CANCEL is for a cancelled consultation and a REQUEST
 * for one still on; anything else is a programming error.
 */
export function consultationCalendarText(file: ConsultationCalendarFile): string {
  if (file.method === 'PUBLISH') {
    const calendar = createConsultationCalendar('PUBLISH', { name: file.name, refreshMinutes: file.refreshMinutes });
    for (const consultation of file.consultations) addConsultationEvent(calendar, consultation, { now: file.now });
    for (const interval of file.busy ?? []) addBusyEvent(calendar, interval, file.now);
    return calendar.toString();
  }
  const isCancelled = file.consultation.status === 'cancelled';
  if (isCancelled !== (file.method === 'CANCEL')) {
    throw new Error(`METHOD:${file.method} ne convient pas à un rendez-vous ${file.consultation.status}`);
  }
  const calendar = createConsultationCalendar(file.method);
  addConsultationEvent(calendar, file.consultation, { now: file.now, invitation: file.invitation });
  return calendar.toString();
}

/** The Content-Type of a calendar file; a mail part also names its METHOD (RFC 6047). */
export function calendarContentType(method?: ConsultationCalendarMethod): string {
  return `text/calendar; charset=utf-8${method ? `; method=${method}` : ''}`;
}
