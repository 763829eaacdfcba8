/** « 08:00 »: an hour of the grid as its rows and cells say it. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The top-left cell of a week grid (calendar or working hours): it names the hours' column for screen readers. */
export function HourCornerHeader() {
  return (
    <th scope="col" className="sticky left-0 z-10 w-16 bg-white p-2 text-left text-xs font-medium text-slate-500">
      <span className="sr-only">Heure</span>
    </th>
  );
}

/** The hour at the start of a week grid's row, kept in view when the grid scrolls sideways. */
export function HourRowHeader({ hour }: { hour: number }) {
  return (
    <th scope="row" className="sticky left-0 z-10 bg-white px-2 py-1 text-left align-top text-xs font-medium whitespace-nowrap text-slate-500">
      {hourLabel(hour)}
    </th>
  );
}
