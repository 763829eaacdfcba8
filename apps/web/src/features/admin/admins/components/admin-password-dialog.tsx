import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { AdminAccount } from '@parenthese/shared';
import { TemporaryPassword } from '../../companies/detail/temporary-password';
import { adminName } from '../admin-display';

/** The temporary password of an administrator, to hand over until they choose their own. */
export function AdminPasswordDialog({ admin, onClose, isNew = false }: { admin: AdminAccount | null; onClose: () => void; isNew?: boolean }) {
  return (
    <Dialog open={admin !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {admin && (
        <DialogContent
          title="Mot de passe temporaire"
          description={
            isNew
              ? `Transmettez ce mot de passe à ${adminName(admin)} : il le remplacera à sa première connexion.`
              : `Le mot de passe temporaire de ${adminName(admin)}, valable jusqu'à sa première connexion.`
          }
        >
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <TemporaryPassword password={admin.password} isFirstConnection={false} ownerName={adminName(admin)} isInitiallyRevealed={isNew} />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
