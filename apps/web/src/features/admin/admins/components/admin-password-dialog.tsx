import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { AdminAccount } from '@parenthese/shared';
// eslint-disable-next-line import-x/no-restricted-paths -- until the two password dialogs become one shared admin component (issue #23, item 6)
import { TemporaryPassword } from '../../companies/detail/temporary-password';
import { NewTemporaryPasswordButton } from '../../components/new-temporary-password-button';
import { useIssueAdminTemporaryPassword } from '../api/issue-admin-temporary-password';
import { adminName } from '../admin-display';

/**
 * The temporary password of an administrator, to hand over until they choose their own; while they
 * have not, « Nouveau mot de passe temporaire » replaces it (an expired one reads « expiré »).
 */
export function AdminPasswordDialog({ admin, onClose, isNew = false }: { admin: AdminAccount | null; onClose: () => void; isNew?: boolean }) {
  return (
    <Dialog open={admin !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {admin && <AdminPasswordContent key={admin.adminId} admin={admin} isNew={isNew} />}
    </Dialog>
  );
}

function AdminPasswordContent({ admin: shownAdmin, isNew }: { admin: AdminAccount; isNew: boolean }) {
  // The answer of « Nouveau mot de passe temporaire », shown in place of the one the dialog opened with.
  const [reissued, setReissued] = useState<AdminAccount | null>(null);
  const issueMutation = useIssueAdminTemporaryPassword();
  const admin = reissued ?? shownAdmin;
  const description = reissued
    ? `Le nouveau mot de passe temporaire de ${adminName(admin)} : l'ancien ne fonctionne plus. Transmettez-le-lui.`
    : isNew
      ? `Transmettez ce mot de passe à ${adminName(admin)} : il le remplacera à sa première connexion.`
      : `Le mot de passe temporaire de ${adminName(admin)}, valable jusqu'à sa première connexion.`;
  return (
    <DialogContent title="Mot de passe temporaire" description={description}>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <TemporaryPassword
          key={admin.password}
          password={admin.password}
          isFirstConnection={admin.isFirstConnection}
          isExpired={admin.isTemporaryPasswordExpired}
          ownerName={adminName(admin)}
          isInitiallyRevealed={isNew || reissued !== null}
        />
      </div>
      {admin.isFirstConnection && (
        <div className="mt-6 flex justify-end">
          <NewTemporaryPasswordButton ownerName={adminName(admin)} isBusy={issueMutation.isPending} onIssue={async () => setReissued(await issueMutation.mutateAsync(admin.adminId))} />
        </div>
      )}
    </DialogContent>
  );
}
