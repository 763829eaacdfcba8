import { countText, REPORT_HIDDEN_TEXT, type PublishedFigureDto } from '@parenthese/shared';

/** One figure of the report: its value, or « moins de 10 » whatever the reason it was withheld (one sign, decision 0036). */
export function PublishedFigure({ figure, format = countText, isLarge = false }: { figure: PublishedFigureDto; format?: (value: number) => string; isLarge?: boolean }) {
  if (!figure.suppressed) return <>{format(figure.value)}</>;
  // In place of a large number, the words in body size: bold words three times larger would shout.
  return <span className={isLarge ? 'block text-sm leading-snug font-medium text-slate-500 italic' : 'text-slate-500 italic'}>{REPORT_HIDDEN_TEXT}</span>;
}
