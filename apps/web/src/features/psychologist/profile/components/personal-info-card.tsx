import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import type { PsychologistAccountDetails } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useEditModeFocus } from '@/components/ui/use-edit-mode-focus';
import { PersonDetailsList } from '@/components/person-details-list';

// The edit mode (form library, zod: about 30 KB, and their first render) loads when wanted, not with the page;
// pointing at 'Modifier' starts the download.
const loadEditForm = () => import('./personal-info-edit-form');
const PersonalInfoEditForm = lazy(async () => ({ default: (await loadEditForm()).PersonalInfoEditForm }));
const preloadEditForm = () => void loadEditForm().catch(() => undefined);

function PersonalInfoView({ details }: { details: PsychologistAccountDetails }) {
  return (
    <CardContent>
      <PersonDetailsList person={details} className="gap-4">
        <ReadOnlyField label="Numéro ADELI" value={details.adeliNumber} />
        <ReadOnlyField label="Adresse" value={details.address} />
      </PersonDetailsList>
    </CardContent>
  );
}

/**
 * The card's title and sentence, also drawn by the page's skeleton (written into its HTML at build): the
 * sentence, the largest text of a phone's first screen, is painted before the profile is read.
 */
export function PersonalInfoCardHeader({ action }: { action: ReactNode }) {
  return (
    // The description takes the full width under the title row, so it does not squeeze beside 'Modifier' on a phone.
    <CardHeader>
      <div className="flex items-start justify-between gap-3">
        <CardTitle>Informations personnelles</CardTitle>
        {action}
      </div>
      <CardDescription>Vos coordonnées professionnelles. Elles ne sont jamais communiquées aux salariés.</CardDescription>
    </CardHeader>
  );
}

/** The six fields' places while the profile is read: a label's line and a value's, as ReadOnlyField draws them. */
export function PersonalInfoSkeleton() {
  return (
    <Card aria-hidden="true">
      <PersonalInfoCardHeader action={<Skeleton className="h-8 w-24" />} />
      <CardContent>
        <div className="grid gap-4 sm:grid-cols-2">
          {['Prénom', 'Nom', 'Email', 'Téléphone', 'Numéro ADELI', 'Adresse'].map((field) => (
            <div key={field} className="space-y-0.5">
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-6 w-40 max-w-full" />
            </div>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

/** Personal information: read, or edit with the rules of spec section 5; 'Annuler' resets the form. */
export function PersonalInfoCard({ details }: { details: PsychologistAccountDetails }) {
  const [isEditing, setIsEditing] = useState(false);
  // The form focuses its first field itself when it mounts (it may still be loading here).
  const editButtonRef = useEditModeFocus(isEditing, () => undefined);

  return (
    <Card>
      <PersonalInfoCardHeader
        action={
          !isEditing && (
            <Button ref={editButtonRef} variant="outline" size="sm" onClick={() => setIsEditing(true)} onPointerEnter={preloadEditForm} onFocus={preloadEditForm}>
              <Pencil aria-hidden="true" />
              Modifier
            </Button>
          )
        }
      />
      {isEditing ? (
        <Suspense fallback={<PersonalInfoView details={details} />}>
          <PersonalInfoEditForm details={details} onDone={() => setIsEditing(false)} />
        </Suspense>
      ) : (
        <PersonalInfoView details={details} />
      )}
    </Card>
  );
}
