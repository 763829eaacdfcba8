import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { parisWeekDays } from '@parenthese/shared';
import { useDayWindow } from './use-day-window';

// Monday 2030-01-07 to Sunday 2030-01-13.
const week = parisWeekDays(new Date('2030-01-09T12:00:00Z'));
const dates = (days: { day: number }[]) => days.map((day) => day.day);

function screenIsPhone(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isPhone && query.includes('max-width'), addEventListener: () => {}, removeEventListener: () => {} }));
}
afterEach(() => vi.unstubAllGlobals());

describe('useDayWindow', () => {
  it('shows the whole week on a large screen', () => {
    screenIsPhone(false);
    const { result } = renderHook(() => useDayWindow(week, 3));
    expect(result.current.isWindowed).toBe(false);
    expect(result.current.visibleDays).toHaveLength(7);
  });

  it('shows three days on a phone, from today, and moves inside the week', () => {
    screenIsPhone(true);
    const { result } = renderHook(() => useDayWindow(week, 3, new Date('2030-01-08T10:00:00Z')));
    expect(dates(result.current.visibleDays)).toEqual([8, 9, 10]);
    act(() => result.current.next());
    expect(dates(result.current.visibleDays)).toEqual([11, 12, 13]);
    expect(result.current.hasNext).toBe(false);
    act(() => result.current.previous());
    act(() => result.current.previous());
    expect(dates(result.current.visibleDays)).toEqual([7, 8, 9]);
    expect(result.current.hasPrevious).toBe(false);
  });

  it('starts a week without today on its Monday, one day at a time for the calendar', () => {
    screenIsPhone(true);
    const { result } = renderHook(() => useDayWindow(week, 1, new Date('2029-12-30T10:00:00Z')));
    expect(dates(result.current.visibleDays)).toEqual([7]);
    act(() => result.current.next());
    expect(dates(result.current.visibleDays)).toEqual([8]);
  });
});
