import type { AdminAccount } from '@parenthese/shared';
import { TemporaryPasswordDialog } from '@/components/temporary-password/temporary-password-dialog';
import { useIssueAdminTemporaryPassword } from '../api/issue-admin-temporary-password';
import { adminName } from '../admin-display';

/** The temporary password of an administrator: the same dialog as a psychologist's. */
export function AdminPasswordDialog({ admin, onClose, isNew = false }: { admin: AdminAccount | null; onClose: () => void; isNew?: boolean }) {
  const issueMutation = useIssueAdminTemporaryPassword();
  return (
    <TemporaryPasswordDialog
      account={admin}
      accountId={(account) => account.adminId}
      ownerName={adminName}
      login={(account) => account.userMail}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isNew={isNew}
      reissue={{ issue: (account) => issueMutation.mutateAsync(account.adminId), isPending: issueMutation.isPending }}
    />
  );
}
