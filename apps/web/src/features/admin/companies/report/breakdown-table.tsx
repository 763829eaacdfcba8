import type { PublishedFigureDto } from '@parenthese/shared';
import { PublishedFigure } from './published-figure';

/** One breakdown of a period (status, mode, category, score) as a small table: each cell's label and its figure. */
export function BreakdownTable({ caption, heading, rows }: { caption: string; heading: string; rows: { label: string; figure: PublishedFigureDto }[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs text-slate-500">
          <th scope="col" className="py-1 pr-2 text-left font-medium">
            {heading}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Nombre
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, figure }) => (
          <tr key={label} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-700">
              {label}
            </th>
            <td className="py-1.5 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
              <PublishedFigure figure={figure} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
