import type { ReactNode } from 'react';
import { countText, percentText, yearMonthText, type CompanyReport, type PublishedFigureDto } from '@parenthese/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PublishedFigure } from './published-figure';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-slate-50 px-2 py-3 text-center">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-xl font-bold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** A figure the report shows only when published (hidden below its group size), in the cards' large type. */
function PublishedFigureItem({ label, figure, format }: { label: string; figure: PublishedFigureDto; format?: (value: number) => string }) {
  return (
    <Figure label={label}>
      <PublishedFigure figure={figure} format={format} isLarge />
    </Figure>
  );
}

/** The share of activated accounts, only from two published figures (a hidden one would otherwise come back from it). */
function activatedShare({ registered, activated }: NonNullable<CompanyReport['employees']>): PublishedFigureDto {
  if (registered.suppressed || activated.suppressed || registered.value === 0) return { suppressed: true };
  return { suppressed: false, value: activated.value / registered.value };
}

export function EmployeesCard({ employees }: { employees: CompanyReport['employees'] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Salariés</CardTitle>
        <CardDescription>{employees ? `Comptés fin ${yearMonthText(employees.asOf)}` : "Aucun effectif publié pour le moment : il paraît après la fin d'un mois."}</CardDescription>
      </CardHeader>
      {employees && (
        <CardContent>
          <dl className="grid grid-cols-3 gap-2">
            <PublishedFigureItem label="Inscrits" figure={employees.registered} />
            <PublishedFigureItem label="Comptes activés" figure={employees.activated} />
            <PublishedFigureItem label="Part activée" figure={activatedShare(employees)} format={percentText} />
          </dl>
        </CardContent>
      )}
    </Card>
  );
}

export function CreditsCard({ credits }: { credits: CompanyReport['credits'] }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Crédits</CardTitle>
        <CardDescription>
          {credits.exhaustionMonth
            ? `Épuisement prévu : ${yearMonthText(credits.exhaustionMonth)}`
            : "Pas d'épuisement prévu dans les 24 prochains mois au rythme des mois publiés (ou aucun rythme publié encore)."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-2">
          <Figure label="Accordés">{countText(credits.granted)}</Figure>
          <PublishedFigureItem label="Utilisés, mois publiés" figure={credits.used} />
          <PublishedFigureItem label="Restants après ces mois" figure={credits.remaining} />
        </dl>
      </CardContent>
    </Card>
  );
}
