import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { capitalized, longDateText, type DayKey } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { startOfParisDayDate } from '../lib/day-date';
import type { SlotTime } from '../lib/slots';
import { BookingCalendar } from './booking-calendar';

type ScheduleStepProps = {
  month: string;
  months: string[];
  onMonthChange: (month: string) => void;
  days: Map<DayKey, SlotTime[]>;
  selectedDay: DayKey | null;
  onSelectDay: (day: DayKey) => void;
  selectedTime: string | null;
  onSelectTime: (slot: SlotTime) => void;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Shown when the chosen slot was taken meanwhile. */
  notice: string | null;
  /** Under an empty month: the waiting list's offer (the booking wizard only). */
  waitingList?: ReactNode;
};

/** Step 2: a day in the calendar, then one of its free times. */
export function ScheduleStep({ month, months, onMonthChange, days, selectedDay, onSelectDay, selectedTime, onSelectTime, isLoading, isError, onRetry, notice, waitingList }: ScheduleStepProps) {
  const times = selectedDay ? (days.get(selectedDay) ?? []) : [];
  return (
    <div className="space-y-4">
      {notice && (
        <AlertBanner title="Créneau indisponible" tone="warning">
          {notice}
        </AlertBanner>
      )}
      {isError && (
        <AlertBanner
          title="Impossible de charger les créneaux disponibles"
          tone="danger"
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              Réessayer
            </Button>
          }
        />
      )}
      <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]">
        <div>
          <h3 className="mb-2 text-base font-semibold text-slate-900">Date</h3>
          <BookingCalendar month={month} months={months} onMonthChange={onMonthChange} availableDays={new Set(days.keys())} selectedDay={selectedDay} onSelectDay={onSelectDay} isLoading={isLoading} />
          {!isLoading && !isError && days.size === 0 && (
            <p className="mt-3 text-sm text-slate-600" role="status">
              Aucun créneau disponible ce mois-ci. Essayez le mois suivant.
            </p>
          )}
          {waitingList && <div className="mt-4">{waitingList}</div>}
        </div>
        <div>
          <h3 className="mb-2 text-base font-semibold text-slate-900">Heure</h3>
          {isLoading ? (
            <div className="grid grid-cols-3 gap-2" aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} className="h-11" />
              ))}
            </div>
          ) : !selectedDay ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">Choisissez d'abord une date dans le calendrier.</p>
          ) : (
            <div role="radiogroup" aria-label={`Créneaux du ${capitalized(longDateText(startOfParisDayDate(selectedDay)))}`}>
              <p className="mb-3 text-sm text-slate-700">{capitalized(longDateText(startOfParisDayDate(selectedDay)))}</p>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {times.map((slot, index) => {
                  const isSelected = slot.time === selectedTime;
                  // One tab stop for the group (the chosen time, else the first); arrows move and choose.
                  const isTabStop = selectedTime === null || !times.some((time) => time.time === selectedTime) ? index === 0 : isSelected;
                  return (
                    <button
                      key={slot.time}
                      type="button"
                      role="radio"
                      aria-checked={isSelected}
                      tabIndex={isTabStop ? 0 : -1}
                      onClick={() => onSelectTime(slot)}
                      onKeyDown={(event) => {
                        const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
                        if (step === undefined) return;
                        event.preventDefault();
                        const nextIndex = (index + step + times.length) % times.length;
                        onSelectTime(times[nextIndex]);
                        const buttons = event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="radio"]');
                        buttons?.[nextIndex]?.focus();
                      }}
                      className={cn(
                        'flex h-11 items-center justify-center gap-1.5 rounded-lg border text-sm font-medium transition-colors',
                        isSelected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50',
                      )}
                    >
                      <Clock className="size-3.5" aria-hidden="true" />
                      {slot.time}
                    </button>
                  );
                })}
              </div>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
