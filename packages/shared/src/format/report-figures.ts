import type { PublishedFigureDto, ReportPeriod } from '../contracts/admin-company-report';
import { REPORT_HIDDEN_TEXT } from '../rules/report-anonymity';
import { yearMonthText } from './dates';
import { numberText } from './numbers';

/**
 * How the employer's report writes its figures and periods (issue 25), on the page, in the mail and in
 * its PDF alike: a withheld figure is always « moins de 10 », whatever the reason (decision 0036).
 */
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
