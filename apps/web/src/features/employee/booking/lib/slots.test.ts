import { describe, expect, it } from 'vitest';
import { parisDateTime } from '@parenthese/shared';
import { slotsByDay } from './slots';

const now = parisDateTime(2026, 11, 25, 10); // Wednesday
const at = (day: number, hour: number, minute = 0) => parisDateTime(2026, 11, day, hour, minute).toISOString();

describe('slots by day', () => {
  it('shows Paris times as HH:mm, deduplicated across psychologists and sorted', () => {
    const days = slotsByDay(
      {
        meetingsData: {
          THURSDAY: [
            { startDate: at(26, 14), meetingStatus: 'AVAILABLE', meetingId: 'b' },
            { startDate: at(26, 9), meetingStatus: 'AVAILABLE', meetingId: 'a' },
            { startDate: at(26, 14), meetingStatus: 'AVAILABLE', meetingId: 'c' },
            { startDate: at(26, 10), meetingStatus: 'BOOKED', meetingId: 'd' },
          ],
          FRIDAY: [{ startDate: at(27, 8, 30), meetingStatus: 'AVAILABLE', meetingId: 'e' }],
        },
      },
      now,
    );
    expect(days.get('2026-11-26')).toEqual([
      { time: '09:00', startDate: at(26, 9), meetingIds: ['a'] },
      { time: '14:00', startDate: at(26, 14), meetingIds: ['b', 'c'] },
    ]);
    expect(days.get('2026-11-27')?.map((slot) => slot.time)).toEqual(['08:30']);
  });

  it('leaves out days outside the booking window and weekends', () => {
    const days = slotsByDay(
      {
        meetingsData: {
          WEDNESDAY: [{ startDate: at(25, 15), meetingStatus: 'AVAILABLE', meetingId: 'today' }],
          SATURDAY: [{ startDate: at(28, 9), meetingStatus: 'AVAILABLE', meetingId: 'saturday' }],
        },
      },
      now,
    );
    expect(days.size).toBe(0);
  });
});
