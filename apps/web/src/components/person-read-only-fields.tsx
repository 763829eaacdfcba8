import { formatPhoneNumber, type PendingEmailChange } from '@parenthese/shared';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { PendingEmailChangeNote } from '@/components/pending-email-change-note';

type Person = { firstName: string; lastName: string; mail: string; phoneNumber: string; pendingEmailChange?: PendingEmailChange | null };

/**
 * A person's own first name, last name, email (with a change waiting for its link) and phone, read in a
 * profile's description list: what `PersonFields` edits, in the same order and words.
 */
export function PersonReadOnlyFields({ person }: { person: Person }) {
  return (
    <>
      <ReadOnlyField label="Prénom" value={person.firstName} />
      <ReadOnlyField label="Nom" value={person.lastName} />
      <ReadOnlyField label="Email" value={person.mail} note={<PendingEmailChangeNote pending={person.pendingEmailChange} />} />
      <ReadOnlyField label="Téléphone" value={person.phoneNumber ? formatPhoneNumber(person.phoneNumber) : ''} />
    </>
  );
}
