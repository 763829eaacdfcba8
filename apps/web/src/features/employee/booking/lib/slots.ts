import { isBookableDay, parisDayKey, timeText, type DayKey, type SlotSearchResponse } from '@parenthese/shared';

/** One time of a day as the wizard shows it: several psychologists may be free at the same hour. */
export type SlotTime = { time: string; startDate: string; meetingIds: string[] };

/** The AVAILABLE slots of a find response, by Paris day, each day's times deduplicated (HH:mm) and sorted. */
export function slotsByDay(response: SlotSearchResponse | undefined, now: Date = new Date()): Map<DayKey, SlotTime[]> {
  const days = new Map<DayKey, Map<string, SlotTime>>();
  for (const slot of Object.values(response?.meetingsData ?? {}).flat()) {
    if (slot.meetingStatus !== 'AVAILABLE') continue;
    const day = parisDayKey(new Date(slot.startDate));
    if (!isBookableDay(day, now)) continue;
    const time = timeText(slot.startDate);
    const times = days.get(day) ?? new Map<string, SlotTime>();
    const existing = times.get(time);
    if (existing) existing.meetingIds.push(slot.meetingId);
    else times.set(time, { time, startDate: slot.startDate, meetingIds: [slot.meetingId] });
    days.set(day, times);
  }
  return new Map([...days].map(([day, times]) => [day, [...times.values()].sort((first, second) => first.time.localeCompare(second.time))]));
}
