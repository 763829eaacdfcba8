import { Link } from 'react-router';
import { paths } from '@parenthese/shared';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';

type ProfileBannersProps = {
  hasCategories: boolean;
  hasConsultationModes: boolean;
  /** null while the coming availability is still loading or could not be read: no banner then. */
  hasUpcomingSlots: boolean | null;
};

/** What still stops employees from booking this psychologist (spec section 8, psychologist account). */
export function ProfileBanners({ hasCategories, hasConsultationModes, hasUpcomingSlots }: ProfileBannersProps) {
  return (
    <div className="space-y-3 empty:hidden">
      {!hasCategories && <AlertBanner title="Configuration incomplète">Activez au moins une catégorie pour que les salariés puissent prendre rendez-vous avec vous.</AlertBanner>}
      {!hasConsultationModes && <AlertBanner title="Types de rendez-vous manquants">Activez la consultation par téléphone, par visioconférence, ou les deux.</AlertBanner>}
      {hasUpcomingSlots === false && (
        <AlertBanner
          title="Plages horaires manquantes"
          action={
            <Button asChild size="sm" variant="outline" className="self-center">
              <Link to={paths.psyWorkingHours}>Plages de travail</Link>
            </Button>
          }
        >
          Vous n'avez aucun créneau disponible cette semaine ni la semaine prochaine.
        </AlertBanner>
      )}
    </div>
  );
}
