import type { ReactNode } from 'react';
import { formatPhoneNumber, type PendingEmailChange } from '@parenthese/shared';
import { ReadOnlyField } from '@/components/ui/read-only-field';
import { PendingEmailChangeNote } from '@/components/pending-email-change-note';
import { cn } from '@/lib/cn';

type Person = { firstName: string; lastName: string; mail: string; phoneNumber: string; pendingEmailChange?: PendingEmailChange | null };

/**
 * A profile read on two columns: the person's first name, last name, email (with a change waiting for
 * its link) and phone, what `PersonFields` edits, in the same order and words; then the profile's own
 * fields (`children`, `ReadOnlyField`s).
 */
export function PersonDetailsList({ person, className, children }: { person: Person; className?: string; children?: ReactNode }) {
  return (
    <dl className={cn('grid sm:grid-cols-2', className)}>
      <ReadOnlyField label="Prénom" value={person.firstName} />
      <ReadOnlyField label="Nom" value={person.lastName} />
      <ReadOnlyField label="Email" value={person.mail} note={<PendingEmailChangeNote pending={person.pendingEmailChange} />} />
      <ReadOnlyField label="Téléphone" value={person.phoneNumber ? formatPhoneNumber(person.phoneNumber) : ''} />
      {children}
    </dl>
  );
}
