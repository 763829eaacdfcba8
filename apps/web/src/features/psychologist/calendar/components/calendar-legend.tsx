import { cn } from '@/lib/cn';
import { calendarStatusLabels } from '../consultation-status';
import { statusSwatches } from './consultation-card';
import { closedHourStripes } from './week-calendar-grid';

const LEGEND_ORDER = ['pending', 'confirmed', 'cancelled', 'completed'] as const;

/** Under the week grid: each status's colour, as the cards wear it, and its name. */
export function CalendarLegend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" aria-label="Légende">
      {LEGEND_ORDER.map((status) => (
        <li key={status} className="flex items-center gap-2">
          <span className={cn('inline-block size-4 rounded border', statusSwatches[status])} aria-hidden="true" />
          {calendarStatusLabels[status]}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span className={cn('inline-block size-4 rounded border border-slate-200', closedHourStripes)} aria-hidden="true" />
        Absence ou jour férié
      </li>
    </ul>
  );
}
