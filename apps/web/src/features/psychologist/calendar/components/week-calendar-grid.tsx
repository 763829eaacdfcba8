import {
  CALENDAR_HOURS,
  dayNumberText,
  inParis,
  overlapsAny,
  parisHourOf,
  shortWeekdayText,
  slotKey,
  slotStartAt,
  type ClosedInterval,
  type PsychologistConsultation,
  type ParisDay,
} from '@parenthese/shared';
import { cn } from '@/lib/cn';
import { HourCornerHeader, HourRowHeader } from '@/features/psychologist/planning';
import { ConsultationCard } from './consultation-card';

/** An hour the psychologist is closed (absence, public holiday), striped; the legend shows the same. */
export const closedHourStripes = 'bg-[repeating-linear-gradient(45deg,var(--color-slate-100)_0_4px,var(--color-slate-200)_4px_8px)]';

/** The week, 07:00 to 20:00 (14 rows), Monday first; each consultation sits in its Paris hour. */
export function WeekCalendarGrid({
  days,
  consultations,
  closedHours = [],
  onOpen,
}: {
  days: ParisDay[];
  consultations: PsychologistConsultation[];
  /** Absences and closed public holidays: shown as unavailable, nothing more. */
  closedHours?: ClosedInterval[];
  onOpen: (consultation: PsychologistConsultation) => void;
}) {
  const closed = closedHours.map((interval) => ({ start: interval.startDate, end: interval.endDate }));
  const byCell = new Map<string, PsychologistConsultation[]>();
  for (const consultation of consultations) {
    const start = new Date(consultation.startDate);
    const hour = Math.min(Math.max(parisHourOf(start), CALENDAR_HOURS[0]), CALENDAR_HOURS.at(-1)!);
    const key = `${slotKey(start).slice(0, 10)}T${String(hour).padStart(2, '0')}`;
    byCell.set(key, [...(byCell.get(key) ?? []), consultation]);
  }
  const todayKey = slotKey(new Date()).slice(0, 10);
  return (
    <div>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        {/* `days` are the columns shown: the whole week, or one day on a phone. */}
        <table className={cn('w-full table-fixed border-collapse', days.length === 7 && 'min-w-[52rem]')}>
          <caption className="sr-only">Rendez-vous de la semaine, par jour et par heure</caption>
          <thead>
            <tr>
              <HourCornerHeader />
              {days.map((day) => {
                const date = inParis(slotStartAt(day, 12));
                const isToday = slotKey(date).slice(0, 10) === todayKey;
                return (
                  <th key={`${day.month}-${day.day}`} scope="col" className={cn('p-2 text-center text-sm font-semibold text-slate-700', isToday && 'text-brand-800')}>
                    <span className="block capitalize">{shortWeekdayText(date)}</span>
                    <span className={cn('mx-auto mt-0.5 flex size-8 items-center justify-center rounded-full text-base font-bold', isToday ? 'bg-brand-700 text-white' : 'text-slate-900')}>
                      {dayNumberText(date)}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {CALENDAR_HOURS.map((hour) => (
              <tr key={hour}>
                <HourRowHeader hour={hour} />
                {days.map((day) => {
                  const key = slotKey(slotStartAt(day, hour)).slice(0, 10) + `T${String(hour).padStart(2, '0')}`;
                  const items = byCell.get(key) ?? [];
                  const start = slotStartAt(day, hour);
                  const isClosed = overlapsAny(closed, start, new Date(start.getTime() + 3_600_000));
                  return (
                    <td key={key} className={cn('h-14 border border-slate-100 p-1 align-top', isClosed && closedHourStripes)}>
                      {isClosed && <span className="sr-only">Indisponible</span>}
                      <div className="space-y-1">
                        {items.map((consultation) => (
                          <ConsultationCard key={consultation.meetingId} consultation={consultation} onOpen={() => onOpen(consultation)} />
                        ))}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
