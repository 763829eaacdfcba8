import { lazy, Suspense, useState } from 'react';
import { Pencil } from 'lucide-react';
import type { EmployeeAccountDetails } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { PersonDetailsList } from '@/components/person-details-list';
import { useEditModeFocus } from '@/components/ui/use-edit-mode-focus';
import { ProfileCardTitle } from './profile-card-title';

// The edit mode (form library, zod) loads when wanted; pointing at 'Modifier' starts the download.
const loadEditForm = () => import('./profile-edit-form');
const ProfileEditForm = lazy(async () => ({ default: (await loadEditForm()).ProfileEditForm }));
const preloadEditForm = () => void loadEditForm().catch(() => undefined);

function ProfileView({ details, action }: { details: EmployeeAccountDetails; action?: React.ReactNode }) {
  return (
    <>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <ProfileCardTitle />
        {action}
      </CardHeader>
      <CardContent>
        <PersonDetailsList person={details} className="gap-5">
          <ReadOnlyField label="Entreprise" value={details.companyName} />
          <ReadOnlyField label="Identifiant salarié" value={details.username} />
          <ReadOnlyField label="Service" value={details.service} />
          <ReadOnlyField label="Poste" value={details.job} />
        </PersonDetailsList>
      </CardContent>
    </>
  );
}

/**
 * Profile in view or edit mode. Company, department and position are managed by the administrators:
 * they are shown read-only and never sent.
 */
export function ProfileCard({ details }: { details: EmployeeAccountDetails }) {
  const [isEditing, setIsEditing] = useState(false);
  // The form focuses its first field itself when it mounts (it may still be loading here).
  const editButtonRef = useEditModeFocus(isEditing, () => undefined);

  return (
    <Card>
      {isEditing ? (
        <Suspense fallback={<ProfileView details={details} />}>
          <ProfileEditForm details={details} onDone={() => setIsEditing(false)} />
        </Suspense>
      ) : (
        <ProfileView
          details={details}
          action={
            <Button ref={editButtonRef} type="button" variant="outline" size="sm" onClick={() => setIsEditing(true)} onPointerEnter={preloadEditForm} onFocus={preloadEditForm}>
              <Pencil aria-hidden="true" />
              Modifier
            </Button>
          }
        />
      )}
    </Card>
  );
}
