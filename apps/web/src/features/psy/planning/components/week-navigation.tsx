import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { inParis, parisWeekDays, slotStartAt } from '@parenthese/shared';
import { Button } from '@/components/ui/button';

/** '23 – 29 novembre 2026' (or across months: '30 nov. – 6 déc. 2026'). */
export function weekLabel(weekStart: Date): string {
  const days = parisWeekDays(weekStart);
  const first = inParis(slotStartAt(days[0], 12));
  const last = inParis(slotStartAt(days[6], 12));
  if (first.getMonth() === last.getMonth()) return `${format(first, 'd', { locale: fr })} – ${format(last, 'd MMMM yyyy', { locale: fr })}`;
  if (first.getFullYear() === last.getFullYear()) return `${format(first, 'd MMM', { locale: fr })} – ${format(last, 'd MMM yyyy', { locale: fr })}`;
  return `${format(first, 'd MMM yyyy', { locale: fr })} – ${format(last, 'd MMM yyyy', { locale: fr })}`;
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
        Semaine du {weekLabel(weekStart)}
      </p>
    </div>
  );
}
