import { useState } from 'react';
import { homeParisWeekStart, shiftParisWeek } from '@parenthese/shared';

/**
 * The Monday (Paris) of the week on screen, with the moves of the week navigation. It opens on the
 * current week, or on Saturday and Sunday on the coming one; 'Aujourd'hui' goes back there.
 */
export function useDisplayedWeek(initial: Date = new Date()) {
  const [weekStart, setWeekStart] = useState(() => homeParisWeekStart(initial));
  const homeWeekStart = homeParisWeekStart(new Date());
  return {
    weekStart,
    isCurrentWeek: weekStart.getTime() === homeWeekStart.getTime(),
    previous: () => setWeekStart((week) => shiftParisWeek(week, -1)),
    next: () => setWeekStart((week) => shiftParisWeek(week, 1)),
    today: () => setWeekStart(homeParisWeekStart(new Date())),
  };
}
