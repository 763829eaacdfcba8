import { ChevronLeft, ChevronRight } from 'lucide-react';
import { dateText, dayNumberText, parisWeekDays, shortDateText, shortDayMonthText, slotStartAt } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { useHasHydrated } from '@/lib/use-has-hydrated';

/** '23 – 29 novembre 2026' (or across months: '30 nov. – 6 déc. 2026'). */
export function weekLabel(weekStart: Date): string {
  const days = parisWeekDays(weekStart);
  const first = slotStartAt(days[0], 12);
  const last = slotStartAt(days[6], 12);
  if (days[0].month === days[6].month) return `${dayNumberText(first)} – ${dateText(last)}`;
  if (days[0].year === days[6].year) return `${shortDayMonthText(first)} – ${shortDateText(last)}`;
  return `${shortDateText(first)} – ${shortDateText(last)}`;
}

type WeekNavigationProps = {
  weekStart: Date;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  isCurrentWeek: boolean;
};

/** Previous week, 'Aujourd'hui', next week, and the week shown (announced when it changes). */
export function WeekNavigation({ weekStart, onPrevious, onNext, onToday, isCurrentWeek }: WeekNavigationProps) {
  // The page's shell is written at build (src/prerender.tsx) and served on later weeks: it keeps the label's
  // room (a week of the same length, unseen) but not the build's week.
  const hasHydrated = useHasHydrated();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" onClick={onPrevious} aria-label="Semaine précédente">
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={onToday} disabled={isCurrentWeek}>
          Aujourd'hui
        </Button>
        <Button variant="outline" size="icon" onClick={onNext} aria-label="Semaine suivante">
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p className="text-base font-semibold text-slate-900" aria-live="polite">
        Semaine du {hasHydrated ? weekLabel(weekStart) : <span className="invisible">00 – 00 novembre 0000</span>}
      </p>
    </div>
  );
}
