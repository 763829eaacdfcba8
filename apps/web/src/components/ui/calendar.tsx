import { createContext, useContext, type ComponentProps } from 'react';
import { format, startOfMonth } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { clsx } from 'clsx';
import type { DayButtonProps } from 'react-day-picker';
import { pickerDayText } from '@parenthese/shared';
import { DayButton, FrenchDayPicker } from './day-picker';

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

/** 'lundi 23 novembre 2026', 'mardi 1er décembre 2026' (the one date module, as the mails). */
const dayLabel = pickerDayText;

// The grid's description (the field's hint or error), for the grid the library renders.
const GridDescription = createContext<string | undefined>(undefined);

function MonthGrid(props: ComponentProps<'table'>) {
  return <table {...props} aria-describedby={useContext(GridDescription)} />;
}

function CalendarDayButton(props: DayButtonProps) {
  const { selected: isSelected, unavailable: isDisabled } = props.modifiers;
  return (
    <DayButton
      {...props}
      aria-disabled={isDisabled || undefined}
      // clsx, not cn: no two of these set the same property, so there is nothing to merge.
      className={clsx(
        'h-9 w-full rounded-lg text-sm transition',
        isSelected && 'bg-brand-700 font-semibold',
        isSelected && !isDisabled && 'text-white',
        !isSelected && !isDisabled && 'text-slate-900 hover:bg-brand-50',
        isDisabled && 'cursor-not-allowed text-slate-400 line-through decoration-slate-300',
      )}
    />
  );
}

const navButton = 'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 disabled:opacity-30 [&_svg]:size-4';

/**
 * A month grid in French, weeks starting on Monday (react-day-picker, WAI-ARIA date grid): arrows move by
 * day and week, Home/End to the week's ends, Page Up/Down by month, Enter or Space chooses. Unavailable
 * days stay reachable, announced as such, and are never chosen.
 */
export function Calendar({ selected, onSelect, isDayDisabled = () => false, fromMonth, id, ...aria }: CalendarProps) {
  const label = aria['aria-label'];
  return (
    <div id={id} className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-3 aria-[invalid=true]:border-red-500" aria-invalid={aria['aria-invalid']}>
      <GridDescription.Provider value={aria['aria-describedby']}>
        <FrenchDayPicker
          mode="single"
          required
          selected={selected}
          onSelect={(day, _trigger, modifiers) => {
            if (!modifiers.unavailable) onSelect(day);
          }}
          modifiers={{ unavailable: isDayDisabled }}
          defaultMonth={selected ?? fromMonth}
          startMonth={startOfMonth(fromMonth ?? new Date())}
          labels={{
            labelGrid: (month) => (label ? `${label}, ${format(month, 'LLLL yyyy', { locale: fr })}` : format(month, 'LLLL yyyy', { locale: fr })),
            labelDayButton: (day, modifiers) => dayLabel(day) + (modifiers.unavailable ? ' (indisponible)' : ''),
          }}
          components={{ MonthGrid, DayButton: CalendarDayButton }}
          classNames={{
            month: 'flex flex-wrap items-center justify-between',
            month_caption: 'mb-2',
            caption_label: 'text-sm font-semibold capitalize text-slate-900',
            button_previous: clsx(navButton, 'mb-2'),
            button_next: clsx(navButton, 'mb-2'),
            month_grid: 'w-full border-collapse',
            weekday: 'pb-1 text-xs font-medium text-slate-500',
            day: 'p-0.5 text-center',
          }}
        />
      </GridDescription.Provider>
    </div>
  );
}
