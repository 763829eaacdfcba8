import type { PublishedFigureDto, ReportPeriod } from '../contracts/admin-company-report';
import { MINIMUM_GROUP_SIZE, REPORT_HIDDEN_TEXT } from '../rules/report-anonymity';
import { yearMonthText } from './dates';
import { numberText } from './numbers';

/*
 * How the employer's report writes its figures and periods (issue 25), on the page, in the mail and in
 * its PDF alike (decision 0036).
 */

/** What every rendering of the report says of its threshold. */
export const REPORT_THRESHOLD_TEXT = `Aucun chiffre n'est publié pour moins de ${MINIMUM_GROUP_SIZE} salariés.`;

/** A published figure, or « moins de 10 » for a withheld one, whatever the reason it was withheld. */
export function reportFigureText(figure: PublishedFigureDto, fractionDigits = 0): string {
  return figure.suppressed ? REPORT_HIDDEN_TEXT : numberText(figure.value, fractionDigits);
}

/** « mars 2026 »; a quarter or year period is named by its months: « janvier, février et avril 2025 ». */
export function reportPeriodText(period: ReportPeriod): string {
  if (period.months.length === 1) return yearMonthText(period.months[0]);
  // A period never spans two years (decision 0036, rule 4).
  const year = period.months[0].slice(0, 4);
  const names = period.months.map((month) => yearMonthText(month).replace(/ \d{4}$/, ''));
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]} ${year}`;
}
