// What the three psychologist pages share: the week's planning calls and the week navigation.
export { planningWeekQueryOptions, usePlanningWeek } from './api/load-planning-week';
export { updatePlanningWeek, useUpdatePlanningWeek, type PlanningWeekChanges } from './api/update-planning-week';
export { useCopyPlanningWeek } from './api/copy-planning-week';
export { useSaveStandingWeek, useStandingWeek } from './api/standing-week';
export { DayNavigation } from './components/day-navigation';
export { HourCornerHeader, HourRowHeader, hourLabel } from './components/week-grid-headers';
export { WeekNavigation, weekLabel } from './components/week-navigation';
export { useDayWindow } from './use-day-window';
export { useDisplayedWeek } from './use-displayed-week';
