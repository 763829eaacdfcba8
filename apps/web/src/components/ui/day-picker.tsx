import { useEffect, useRef, type ComponentProps } from 'react';
import { fr } from 'date-fns/locale/fr';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker, type DayButtonProps, type DayPickerProps, type DayProps } from 'react-day-picker';

/**
 * react-day-picker in French, weeks starting on Monday, unstyled: each calendar gives its classNames, and
 * its DayButton when its days look different (shadcn's Calendar shape). Its keyboard follows the WAI-ARIA
 * date grid: arrows by day and week, Home/End to the week's ends, Page Up/Down by month.
 */
export function FrenchDayPicker({ components, labels, ...props }: DayPickerProps) {
  return (
    <DayPicker
      locale={fr}
      navLayout="around"
      labels={{ labelPrevious: () => 'Mois précédent', labelNext: () => 'Mois suivant', ...labels }}
      components={{ Chevron, PreviousMonthButton: MonthButton, NextMonthButton: MonthButton, Weekdays, Weekday, Day, DayButton, ...components }}
      {...props}
    />
  );
}

function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  return orientation === 'left' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />;
}

/** Disabled for real at the window's ends (the library only marks it aria-disabled, and keeps it clickable). */
function MonthButton(props: ComponentProps<'button'>) {
  return <button {...props} disabled={props['aria-disabled'] === true || undefined} />;
}

/** The weekday names stay readable by screen readers (the library hides them): 'lundi' for 'lu'. */
function Weekdays(props: ComponentProps<'tr'>) {
  return (
    <thead>
      <tr {...props} />
    </thead>
  );
}

/**
 * A day's cell without the library's role="gridcell": a td of a table role="grid" is a gridcell already, and the
 * W3C validator counts the explicit role as an error (issue 34: 42 on /contact's date picker).
 */
function Day({ day: _day, modifiers: _modifiers, role: _role, ...props }: DayProps) {
  return <td {...(props as ComponentProps<'td'>)} />;
}

function Weekday(props: ComponentProps<'th'>) {
  return <th {...props} abbr={props['aria-label']} />;
}

/** The library's day button, pressed when chosen (as the calendars were before it, and as tests find them). */
export function DayButton({ day: _day, modifiers, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // As the library's own DayButton: the day that keyboard moves reach takes the focus.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} aria-pressed={modifiers.selected} {...props} />;
}
