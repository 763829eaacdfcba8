import { describe, expect, it } from 'vitest';
import { PSYCHOLOGIST_CATEGORIES, inParis, parisDateTime } from '@parenthese/shared';
import { parseCalendar, timeZoneOf, wallClockThrough } from '../../../test/support/calendar';
import {
  calendarConsultationOf,
  calendarContentType,
  CONSULTATION_EVENT_SUMMARY,
  consultationCalendarText,
  consultationEventUid,
  type CalendarConsultation,
  type ConsultationInvitation,
} from './consultation-event';

const CONSULTATION_ID = '0b6c1a52-6a3e-4f5a-9d55-1a2b3c4d5e6f';
const NOW = new Date('2027-03-01T10:00:00Z');
const invitation: ConsultationInvitation = { organizer: { name: 'Parenthèse', email: 'ne-pas-repondre@parenthese.fr' }, attendeeEmail: 'salarie@demo.fr' };

/** A one-hour consultation at a Paris wall-clock time. */
function consultation(start: { year: number; month: number; day: number; hour: number }, overrides: Partial<CalendarConsultation> = {}): CalendarConsultation {
  const startsAt = parisDateTime(start.year, start.month, start.day, start.hour);
  return {
    meetingId: CONSULTATION_ID,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    mode: 'PHONE',
    videoLink: null,
    status: 'confirmed',
    sequence: 0,
    audience: 'psychologist',
    phoneNumber: '0612345678',
    pseudonym: null,
    ...overrides,
  };
}

const feedOf = (consultations: CalendarConsultation[]) => parseCalendar(consultationCalendarText({ method: 'PUBLISH', consultations, now: NOW }));

/** Words a notification read over a shoulder must not show (the categories include 'Psychologue …'). */
const INDISCREET = /psycholog|consultation|th[ée]rap|clinic|neuro|motif|sujet/i;

describe('a consultation as a calendar event', () => {
  it('keeps 10:00 Paris time on the days after the March and October clock changes, and before them', () => {
    // 2027: summer time from Sunday 28 March, winter time from Sunday 31 October.
    const days = [
      { day: { year: 2027, month: 3, day: 26, hour: 10 }, utc: '2027-03-26T09:00:00.000Z' },
      { day: { year: 2027, month: 3, day: 29, hour: 10 }, utc: '2027-03-29T08:00:00.000Z' },
      { day: { year: 2027, month: 10, day: 29, hour: 10 }, utc: '2027-10-29T08:00:00.000Z' },
      { day: { year: 2027, month: 11, day: 1, hour: 10 }, utc: '2027-11-01T09:00:00.000Z' },
    ];
    const text = consultationCalendarText({
      method: 'PUBLISH',
      consultations: days.map(({ day }, index) => consultation(day, { meetingId: `${CONSULTATION_ID.slice(0, -1)}${index}` })),
      now: NOW,
    });
    const { events, timeZones } = parseCalendar(text);
    expect(timeZones).toEqual(['Europe/Paris']);
    expect(events.map((event) => event.startsAt.toISOString())).toEqual(days.map(({ utc }) => utc));
    expect(events.map((event) => event.endsAt.getTime() - event.startsAt.getTime())).toEqual([3_600_000, 3_600_000, 3_600_000, 3_600_000]);
    expect(events.every((event) => event.startZone === 'Europe/Paris')).toBe(true);
    // Written as Paris wall-clock times, which is what a client shows whatever its own zone.
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20270329T100000');
    expect(text).toContain('DTSTART;TZID=Europe/Paris:20271101T100000');
    expect(text).toMatch(/DTSTAMP:20270301T100000Z/);
  });

  it('carries a VTIMEZONE that agrees with the time-zone database on every day of the coming years', () => {
    const zone = timeZoneOf(consultationCalendarText({ method: 'PUBLISH', consultations: [consultation({ year: 2027, month: 4, day: 12, hour: 14 })], now: NOW }), 'Europe/Paris');
    const disagreements: string[] = [];
    const first = inParis(new Date());
    for (let offset = 0; offset < 5 * 366; offset += 1) {
      const day = inParis(parisDateTime(first.getFullYear(), first.getMonth() + 1, first.getDate() + offset, 12));
      const parts = { year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() };
      for (const hour of [1, 4, 10]) {
        const expected = parisDateTime(parts.year, parts.month, parts.day, hour);
        const read = wallClockThrough(zone, { ...parts, hour });
        if (read.getTime() !== expected.getTime()) disagreements.push(`${JSON.stringify(parts)} ${hour} h: ${read.toISOString()} ≠ ${expected.toISOString()}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('keeps one UID per consultation and a rising SEQUENCE from the invitation to its cancellation', () => {
    const day = { year: 2027, month: 4, day: 12, hour: 14 };
    const request = consultationCalendarText({ method: 'REQUEST', consultation: consultation(day, { sequence: 1 }), invitation, now: NOW });
    const cancel = consultationCalendarText({ method: 'CANCEL', consultation: consultation(day, { sequence: 2, status: 'cancelled' }), invitation, now: NOW });
    const [invited] = parseCalendar(request).events;
    const cancelled = parseCalendar(cancel);
    expect(parseCalendar(request).method).toBe('REQUEST');
    expect(cancelled.method).toBe('CANCEL');
    expect(invited.uid).toBe(`${CONSULTATION_ID}@parenthese.fr`);
    expect(cancelled.events[0].uid).toBe(invited.uid);
    expect(consultationEventUid(CONSULTATION_ID)).toBe(invited.uid);
    expect(cancelled.events[0].sequence).toBeGreaterThan(invited.sequence);
    expect([invited.status, cancelled.events[0].status]).toEqual(['CONFIRMED', 'CANCELLED']);
    // The cancellation names the same hour, so a client that never saw the invitation still knows which one.
    expect(cancelled.events[0].startsAt).toEqual(invited.startsAt);
  });

  it('names the sender as organizer and the recipient as the only attendee of an invitation, and nobody in the feed', () => {
    const day = { year: 2027, month: 4, day: 12, hour: 14 };
    const [invited] = parseCalendar(consultationCalendarText({ method: 'REQUEST', consultation: consultation(day), invitation, now: NOW })).events;
    expect(invited.organizer).toMatch(/^mailto:ne-pas-repondre@parenthese\.fr$/i);
    expect(invited.attendees.map((attendee) => attendee.toLowerCase())).toEqual(['mailto:salarie@demo.fr']);
    const [published] = feedOf([consultation(day)]).events;
    expect([published.organizer, published.attendees]).toEqual([null, []]);
  });

  it('refuses a REQUEST for a cancelled consultation and a CANCEL for one still on', () => {
    const day = { year: 2027, month: 4, day: 12, hour: 14 };
    expect(() => consultationCalendarText({ method: 'REQUEST', consultation: consultation(day, { status: 'cancelled' }), invitation, now: NOW })).toThrow(/REQUEST/);
    expect(() => consultationCalendarText({ method: 'CANCEL', consultation: consultation(day, { status: 'pending' }), invitation, now: NOW })).toThrow(/CANCEL/);
  });

  it('says tentative while the psychologist has not answered, confirmed once accepted', () => {
    const day = { year: 2027, month: 4, day: 12, hour: 14 };
    const [pending, confirmed] = feedOf([consultation(day, { status: 'pending' }), consultation({ ...day, hour: 15 }, { meetingId: `${CONSULTATION_ID.slice(0, -1)}0` })]).events;
    expect([pending.status, confirmed.status]).toEqual(['TENTATIVE', 'CONFIRMED']);
    expect(pending.description).toContain('En attente de votre réponse');
    const [employeeSide] = feedOf([consultation(day, { status: 'pending', audience: 'employee' })]).events;
    expect(employeeSide.description).toContain('En attente de confirmation.');
  });

  it('puts the join link of a video consultation in LOCATION, URL and the description', () => {
    const link = 'https://meet.jit.si/parenthese-7c1e0f';
    const [event] = feedOf([consultation({ year: 2027, month: 4, day: 12, hour: 14 }, { mode: 'TEAMS', videoLink: link, phoneNumber: null })]).events;
    expect([event.location, event.url]).toEqual([link, link]);
    expect(event.description).toBe(`Rendez-vous en visio. Lien pour rejoindre : ${link}`);
  });

  it('gives the psychologist the number to call, the employee their own number masked, and a cancellation no number', () => {
    const day = { year: 2027, month: 4, day: 12, hour: 14 };
    const [psychologist, employee] = feedOf([consultation(day), consultation({ ...day, hour: 15 }, { audience: 'employee', meetingId: `${CONSULTATION_ID.slice(0, -1)}0` })]).events;
    expect(psychologist.description).toBe("Rendez-vous par téléphone : appelez le 06.12.34.56.78 à l'heure prévue.");
    expect(employee.description).toBe("Rendez-vous par téléphone : vous recevrez un appel au 06 ·· ·· ·· 78 à l'heure prévue.");
    expect([psychologist.location, psychologist.url]).toEqual([null, null]);
    const cancelled = consultationCalendarText({ method: 'CANCEL', consultation: consultation(day, { status: 'cancelled', sequence: 1 }), invitation, now: NOW });
    expect(cancelled).not.toMatch(/12.?34.?56/);
    expect(parseCalendar(cancelled).events[0].description).toBe('Rendez-vous par téléphone.\nCe rendez-vous est annulé.');
  });

  it('says nothing indiscreet in any variant: the same neutral summary, no category, motive or profession', () => {
    const day = { year: 2027, month: 4, day: 12, hour: 14 };
    const variants: Partial<CalendarConsultation>[] = [];
    for (const status of ['pending', 'confirmed', 'cancelled'] as const) {
      for (const audience of ['psychologist', 'employee'] as const) {
        variants.push({ status, audience }, { status, audience, mode: 'TEAMS', videoLink: 'https://meet.jit.si/parenthese-x', phoneNumber: null }, { status, audience, phoneNumber: null });
      }
    }
    const { events } = feedOf(
      variants.map((variant, index) => consultation({ ...day, hour: 8 + (index % 12) }, { ...variant, meetingId: `${CONSULTATION_ID.slice(0, -2)}${String(index).padStart(2, '0')}` })),
    );
    expect(events).toHaveLength(variants.length);
    for (const event of events) {
      expect(event.summary).toBe(CONSULTATION_EVENT_SUMMARY);
      expect(`${event.summary}\n${event.description}`).not.toMatch(INDISCREET);
      for (const category of PSYCHOLOGIST_CATEGORIES) expect(event.description).not.toContain(category);
    }
    expect(CONSULTATION_EVENT_SUMMARY).toBe('Rendez-vous Parenthèse');
    // The test's own pattern does catch what it looks for.
    expect('Psychologue du travail').toMatch(INDISCREET);
  });

  it('marks every event private, and names the method in a mail part’s content type', () => {
    const text = consultationCalendarText({ method: 'PUBLISH', consultations: [consultation({ year: 2027, month: 4, day: 12, hour: 14 })], now: NOW });
    expect(text).toContain('CLASS:PRIVATE');
    expect(calendarContentType('REQUEST')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(calendarContentType()).toBe('text/calendar; charset=utf-8');
  });
});

describe('a booked meeting as one side’s calendar consultation', () => {
  const startsAt = new Date('2027-04-12T12:00:00Z');
  const consultationRow = {
    id: CONSULTATION_ID,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    status: 'BOOKED' as const,
    meetingType: 'PHONE' as const,
    meetingLink: null,
    doctorDecision: 'PENDING' as const,
    calendarSequence: 3,
  };
  const before = new Date(startsAt.getTime() - 60_000);

  it('maps the booking’s state and keeps its sequence', () => {
    const options = { audience: 'psychologist' as const, employeePhoneNumber: '0612345678', pseudonym: null, now: before };
    expect(calendarConsultationOf(consultationRow, options)).toMatchObject({ status: 'pending', sequence: 3, phoneNumber: '0612345678', mode: 'PHONE', videoLink: null });
    expect(calendarConsultationOf({ ...consultationRow, doctorDecision: 'ACCEPTED' }, options).status).toBe('confirmed');
    expect(calendarConsultationOf({ ...consultationRow, doctorDecision: 'ACCEPTED', status: 'CANCELLED' }, options)).toMatchObject({ status: 'cancelled', phoneNumber: null });
  });

  it('gives the pair’s pseudonym to the psychologist’s event only, in its description and never its summary', () => {
    const [psychologist, employee] = [
      calendarConsultationOf(consultationRow, { audience: 'psychologist', employeePhoneNumber: null, pseudonym: 'K7Q2', now: before }),
      calendarConsultationOf(consultationRow, { audience: 'employee', employeePhoneNumber: null, pseudonym: 'K7Q2', now: before }),
    ];
    expect([psychologist.pseudonym, employee.pseudonym]).toEqual(['K7Q2', null]);
    const [psychologistEvent, employeeEvent] = feedOf([psychologist, { ...employee, meetingId: `${CONSULTATION_ID.slice(0, -1)}0` }]).events;
    expect(psychologistEvent.description).toBe('Personne K7Q2\nRendez-vous par téléphone.\nEn attente de votre réponse dans votre espace Parenthèse.');
    expect(psychologistEvent.summary).toBe(CONSULTATION_EVENT_SUMMARY);
    expect(`${employeeEvent.summary}\n${employeeEvent.description}`).not.toContain('K7Q2');
  });

  it('drops the number once the consultation has ended, and for a video consultation', () => {
    const after = new Date(consultationRow.endsAt.getTime() + 1);
    expect(calendarConsultationOf(consultationRow, { audience: 'psychologist', employeePhoneNumber: '0612345678', pseudonym: null, now: after }).phoneNumber).toBeNull();
    const video = calendarConsultationOf(
      { ...consultationRow, meetingType: 'TEAMS', meetingLink: 'https://meet.jit.si/parenthese-x' },
      { audience: 'psychologist', employeePhoneNumber: '0612345678', pseudonym: null, now: before },
    );
    expect(video).toMatchObject({ mode: 'TEAMS', videoLink: 'https://meet.jit.si/parenthese-x', phoneNumber: null });
  });
});
