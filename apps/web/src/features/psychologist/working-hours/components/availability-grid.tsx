import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Hourglass, Lock } from 'lucide-react';
import { dayNumberText, isParisWeekend, shortWeekdayText, slotKey, slotStartAt, weekdayDateText, type ParisDay } from '@parenthese/shared';
import { cn } from '@/lib/cn';
import { HourCornerHeader, HourRowHeader, hourLabel } from '@/features/psychologist/planning';

export type CellState = 'free' | 'selected' | 'booked' | 'held' | 'past' | 'weekend' | 'closed';

const stateLabels: Record<CellState, string> = {
  free: 'Non disponible',
  selected: 'Disponible',
  booked: 'Créneau réservé',
  held: 'Réservé pour un suivi, en attente de réponse',
  past: 'Passé, non modifiable',
  weekend: 'Week-end, non réservable par les salariés',
  closed: 'Absence ou jour férié, fermé',
};

/** Weekend cells are hatched: not a state the psychologist can change. */
const weekendStripes = 'bg-[repeating-linear-gradient(135deg,var(--color-slate-100)_0_6px,var(--color-slate-200)_6px_9px)]';
/** Closed hours (absence, public holiday) are hatched the other way, darker: nothing can be published there. */
const closedStripes = 'bg-[repeating-linear-gradient(45deg,var(--color-slate-200)_0_4px,var(--color-slate-300)_4px_8px)]';

const isEditable = (state: CellState) => state === 'free' || state === 'selected';

type AvailabilityGridProps = {
  days: ParisDay[];
  hours: number[];
  stateOf: (key: string) => CellState;
  /** Applies one mode (selected or not) to cells. */
  onApply: (keys: string[], isSelected: boolean) => void;
};

/** Held for a follow-up (decision 0066): promised to one person until they answer, so locked like a booked hour. */
const heldCell = 'bg-sky-100 text-sky-800 ring-1 ring-sky-300 ring-inset';

/**
 * How to use the grid, said above it. The page draws it above the grid's skeleton too (written into its HTML
 * at build): it is painted before the week is read, and stays where it is when the grid comes.
 */
export function AvailabilityGridHelp() {
  return (
    <p id="availability-grid-help" className="text-sm text-slate-600">
      <span className="pointer-coarse:hidden">Cliquez sur un créneau, ou faites glisser pour en sélectionner plusieurs.</span>
      <span className="hidden pointer-coarse:inline">Touchez un créneau pour le sélectionner ou le désélectionner ; faites glisser le doigt pour faire défiler.</span>
      <span className="sr-only"> Au clavier : flèches pour se déplacer, Espace pour rendre un créneau disponible ou non disponible.</span>
    </p>
  );
}

/**
 * The week editor grid: click and drag applies the mode of the first cell; booked, held, past and weekend
 * cells are locked. A real ARIA grid: one tab stop, arrows move, Home/End go to the row's ends and
 * Ctrl+Home/Ctrl+End to the grid's first and last cells, Space or Enter toggles, each cell says its
 * day, hour and state. On touch screens a tap toggles and a swipe scrolls.
 * `days` are the columns shown (all seven, or fewer on a phone).
 */
export function AvailabilityGrid({ days, hours, stateOf, onApply }: AvailabilityGridProps) {
  const dragMode = useRef<boolean | null>(null);
  const lastPointerType = useRef<string>('mouse');
  const cellRefs = useRef(new Map<string, HTMLTableCellElement>());
  const [focus, setFocus] = useState({ day: 0, hour: 0 });
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const endDrag = () => {
      dragMode.current = null;
    };
    window.addEventListener('pointerup', endDrag);
    window.addEventListener('pointercancel', endDrag);
    return () => {
      window.removeEventListener('pointerup', endDrag);
      window.removeEventListener('pointercancel', endDrag);
    };
  }, []);

  const dayNames = days.map((day) => slotStartAt(day, 12));
  const keyOf = (dayIndex: number, hour: number) => slotKey(slotStartAt(days[dayIndex], hour));
  const describe = (dayIndex: number, hour: number, state: CellState) => `${weekdayDateText(dayNames[dayIndex])}, ${hourLabel(hour)} à ${hourLabel(hour + 1)}, ${stateLabels[state]}`;

  const toggle = (dayIndex: number, hourIndex: number) => {
    const hour = hours[hourIndex];
    const key = keyOf(dayIndex, hour);
    const state = stateOf(key);
    if (!isEditable(state)) {
      setAnnouncement(`${describe(dayIndex, hour, state)}.`);
      return;
    }
    const isSelected = state !== 'selected';
    onApply([key], isSelected);
    setAnnouncement(describe(dayIndex, hour, isSelected ? 'selected' : 'free'));
  };

  const moveFocus = (day: number, hour: number) => {
    const next = { day: Math.max(0, Math.min(days.length - 1, day)), hour: Math.max(0, Math.min(hours.length - 1, hour)) };
    setFocus(next);
    cellRefs.current.get(`${next.day}-${next.hour}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, dayIndex: number, hourIndex: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowRight: [dayIndex + 1, hourIndex],
      ArrowLeft: [dayIndex - 1, hourIndex],
      ArrowDown: [dayIndex, hourIndex + 1],
      ArrowUp: [dayIndex, hourIndex - 1],
      Home: event.ctrlKey || event.metaKey ? [0, 0] : [0, hourIndex],
      End: event.ctrlKey || event.metaKey ? [days.length - 1, hours.length - 1] : [days.length - 1, hourIndex],
    };
    if (moves[event.key]) {
      event.preventDefault();
      moveFocus(...moves[event.key]);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      toggle(dayIndex, hourIndex);
    }
  };

  const onPointerDown = (event: PointerEvent, key: string) => {
    lastPointerType.current = event.pointerType || 'mouse';
    if (event.pointerType === 'touch' || event.button !== 0) return;
    const state = stateOf(key);
    if (!isEditable(state)) return;
    event.preventDefault();
    dragMode.current = state !== 'selected';
    onApply([key], dragMode.current);
  };

  const onPointerEnter = (key: string) => {
    if (dragMode.current === null || !isEditable(stateOf(key))) return;
    onApply([key], dragMode.current);
  };

  return (
    <div className="relative space-y-2">
      <AvailabilityGridHelp />
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table
          role="grid"
          aria-label="Plages de travail de la semaine"
          aria-describedby="availability-grid-help"
          className={cn('w-full table-fixed border-collapse select-none', days.length === 7 && 'min-w-[36rem]')}
        >
          <thead>
            {/* No role on tr, th and td: a table role="grid" gives them row, columnheader and gridcell (issue 34, W3C validator). */}
            <tr>
              <HourCornerHeader />
              {dayNames.map((day, index) => (
                <th key={index} scope="col" className="p-2 text-center align-top text-xs font-semibold text-slate-700 sm:text-sm">
                  <span className="block capitalize">{shortWeekdayText(day)}</span>
                  <span className="block text-base font-bold text-slate-900">{dayNumberText(day)}</span>
                  {isParisWeekend(day) && <span className="block text-[11px] leading-tight font-medium text-slate-600">Non réservable</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour, hourIndex) => (
              <tr key={hour}>
                <HourRowHeader hour={hour} />
                {days.map((_, dayIndex) => {
                  const key = keyOf(dayIndex, hour);
                  const state = stateOf(key);
                  const isFocused = focus.day === dayIndex && focus.hour === hourIndex;
                  return (
                    <td
                      key={key}
                      ref={(element) => {
                        if (element) cellRefs.current.set(`${dayIndex}-${hourIndex}`, element);
                        else cellRefs.current.delete(`${dayIndex}-${hourIndex}`);
                      }}
                      tabIndex={isFocused ? 0 : -1}
                      aria-selected={state === 'selected' || state === 'booked' || state === 'held'}
                      aria-readonly={!isEditable(state) || undefined}
                      aria-label={describe(dayIndex, hour, state)}
                      data-state={state}
                      data-slot={key}
                      onPointerDown={(event) => onPointerDown(event, key)}
                      onPointerEnter={() => onPointerEnter(key)}
                      onClick={() => {
                        if (lastPointerType.current !== 'mouse') toggle(dayIndex, hourIndex);
                      }}
                      onFocus={() => setFocus({ day: dayIndex, hour: hourIndex })}
                      onKeyDown={(event) => onKeyDown(event, dayIndex, hourIndex)}
                      className="h-10 border border-slate-100 p-0.5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
                    >
                      <div
                        aria-hidden="true"
                        className={cn(
                          'flex h-full w-full items-center justify-center rounded-md text-xs transition-colors',
                          state === 'free' && 'cursor-pointer bg-slate-50 hover:bg-brand-50',
                          state === 'selected' && 'cursor-pointer bg-brand-600 text-white hover:bg-brand-700',
                          state === 'booked' && 'cursor-not-allowed bg-amber-100 text-amber-800 ring-1 ring-amber-300 ring-inset',
                          state === 'held' && `cursor-not-allowed ${heldCell}`,
                          state === 'past' && 'cursor-not-allowed bg-slate-100 opacity-60',
                          state === 'weekend' && `cursor-not-allowed ${weekendStripes}`,
                          state === 'closed' && `cursor-not-allowed ${closedStripes}`,
                        )}
                      >
                        {state === 'booked' && <Lock className="size-3.5" />}
                        {state === 'held' && <Hourglass className="size-3.5" />}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

export function AvailabilityLegend() {
  const items = [
    { label: 'Non disponible', className: 'bg-slate-50 ring-1 ring-slate-200 ring-inset' },
    { label: 'Disponible', className: 'bg-brand-600' },
    { label: 'Créneau réservé', className: 'bg-amber-100 ring-1 ring-amber-300 ring-inset' },
    { label: 'Réservé pour un suivi : en attente de la réponse de la personne', className: heldCell },
    { label: 'Week-end : non réservable par les salariés', className: `${weekendStripes} ring-1 ring-slate-200 ring-inset` },
    { label: 'Absence ou jour férié : fermé', className: `${closedStripes} ring-1 ring-slate-300 ring-inset` },
  ];
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" aria-label="Légende">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span className={cn('inline-block size-4 rounded', item.className)} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
