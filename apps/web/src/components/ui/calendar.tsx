import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, addMonths, endOfMonth, endOfWeek, isSameDay, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';

type CalendarProps = {
  /** The chosen day, or undefined. */
  selected?: Date;
  onSelect: (day: Date) => void;
  /** Days that cannot be chosen (they stay reachable by keyboard, announced as unavailable). */
  isDayDisabled?: (day: Date) => boolean;
  /** The first month shown and the earliest month reachable. */
  fromMonth?: Date;
  /** Names the calendar for screen readers. */
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  id?: string;
};

const WEEK_OPTIONS = { weekStartsOn: 1 as const };

// The French names written here, as date-fns's fr locale has them, rather than that locale (7.5 KB to
// download with /contact) or Intl (the browser's first formatter loads its locale data: some 25 ms of a
// phone's start).
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
/** By Date.getDay(): Sunday first. */
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const monthTitle = (month: Date) => `${MONTHS[month.getMonth()]} ${month.getFullYear()}`;
const weekdayName = (day: Date) => WEEKDAYS[day.getDay()];
/** 'lundi 23 novembre 2026'. */
const dayLabel = (day: Date) => `${weekdayName(day)} ${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}`;

/**
 * A month grid in French, weeks starting on Monday (WAI-ARIA date grid): arrows move by day and week,
 * Home/End to the week's ends, Page Up/Down by month, Enter or Space chooses.
 */
export function Calendar({ selected, onSelect, isDayDisabled = () => false, fromMonth, id, ...aria }: CalendarProps) {
  const earliestMonth = startOfMonth(fromMonth ?? new Date());
  const [focusedDay, setFocusedDay] = useState<Date>(() => selected ?? fromMonth ?? new Date());
  // Set by keyboard moves only, so that a re-render never steals focus from elsewhere on the page.
  const shouldMoveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const month = startOfMonth(focusedDay);

  useEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focusedDay]);

  function moveTo(day: Date) {
    shouldMoveFocus.current = true;
    setFocusedDay(day < earliestMonth ? earliestMonth : day);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, day: Date) {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => startOfWeek(day, WEEK_OPTIONS),
      End: () => endOfWeek(day, WEEK_OPTIONS),
      PageUp: () => addMonths(day, -1),
      PageDown: () => addMonths(day, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  }

  const weeks: Date[][] = [];
  for (let day = startOfWeek(month, WEEK_OPTIONS); day <= endOfMonth(month); ) {
    const week: Date[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  const weekdays = weeks[0];
  const title = monthTitle(month);
  const titleId = `${id ?? 'calendar'}-title`;
  const canGoBack = month > earliestMonth;

  return (
    <div id={id} className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-3 aria-[invalid=true]:border-red-500" aria-invalid={aria['aria-invalid']}>
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label="Mois précédent"
          disabled={!canGoBack}
          onClick={() => setFocusedDay(addMonths(month, -1))}
          className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-30 [&_svg]:size-4"
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <p id={titleId} aria-live="polite" className="text-sm font-semibold capitalize text-slate-900">
          {title}
        </p>
        <button
          type="button"
          aria-label="Mois suivant"
          onClick={() => setFocusedDay(addMonths(month, 1))}
          className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 [&_svg]:size-4"
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={aria['aria-label'] ? undefined : titleId} aria-label={aria['aria-label'] ? `${aria['aria-label']}, ${title}` : undefined} aria-describedby={aria['aria-describedby']} className="w-full border-collapse">
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.toISOString()} scope="col" abbr={weekdayName(day)} className="pb-1 text-xs font-medium text-slate-500">
                {/* The two-letter weekday of date-fns's fr locale: 'lundi' → 'lu'. */}
                {weekdayName(day).slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].toISOString()}>
              {week.map((day) => {
                const isOutside = !isSameMonth(day, month);
                const isDisabled = isDayDisabled(day);
                const isSelected = selected !== undefined && isSameDay(day, selected);
                const isFocusable = isSameDay(day, focusedDay);
                return (
                  <td key={day.toISOString()} role="gridcell" aria-selected={isSelected} className="p-0.5 text-center">
                    {isOutside ? (
                      <span aria-hidden="true" className="block h-9" />
                    ) : (
                      <button
                        type="button"
                        tabIndex={isFocusable ? 0 : -1}
                        aria-label={dayLabel(day) + (isDisabled ? ' (indisponible)' : '')}
                        aria-disabled={isDisabled || undefined}
                        aria-pressed={isSelected}
                        onClick={() => {
                          setFocusedDay(day);
                          if (!isDisabled) onSelect(day);
                        }}
                        onKeyDown={(event) => handleKeyDown(event, day)}
                        // clsx, not cn: no two of these set the same property, so there is nothing to merge, and
                        // tailwind-merge's first call is not paid while the contact page starts.
                        className={clsx(
                          'h-9 w-full rounded-lg text-sm transition',
                          isSelected && 'bg-brand-700 font-semibold',
                          isSelected && !isDisabled && 'text-white',
                          !isSelected && !isDisabled && 'text-slate-900 hover:bg-brand-50',
                          isDisabled && 'cursor-not-allowed text-slate-400 line-through decoration-slate-300',
                        )}
                      >
                        {day.getDate()}
                      </button>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
