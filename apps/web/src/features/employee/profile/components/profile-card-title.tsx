import { UserRound } from 'lucide-react';
import { CardTitle } from '@/components/ui/card';

/** The profile card's title, the same in view and edit mode: its own module, as the card loads the edit form. */
export function ProfileCardTitle() {
  return (
    <CardTitle className="flex items-center gap-2">
      <UserRound className="size-5 text-brand-700" aria-hidden="true" />
      Informations personnelles
    </CardTitle>
  );
}
