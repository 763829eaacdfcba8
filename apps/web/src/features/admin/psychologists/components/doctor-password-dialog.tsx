import type { AdminDoctor } from '@parenthese/shared';
import { TemporaryPasswordDialog } from '@/components/temporary-password/temporary-password-dialog';
import { useIssueDoctorTemporaryPassword } from '../api/issue-doctor-temporary-password';
import { fullName } from '../psychologist-form';

/**
 * 'Mot de passe temporaire': the login and the temporary password to hand over, until the
 * psychologist chose their own at first connection; then 'Modifié par utilisateur'.
 */
export function DoctorPasswordDialog({ doctor, onOpenChange, isNew = false }: { doctor: AdminDoctor | null; onOpenChange: (isOpen: boolean) => void; isNew?: boolean }) {
  const issueMutation = useIssueDoctorTemporaryPassword();
  return (
    <TemporaryPasswordDialog
      account={doctor}
      accountId={(account) => account.userId}
      ownerName={fullName}
      login={(account) => account.mail}
      onOpenChange={onOpenChange}
      isNew={isNew}
      reissue={{ issue: (account) => issueMutation.mutateAsync(account.userId), isPending: issueMutation.isPending }}
    />
  );
}
