import ICAL from 'ical.js';

export type ParsedEvent = {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  status: string | null;
  location: string | null;
  url: string | null;
  /** The instants, as a client computes them from the file's own VTIMEZONE. */
  startsAt: Date;
  endsAt: Date;
  /** The time zone the start was written in ('Europe/Paris'), or 'UTC'. */
  startZone: string | null;
  organizer: string | null;
  attendees: string[];
};

/**
 * A calendar file read by a real parser (ical.js, the one Thunderbird uses), as a calendar client
 * would read it: its METHOD and events, times resolved through the VTIMEZONE the file carries.
 */
export function parseCalendar(text: string): { method: string | null; timeZones: string[]; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return value === null ? null : String(value);
    };
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      status: text('status'),
      location: event.location,
      url: text('url'),
      startsAt: event.startDate.toJSDate(),
      endsAt: event.endDate.toJSDate(),
      startZone: event.startDate.zone?.tzid ?? null,
      organizer: text('organizer'),
      attendees: component.getAllProperties('attendee').map((property) => String(property.getFirstValue())),
    };
  });
  return {
    method: calendar.getFirstPropertyValue('method') as string | null,
    timeZones: calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))),
    events,
  };
}

/** The VTIMEZONE of a file as ical.js uses it, to read wall-clock times through it. */
export function timeZoneOf(text: string, tzid: string): ICAL.Timezone {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const component = calendar.getAllSubcomponents('vtimezone').find((zone) => zone.getFirstPropertyValue('tzid') === tzid);
  if (!component) throw new Error(`no VTIMEZONE ${tzid}`);
  return new ICAL.Timezone(component);
}

/** A Paris wall-clock time read through a VTIMEZONE, as the instant a client computes. */
export function wallClockThrough(zone: ICAL.Timezone, parts: { year: number; month: number; day: number; hour: number }): Date {
  return ICAL.Time.fromData({ ...parts, minute: 0, second: 0, isDate: false }, zone).toJSDate();
}
