import type { PublishedFigureDto } from '../contracts/admin-company-report';
import { MINIMUM_GROUP_SIZE, REPORT_HIDDEN_TEXT } from '../rules/report-anonymity';
import type { PublicationPeriod } from '../rules/report-periods';
import { monthNameText, yearMonthText } from './dates';

/*
 * The French wording of the employer's report (issue 25): its periods and its numbers, the same on the
 * page, in the PDF and in the mail.
 */

// Made on first use, not when a page's script loads (and so left out of the pages that never write one).
let countFormat: Intl.NumberFormat | undefined;
let averageFormat: Intl.NumberFormat | undefined;
let percentFormat: Intl.NumberFormat | undefined;

/** « 1 250 » */
export const countText = (value: number) => (countFormat ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })).format(value);

/** « 4,2 » (an average rating, one decimal) */
export const averageText = (value: number) => (averageFormat ??= new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(value);

/** « 83 % » from 0.83 */
export const percentText = (share: number) => (percentFormat ??= new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 })).format(share);

/** What every rendering of the report says of its threshold. */
export const REPORT_THRESHOLD_TEXT = `Aucun chiffre n'est publié pour moins de ${MINIMUM_GROUP_SIZE} salariés.`;

/** A published figure in `format` (a count by default), or « moins de 10 » for a withheld one, whatever the reason it was withheld. */
export function reportFigureText(figure: PublishedFigureDto, format: (value: number) => string = countText): string {
  return figure.suppressed ? REPORT_HIDDEN_TEXT : format(figure.value);
}

/** What a month before the company's creation shows: there was nothing to count, so no « moins de 10 ». */
export const REPORT_NO_MONTH_TEXT = '—';

/** A trend month's figure: « — » before the company existed, otherwise as reportFigureText. */
export function trendFigureText(point: { isBeforeCompany: boolean }, figure: PublishedFigureDto): string {
  return point.isBeforeCompany ? REPORT_NO_MONTH_TEXT : reportFigureText(figure);
}

/** « 1er trimestre 2026 », « 3e trimestre 2026 » for a quarter numbered 1 to 4 */
export const quarterText = (year: string, quarter: number) => `${quarter === 1 ? '1er' : `${quarter}e`} trimestre ${year}`;

/** The quarter (1 to 4) of a 'YYYY-MM' month. */
export const quarterOf = (yearMonth: string) => Math.ceil(Number(yearMonth.slice(5, 7)) / 3);

/**
 * « mars 2026 » (a month alone), « 1er trimestre 2026 (janvier, février) » (the months of a quarter too
 * small alone, named since they are not the whole quarter), « 2026 (mois restants) » (the year's leftovers).
 */
export function reportPeriodText(period: PublicationPeriod): string {
  const [first] = period.months;
  const year = first.slice(0, 4);
  if (period.level === 'month') return yearMonthText(first);
  if (period.level === 'quarter') return `${quarterText(year, quarterOf(first))} (${period.months.map(monthNameText).join(', ')})`;
  return `${year} (mois restants)`;
}
