import { useState } from 'react';
import { parisWeekStart, shiftParisWeek } from '@parenthese/shared';

/** The Monday (Paris) of the week on screen, with the moves of the week navigation. */
export function useDisplayedWeek(initial: Date = new Date()) {
  const [weekStart, setWeekStart] = useState(() => parisWeekStart(initial));
  const currentWeekStart = parisWeekStart(new Date());
  return {
    weekStart,
    isCurrentWeek: weekStart.getTime() === currentWeekStart.getTime(),
    previous: () => setWeekStart((week) => shiftParisWeek(week, -1)),
    next: () => setWeekStart((week) => shiftParisWeek(week, 1)),
    today: () => setWeekStart(parisWeekStart(new Date())),
  };
}
