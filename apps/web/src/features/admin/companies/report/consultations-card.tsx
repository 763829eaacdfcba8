import { useState } from 'react';
import { PSYCHOLOGIST_CATEGORIES, MEETING_TYPES, meetingTypeLabels, REPORT_CONSULTATION_STATUSES, reportConsultationStatusLabels, type ReportConsultationPeriod } from '@parenthese/shared';
import { BreakdownTable } from './breakdown-table';
import { PeriodSelect } from './period-select';
import { PublishedFigure } from './published-figure';
import { PeriodsCard } from './periods-card';
import { periodChoices, quarterChoices } from './report-period-choices';

/** Consultations of one published period (or a whole quarter summed from them): the total and its three breakdowns. */
export function ConsultationsCard({ periods }: { periods: ReportConsultationPeriod[] }) {
  const singles = periodChoices(periods);
  const quarters = quarterChoices(periods);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = [...singles, ...quarters].find((choice) => choice.key === chosenKey) ?? singles[0];

  return (
    <PeriodsCard title="Consultations" emptyText="Aucune période publiée pour le moment : un mois paraît une fois terminé, si au moins 10 salariés ont consulté.">
      {chosen && (
        <>
          <PeriodSelect
            label="Période"
            value={chosen.key}
            onChange={setChosenKey}
            groups={[
              { label: 'Périodes publiées', options: singles },
              { label: 'Trimestres (somme des périodes publiées)', options: quarters },
            ]}
          />
          <dl>
            <dt className="text-sm text-slate-600">Consultations réservées</dt>
            <dd className="text-3xl font-bold text-slate-900 tabular-nums">
              <PublishedFigure figure={chosen.figures.total} isLarge />
            </dd>
          </dl>
          <div className="grid items-start gap-6 md:grid-cols-3">
            <BreakdownTable
              caption="Par statut"
              heading="Statut"
              rows={REPORT_CONSULTATION_STATUSES.map((status) => ({ label: reportConsultationStatusLabels[status], figure: chosen.figures.status[status] }))}
            />
            <BreakdownTable caption="Par mode" heading="Mode" rows={MEETING_TYPES.map((mode) => ({ label: meetingTypeLabels[mode], figure: chosen.figures.mode[mode] }))} />
            <BreakdownTable caption="Par spécialité" heading="Spécialité" rows={PSYCHOLOGIST_CATEGORIES.map((category) => ({ label: category, figure: chosen.figures.category[category] }))} />
          </div>
        </>
      )}
    </PeriodsCard>
  );
}
