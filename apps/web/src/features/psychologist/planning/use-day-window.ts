import { useState, useSyncExternalStore } from 'react';
import { parisDateKey, slotStartAt, type ParisDay } from '@parenthese/shared';

/** Below Tailwind's `sm` breakpoint a week of seven columns would clip its text. */
const PHONE_QUERY = '(max-width: 639px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(PHONE_QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}

const dayKey = (day: ParisDay) => parisDateKey(slotStartAt(day, 12));

/**
 * The days of the week shown at once: all seven on larger screens, `phoneCount` on a phone, starting
 * on today when it is in the week. Moves stay inside the week (the week navigation changes weeks).
 */
export function useDayWindow(days: ParisDay[], phoneCount: number, now: Date = new Date()) {
  const isPhone = useIsPhone();
  const count = isPhone ? Math.min(phoneCount, days.length) : days.length;
  const lastFirst = days.length - count;
  const weekKey = days.length > 0 ? dayKey(days[0]) : '';
  const todayIndex = days.findIndex((day) => dayKey(day) === parisDateKey(now));
  // The window belongs to its week: another week starts again on its first day (or today).
  const [position, setPosition] = useState<{ weekKey: string; first: number } | null>(null);
  const wanted = position && position.weekKey === weekKey ? position.first : Math.max(todayIndex, 0);
  const first = Math.min(Math.max(wanted, 0), lastFirst);
  const move = (step: number) => setPosition({ weekKey, first: Math.min(Math.max(first + step, 0), lastFirst) });
  return {
    isWindowed: count < days.length,
    count,
    visibleDays: days.slice(first, first + count),
    hasPrevious: first > 0,
    hasNext: first < lastFirst,
    previous: () => move(-count),
    next: () => move(count),
  };
}
