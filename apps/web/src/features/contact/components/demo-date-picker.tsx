import { lazy, Suspense, useDeferredValue } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { isBookableDemoDay, parseDemoDay, type ContactFormInput } from '@parenthese/shared';
import { DownloadFailure } from '@/components/ui/download-failure';
import { useHasHydrated } from '@/lib/use-has-hydrated';

// The calendar (react-day-picker and date-fns's French locale) is downloaded once the page has hydrated,
// not with it: the form is usable and the page painted before it is there.
const Calendar = lazy(() => import('@/components/ui/calendar').then((module) => ({ default: module.Calendar })));

/** The calendar's local day as 'yyyy-MM-dd' (without date-fns's format, which would come with the page). */
const toDayValue = (day: Date) => [day.getFullYear(), String(day.getMonth() + 1).padStart(2, '0'), String(day.getDate()).padStart(2, '0')].join('-');
const fromDayValue = (value: string) => {
  const parts = parseDemoDay(value);
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : undefined;
};

type DemoDatePickerProps = {
  control: Control<ContactFormInput, unknown, unknown>;
  error?: string;
};

export const CALENDAR_UNAVAILABLE = "Le calendrier n'a pas pu se charger. Vérifiez votre connexion, puis rechargez la page.";

/** The calendar's room, kept while it is not there yet, so that nothing below moves when it comes. */
const calendarPlaceholder = <div className="h-[330px] w-full max-w-sm rounded-xl border border-slate-200 bg-white" aria-hidden="true" />;

/**
 * The day of the demonstration. Its own component: when hydration ends, only it renders again (to show
 * the calendar), not the whole form. That render is deferred (a transition React may split and run
 * after the hydration's own work), so the calendar's first render is not one long task with it.
 */
export function DemoDatePicker({ control, error }: DemoDatePickerProps) {
  const isCalendarShown = useDeferredValue(useHasHydrated(), false);
  return (
    <div className="space-y-1.5">
      <p id="contact-date-label" className="text-sm font-medium text-slate-800">
        Date souhaitée{' '}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </p>
      {/* The page is prerendered at build: the days open today are known once it runs in the browser. */}
      {!isCalendarShown ? (
        calendarPlaceholder
      ) : (
        <DownloadFailure
          fallback={
            <p role="alert" className="text-sm text-red-600">
              {CALENDAR_UNAVAILABLE}
            </p>
          }
        >
          <Suspense fallback={calendarPlaceholder}>
            <Controller
              control={control}
              name="date"
              render={({ field }) => (
                <Calendar
                  id="contact-date"
                  aria-label="Date souhaitée"
                  aria-describedby={error ? 'contact-date-error' : 'contact-date-hint'}
                  aria-invalid={Boolean(error)}
                  selected={fromDayValue(field.value ?? '')}
                  isDayDisabled={(day) => !isBookableDemoDay(toDayValue(day), new Date())}
                  onSelect={(day) => {
                    field.onChange(toDayValue(day));
                    field.onBlur();
                  }}
                />
              )}
            />
          </Suspense>
        </DownloadFailure>
      )}
      {error ? (
        <p id="contact-date-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id="contact-date-hint" className="text-xs text-slate-500">
          Du lundi au vendredi, hors dates passées.
        </p>
      )}
    </div>
  );
}
