import { ChevronLeft, ChevronRight } from 'lucide-react';
import { shortWeekdayDateText, slotStartAt, weekdayDateText, type ParisDay } from '@parenthese/shared';
import { Button } from '@/components/ui/button';

type DayNavigationProps = {
  visibleDays: ParisDay[];
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** On a phone, the days shown of the week and the buttons to the previous and next ones. */
export function DayNavigation({ visibleDays, hasPrevious, hasNext, onPrevious, onNext }: DayNavigationProps) {
  const isSingle = visibleDays.length === 1;
  // Short names for a range, so it holds on one line of a phone.
  const label = isSingle
    ? weekdayDateText(slotStartAt(visibleDays[0], 12))
    : `${shortWeekdayDateText(slotStartAt(visibleDays[0], 12))} – ${shortWeekdayDateText(slotStartAt(visibleDays.at(-1)!, 12))}`;
  return (
    <div className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 p-1">
      <Button variant="ghost" size="icon" onClick={onPrevious} disabled={!hasPrevious} aria-label={isSingle ? 'Jour précédent' : 'Jours précédents'}>
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p className="text-center text-sm font-medium text-slate-800 first-letter:uppercase" aria-live="polite">
        {label}
      </p>
      <Button variant="ghost" size="icon" onClick={onNext} disabled={!hasNext} aria-label={isSingle ? 'Jour suivant' : 'Jours suivants'}>
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
