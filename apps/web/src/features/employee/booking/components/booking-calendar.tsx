import type { ComponentProps, KeyboardEvent } from 'react';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import type { DayButtonProps } from 'react-day-picker';
import { isBookableDay, pickerDayText, type DayKey } from '@parenthese/shared';
import { buttonVariants } from '@/components/ui/button';
import { DayButton, FrenchDayPicker } from '@/components/ui/day-picker';
import { cn } from '@/lib/cn';

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

const dayKey = (day: Date): DayKey => format(day, 'yyyy-MM-dd');
const monthKey = (day: Date) => format(day, 'yyyy-MM');
/** The local midnight of 'yyyy-MM-dd', or of the first day of 'yyyy-MM': the calendar's days are local dates. */
const localDate = (key: string) => new Date(`${key.length === 7 ? `${key}-01` : key}T00:00:00`);

/** The month's title, a heading as the page's other sections (the library's caption is a span). */
function CaptionLabel({ role: _role, ref: _ref, ...props }: ComponentProps<'span'>) {
  return <h3 {...props} />;
}

/** Home and End go to the month's first and last free days: the week's ends are often not free. */
function moveToFreeDayAtEdge(event: KeyboardEvent<HTMLButtonElement>) {
  const freeDays = event.currentTarget.closest('table')?.querySelectorAll<HTMLButtonElement>('button:not([disabled]):not([aria-disabled])');
  const target = event.key === 'Home' ? freeDays?.[0] : freeDays?.[freeDays.length - 1];
  event.preventDefault();
  target?.focus();
}

function BookingDayButton(props: DayButtonProps) {
  const { disabled: isUnavailable, selected: isSelected } = props.modifiers;
  return (
    <DayButton
      {...props}
      onKeyDown={(event) => (event.key === 'Home' || event.key === 'End' ? moveToFreeDayAtEdge(event) : props.onKeyDown?.(event))}
      className={cn(
        'mx-auto flex size-10 items-center justify-center rounded-full text-sm transition-colors',
        !isUnavailable ? 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100' : 'cursor-not-allowed text-slate-300',
        isSelected && 'bg-brand-700 text-white hover:bg-brand-700',
      )}
    />
  );
}

const monthButton = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'mb-3');

/**
 * A French month (weeks start on Monday) where only bookable days with a free slot can be picked: one tab
 * stop, arrows move between free days (react-day-picker skips the others).
 */
export function BookingCalendar({ month, months, onMonthChange, availableDays, selectedDay, onSelectDay, isLoading = false, now = new Date() }: BookingCalendarProps) {
  const isSelectable = (day: Date) => !isLoading && isBookableDay(dayKey(day), now) && availableDays.has(dayKey(day));
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4" aria-busy={isLoading || undefined}>
      <FrenchDayPicker
        mode="single"
        required
        selected={selectedDay ? localDate(selectedDay) : undefined}
        onSelect={(day) => onSelectDay(dayKey(day))}
        disabled={(day) => !isSelectable(day)}
        today={now}
        month={localDate(month)}
        onMonthChange={(shown) => onMonthChange(monthKey(shown))}
        startMonth={months[0] ? localDate(months[0]) : undefined}
        endMonth={months.length ? localDate(months[months.length - 1]) : undefined}
        formatters={{ formatWeekdayName: (day) => format(day, 'ccccc', { locale: fr }) }}
        labels={{ labelDayButton: (day, modifiers) => `${pickerDayText(day)}${modifiers.disabled ? ', indisponible' : ', créneaux disponibles'}` }}
        components={{ CaptionLabel, DayButton: BookingDayButton }}
        classNames={{
          month: 'flex flex-wrap items-center justify-between',
          month_caption: 'mb-3',
          caption_label: 'text-base font-semibold text-slate-900 capitalize',
          button_previous: monthButton,
          button_next: monthButton,
          // With the cells' padding (the last row's taken back), the gaps of the grid this calendar was before.
          month_grid: '-mb-0.5 w-full table-fixed border-collapse',
          weekday: 'pb-1.5 text-xs font-medium text-slate-500',
          day: 'py-0.5 text-center',
        }}
      />
      <p className="mt-3 flex items-center gap-2 text-xs text-slate-500">
        <span className="inline-block size-3 rounded-full bg-brand-50 ring-1 ring-brand-200" aria-hidden="true" />
        Jours avec des créneaux disponibles (du lundi au vendredi, du lendemain à 3 mois)
      </p>
    </div>
  );
}
