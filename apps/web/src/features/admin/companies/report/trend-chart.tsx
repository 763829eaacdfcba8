import { countText, ofYearMonthText, REPORT_NO_MONTH_TEXT, shortMonthText, yearMonthText, type CompanyReport } from '@parenthese/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PublishedFigure } from './published-figure';

type Trend = CompanyReport['trend'];

// Heights in pixels, widths in percent of the card: the bars stretch with the screen, the text keeps its size.
const TOP = 22;
const PLOT_HEIGHT = 150;
const BASELINE = TOP + PLOT_HEIGHT;
const HEIGHT = BASELINE + 48;

const slotCenter = (index: number, count: number) => `${((index + 0.5) / count) * 100}%`;

/**
 * The twelve months' consultations as bars, in plain SVG and hidden from screen readers: a month not
 * published alone has no bar (a zero would be a figure) but a short dash on the axis. The table below
 * carries the same figures for screen readers.
 */
function Bars({ trend }: { trend: Trend }) {
  const largest = Math.max(1, ...trend.map(({ consultations }) => (consultations.suppressed ? 0 : consultations.value)));
  return (
    <svg aria-hidden="true" width="100%" height={HEIGHT} className="overflow-visible text-slate-600" data-testid="tendance-graphique">
      <line x1="0" x2="100%" y1={BASELINE} y2={BASELINE} className="stroke-slate-300" />
      {trend.map(({ month, isBeforeCompany, consultations }, index) => {
        const center = slotCenter(index, trend.length);
        const isYearShown = index === 0 || month.endsWith('-01');
        return (
          <g key={month} data-mois={month}>
            {isBeforeCompany ? null : consultations.suppressed ? (
              <line data-masque x1={center} x2={center} y1={BASELINE - 8} y2={BASELINE - 2} strokeWidth={2} className="stroke-slate-400" />
            ) : (
              <>
                <rect
                  data-barre
                  x={`${((index + 0.2) / trend.length) * 100}%`}
                  width={`${(0.6 / trend.length) * 100}%`}
                  y={BASELINE - (consultations.value / largest) * PLOT_HEIGHT}
                  height={(consultations.value / largest) * PLOT_HEIGHT}
                  rx={2}
                  className="fill-brand-600"
                />
                <text x={center} y={BASELINE - (consultations.value / largest) * PLOT_HEIGHT - 6} textAnchor="middle" className="fill-slate-700 text-[11px] font-medium">
                  {countText(consultations.value)}
                </text>
              </>
            )}
            {/* Straight names from 640 px; on a phone, slanted so that twelve fit, the years left to the card's description. */}
            <text x={center} y={BASELINE + 16} textAnchor="middle" className="fill-current text-[11px] max-sm:hidden">
              {shortMonthText(month)}
            </text>
            {isYearShown && (
              <text x={center} y={BASELINE + 31} textAnchor="middle" className="fill-slate-500 text-[10px] max-sm:hidden">
                {month.slice(0, 4)}
              </text>
            )}
            <svg x={center} y={BASELINE + 12} overflow="visible" className="sm:hidden">
              <text transform="rotate(-45)" textAnchor="end" className="fill-current text-[10px]">
                {shortMonthText(month)}
              </text>
            </svg>
          </g>
        );
      })}
    </svg>
  );
}

/** « Tendance sur 12 mois »: the bars for the eye, and the same figures as a table for screen readers. */
export function TrendCard({ trend }: { trend: Trend }) {
  const isAnyPublished = trend.some(({ consultations }) => !consultations.suppressed);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tendance sur 12 mois</CardTitle>
        <CardDescription>
          Consultations réservées par mois, {ofYearMonthText(trend[0].month)} à {yearMonthText(trend[trend.length - 1].month)}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {isAnyPublished ? <Bars trend={trend} /> : <p className="text-sm text-slate-600">Aucun de ces mois n'est publié seul : chacun compte moins de 10 salariés.</p>}
        {isAnyPublished && (
          <p className="flex items-center gap-2 text-xs text-slate-500" aria-hidden="true">
            <svg width="10" height="10">
              <line x1="5" x2="5" y1="2" y2="8" strokeWidth={2} className="stroke-slate-400" />
            </svg>
            Mois non publié seul (moins de 10 salariés)
          </p>
        )}
        {/* Visually hidden: the bars carry their values for the eye; screen readers read every month here. */}
        <table className="sr-only">
          <caption>Consultations réservées par mois</caption>
          <thead>
            <tr>
              <th scope="col">Mois</th>
              <th scope="col">Consultations</th>
            </tr>
          </thead>
          <tbody>
            {trend.map(({ month, isBeforeCompany, consultations }) => (
              <tr key={month}>
                <th scope="row">{yearMonthText(month)}</th>
                <td>{isBeforeCompany ? REPORT_NO_MONTH_TEXT : <PublishedFigure figure={consultations} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
