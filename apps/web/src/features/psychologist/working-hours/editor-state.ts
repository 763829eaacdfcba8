import { EDITOR_HOURS, parisHourOf, slotKey, slotStartAt, type PlanningWeekResponse } from '@parenthese/shared';

/** What the server says of the week, by cell key ('2026-11-23T07'). */
export type WeekCells = {
  /** AVAILABLE slots: key -> meetingId (needed to remove them). */
  availableByKey: Map<string, string>;
  bookedKeys: Set<string>;
  /** AVAILABLE slots held for one person by a follow-up proposal (decision 0066): shown apart, never removed. */
  heldKeys: Set<string>;
};

const isEditorHour = (instant: Date) => EDITOR_HOURS.includes(parisHourOf(instant));

/** Slots outside 07:00-20:00 returned by the server are ignored in the editor (spec section 5). */
export function weekCellsFrom(week: PlanningWeekResponse): WeekCells {
  const availableByKey = new Map<string, string>();
  const bookedKeys = new Set<string>();
  const heldKeys = new Set<string>();
  for (const slot of week.availableMeetings) {
    const start = new Date(slot.startDate);
    if (!isEditorHour(start)) continue;
    if (slot.meetingStatus === 'AVAILABLE') {
      if (slot.isHeldForFollowUp) heldKeys.add(slotKey(start));
      else availableByKey.set(slotKey(start), slot.meetingId);
    } else if (slot.meetingStatus === 'BOOKED') bookedKeys.add(slotKey(start));
  }
  return { availableByKey, bookedKeys, heldKeys };
}

/** The instant of a cell key, read on the Paris clock. */
export function instantOfKey(key: string): Date {
  const [date, hour] = key.split('T');
  const [year, month, day] = date.split('-').map(Number);
  return slotStartAt({ year, month, day }, Number(hour));
}

/** What saving must send: the newly selected hours and the ids of the deselected ones. */
export function weekChanges(selected: ReadonlySet<string>, cells: WeekCells) {
  const consultationDates = [...selected]
    .filter((key) => !cells.availableByKey.has(key) && !cells.bookedKeys.has(key) && !cells.heldKeys.has(key))
    .sort()
    .map((key) => instantOfKey(key).toISOString());
  const consultationsToRemove = [...cells.availableByKey].filter(([key]) => !selected.has(key)).map(([, consultationId]) => consultationId);
  return { meetingDates: consultationDates, meetingsToRemove: consultationsToRemove };
}
