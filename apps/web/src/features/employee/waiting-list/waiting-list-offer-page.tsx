import { Link, useParams } from 'react-router';
import { CalendarCheck2 } from 'lucide-react';
import { longDateText, paths } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/http-client';
import { EmployeePage } from '@/features/employee/shared';
import { useBookWaitingListOffer } from './api';

const timeText = (instant: Date) => new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' }).format(instant).replace(':', ' h ');

/**
 * The link of a « créneau libéré » mail (signed in, the route guard asks for it first): one press books
 * the slot if it is still free; otherwise the French refusal and the way back to the wizard.
 */
export function WaitingListOfferPage() {
  const { offerToken = '' } = useParams();
  const book = useBookWaitingListOffer();
  const consultation = book.data?.meeting;

  return (
    <EmployeePage isLoading={false} title="Créneau libéré" pageName="Créneau libéré" description="Un créneau que vous attendiez s’est libéré.">
      <Card>
        <CardContent className="space-y-4 py-6">
          {consultation ? (
            <AlertBanner tone="info" title={`Rendez-vous réservé le ${longDateText(new Date(consultation.startDate))} à ${timeText(new Date(consultation.startDate))}.`}>
              Il sera confirmé dès que le psychologue l’aura accepté.
            </AlertBanner>
          ) : (
            <p className="text-slate-700">Réservez ce créneau pour vous s’il est encore libre : il vous sera décompté un crédit, comme pour toute réservation.</p>
          )}
          {book.isError && (
            <AlertBanner tone="danger" title={errorMessage(book.error, 'La réservation n’a pas pu aboutir. Réessayez.')}>
              <Link className="font-medium underline" to={paths.employeeBooking}>
                Choisir un autre créneau
              </Link>
            </AlertBanner>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            {consultation ? (
              <Button asChild>
                <Link to={paths.employeeConsultations}>Voir mes rendez-vous</Link>
              </Button>
            ) : (
              !book.isError && (
                <Button type="button" disabled={book.isPending} onClick={() => book.mutate(offerToken)}>
                  <CalendarCheck2 aria-hidden="true" />
                  Réserver ce créneau
                </Button>
              )
            )}
          </div>
        </CardContent>
      </Card>
    </EmployeePage>
  );
}
