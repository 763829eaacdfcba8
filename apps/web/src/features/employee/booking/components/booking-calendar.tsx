import type { KeyboardEvent } from 'react';
import { addDays, endOfMonth, format, getISODay, startOfMonth } from 'date-fns';
import { fr } from 'date-fns/locale';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { isBookableDay, type DayKey } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const WEEKDAY_HEADERS = [
  ['L', 'lundi'],
  ['M', 'mardi'],
  ['M', 'mercredi'],
  ['J', 'jeudi'],
  ['V', 'vendredi'],
  ['S', 'samedi'],
  ['D', 'dimanche'],
] as const;

type BookingCalendarProps = {
  /** 'yyyy-MM' */
  month: string;
  /** The months one may navigate: the current one to the end of the booking window. */
  months: string[];
  onMonthChange: (month: string) => void;
  /** Days with at least one AVAILABLE slot. */
  availableDays: Set<DayKey>;
  selectedDay: DayKey | null;
  onSelectDay: (day: DayKey) => void;
  isLoading?: boolean;
  now?: Date;
};

/** A French month (weeks start on Monday) where only bookable days with a free slot can be picked. */
export function BookingCalendar({ month, months, onMonthChange, availableDays, selectedDay, onSelectDay, isLoading = false, now = new Date() }: BookingCalendarProps) {
  const [year, monthNumber] = month.split('-').map(Number);
  const firstDay = startOfMonth(new Date(year, monthNumber - 1, 1));
  const dayCount = endOfMonth(firstDay).getDate();
  const leadingBlanks = getISODay(firstDay) - 1;
  const monthIndex = months.indexOf(month);
  const title = format(firstDay, 'MMMM yyyy', { locale: fr });
  const days = Array.from({ length: dayCount }, (_, index) => {
    const date = addDays(firstDay, index);
    const key = format(date, 'yyyy-MM-dd');
    return { date, key, isSelectable: !isLoading && isBookableDay(key, now) && availableDays.has(key) };
  });
  const selectableIndexes = days.flatMap((day, index) => (day.isSelectable ? [index] : []));
  // One tab stop for the month (the chosen day, else the first free one); arrows move between free days.
  const selectedIndex = days.findIndex((day) => day.key === selectedDay && day.isSelectable);
  const tabStopIndex = selectedIndex >= 0 ? selectedIndex : selectableIndexes[0];

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, fromIndex: number) {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 }[event.key];
    const edge = { Home: selectableIndexes[0], End: selectableIndexes.at(-1) }[event.key];
    if (step === undefined && edge === undefined) return;
    event.preventDefault();
    let target = edge;
    if (step !== undefined) {
      // The free day that far away, else the nearest free day beyond it in that direction.
      const candidates = step > 0 ? selectableIndexes.filter((index) => index >= fromIndex + step) : selectableIndexes.filter((index) => index <= fromIndex + step).reverse();
      target = candidates[0];
    }
    if (target === undefined) return;
    event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`[data-day="${days[target].key}"]`)?.focus();
  }

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="mb-3 flex items-center justify-between">
        <Button type="button" variant="ghost" size="icon" aria-label="Mois précédent" disabled={monthIndex <= 0} onClick={() => onMonthChange(months[monthIndex - 1])}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 className="text-base font-semibold text-slate-900 capitalize" aria-live="polite">
          {title}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Mois suivant"
          disabled={monthIndex < 0 || monthIndex >= months.length - 1}
          onClick={() => onMonthChange(months[monthIndex + 1])}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center" aria-busy={isLoading || undefined}>
        {WEEKDAY_HEADERS.map(([short, long]) => (
          <abbr key={long} title={long} className="pb-1 text-xs font-medium text-slate-500 no-underline">
            {short}
          </abbr>
        ))}
        {Array.from({ length: leadingBlanks }, (_, index) => (
          <span key={`blank-${index}`} aria-hidden="true" />
        ))}
        {days.map(({ date, key, isSelectable }, index) => {
          const isSelected = key === selectedDay;
          return (
            <button
              key={key}
              type="button"
              data-day={key}
              disabled={!isSelectable}
              tabIndex={index === tabStopIndex ? 0 : -1}
              aria-pressed={isSelected}
              aria-label={`${format(date, 'EEEE d MMMM yyyy', { locale: fr })}${isSelectable ? ', créneaux disponibles' : ', indisponible'}`}
              onClick={() => onSelectDay(key)}
              onKeyDown={(event) => moveFocus(event, index)}
              className={cn(
                'mx-auto flex size-10 items-center justify-center rounded-full text-sm transition-colors',
                isSelectable ? 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100' : 'cursor-not-allowed text-slate-300',
                isSelected && 'bg-brand-700 text-white hover:bg-brand-700',
              )}
            >
              {index + 1}
            </button>
          );
        })}
      </div>
      <p className="mt-3 flex items-center gap-2 text-xs text-slate-500">
        <span className="inline-block size-3 rounded-full bg-brand-50 ring-1 ring-brand-200" aria-hidden="true" />
        Jours avec des créneaux disponibles (du lundi au vendredi, du lendemain à 3 mois)
      </p>
    </div>
  );
}
