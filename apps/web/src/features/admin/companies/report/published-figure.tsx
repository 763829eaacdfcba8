import { countText, REPORT_HIDDEN_TEXT, type PublishedFigureDto } from '@parenthese/shared';

/** One figure of the report: its value, or « moins de 10 » whatever the reason it was withheld (one sign, decision 0036). */
export function PublishedFigure({ figure, format = countText }: { figure: PublishedFigureDto; format?: (value: number) => string }) {
  return figure.suppressed ? <span className="text-slate-500 italic">{REPORT_HIDDEN_TEXT}</span> : <>{format(figure.value)}</>;
}
