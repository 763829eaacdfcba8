import { useState } from 'react';
import { averageText, REPORT_RATING_SCORES, type ReportRatingPeriod } from '@parenthese/shared';
import { BreakdownTable } from './breakdown-table';
import { PeriodSelect } from './period-select';
import { PublishedFigure } from './published-figure';
import { PeriodsCard } from './periods-card';
import { periodChoices } from './report-period-choices';

/** Ratings given in one published period: the average and the distribution from 1 to 5. */
export function SatisfactionCard({ periods }: { periods: ReportRatingPeriod[] }) {
  const choices = periodChoices(periods);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = choices.find((choice) => choice.key === chosenKey) ?? choices[0];

  return (
    <PeriodsCard title="Satisfaction" emptyText="Aucune note publiée pour le moment : les notes paraissent par mois, une fois 10 salariés au moins à en avoir donné.">
      {chosen && (
        <>
          <PeriodSelect label="Notes données en" value={chosen.key} onChange={setChosenKey} groups={[{ label: 'Périodes publiées', options: choices }]} />
          <div className="grid items-start gap-6 sm:grid-cols-2">
            <dl className="space-y-3">
              <div>
                <dt className="text-sm text-slate-600">Note moyenne</dt>
                <dd className="text-3xl font-bold text-slate-900 tabular-nums">
                  <PublishedFigure figure={chosen.figures.average} format={(value) => `${averageText(value)} / 5`} isLarge />
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Notes données</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">
                  <PublishedFigure figure={chosen.figures.total} isLarge />
                </dd>
              </div>
            </dl>
            <BreakdownTable caption="Répartition des notes" heading="Note" rows={REPORT_RATING_SCORES.map((score) => ({ label: `${score} / 5`, figure: chosen.figures.score[score] }))} />
          </div>
        </>
      )}
    </PeriodsCard>
  );
}
