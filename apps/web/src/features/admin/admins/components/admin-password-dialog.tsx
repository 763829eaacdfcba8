import type { AdminAccount } from '@parenthese/shared';
import { TemporaryPassword } from '@/components/temporary-password/temporary-password';
import { TemporaryPasswordDialog, type ShownPassword } from '@/components/temporary-password/temporary-password-dialog';
import { useIssueAdminTemporaryPassword } from '../api/issue-admin-temporary-password';
import { adminName } from '../admin-display';

const descriptions: Record<ShownPassword, (name: string) => string> = {
  reissued: (name) => `Le nouveau mot de passe temporaire de ${name} : l'ancien ne fonctionne plus. Transmettez-le-lui.`,
  new: (name) => `Transmettez ce mot de passe à ${name} : il le remplacera à sa première connexion.`,
  current: (name) => `Le mot de passe temporaire de ${name}, valable jusqu'à sa première connexion.`,
};

/** The temporary password of an administrator, masked until revealed unless just created or replaced. */
export function AdminPasswordDialog({ admin, onClose, isNew = false }: { admin: AdminAccount | null; onClose: () => void; isNew?: boolean }) {
  const issueMutation = useIssueAdminTemporaryPassword();
  return (
    <TemporaryPasswordDialog
      account={admin}
      accountId={(account) => account.adminId}
      ownerName={adminName}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isNew={isNew}
      describe={(account, shown) => descriptions[shown](adminName(account))}
      renderCredentials={(account, shown) => (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <TemporaryPassword
            key={account.password}
            password={account.password}
            isFirstConnection={account.isFirstConnection}
            isExpired={account.isTemporaryPasswordExpired}
            ownerName={adminName(account)}
            isInitiallyRevealed={shown !== 'current'}
          />
        </div>
      )}
      reissue={{ issue: (account) => issueMutation.mutateAsync(account.adminId), isPending: issueMutation.isPending }}
    />
  );
}
