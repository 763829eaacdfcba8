import { Link } from 'react-router';
import { CalendarPlus, CalendarDays, Ticket } from 'lucide-react';
import { paths, type EmployeeAccountDetails } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { HintTooltip } from '@/components/ui/hint-tooltip';

/** availableCredits over creditsFromCompany, the divisor at least 1 (spec section 2). */
export function creditsPercent(details: Pick<EmployeeAccountDetails, 'availableCredits' | 'creditsFromCompany'>): number {
  const ratio = details.availableCredits / Math.max(1, details.creditsFromCompany);
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100);
}

export function CreditsCard({ details }: { details: EmployeeAccountDetails }) {
  const hasCredits = details.availableCredits > 0;
  const percent = creditsPercent(details);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Ticket className="size-5 text-brand-700" aria-hidden="true" />
          Mes crédits
        </CardTitle>
        <Badge tone={hasCredits ? 'success' : 'danger'}>{hasCredits ? 'Actif' : 'Crédits épuisés'}</Badge>
      </CardHeader>
      <CardContent className="space-y-5">
        <div>
          <p className="text-3xl font-bold text-slate-900">
            {details.availableCredits}
            <span className="text-base font-medium text-slate-500"> / {details.creditsFromCompany}</span>
          </p>
          <p className="text-sm text-slate-600">
            consultation{details.availableCredits > 1 ? 's' : ''} disponible{details.availableCredits > 1 ? 's' : ''}
          </p>
          <div
            className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label="Crédits disponibles"
            aria-valuemin={0}
            aria-valuemax={Math.max(1, details.creditsFromCompany)}
            aria-valuenow={details.availableCredits}
            aria-valuetext={`${details.availableCredits} crédit(s) sur ${details.creditsFromCompany}`}
          >
            <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <HintTooltip content={hasCredits ? null : 'Crédits épuisés - Contactez votre entreprise'}>
            <span tabIndex={hasCredits ? undefined : 0} className="block">
              {hasCredits ? (
                <Button asChild className="w-full">
                  <Link to={paths.employeeBooking}>
                    <CalendarPlus aria-hidden="true" />
                    Prendre rendez-vous
                  </Link>
                </Button>
              ) : (
                <Button className="w-full" disabled>
                  <CalendarPlus aria-hidden="true" />
                  Prendre rendez-vous
                </Button>
              )}
            </span>
          </HintTooltip>
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.employeeConsultations}>
              <CalendarDays aria-hidden="true" />
              Mes rendez-vous
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
