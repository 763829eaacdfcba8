import { Copy } from 'lucide-react';
import { doctorAdminMessages, temporaryPasswordMessages, type AdminDoctor } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { copyPassword } from '@/components/temporary-password/copy-password';
import { TemporaryPasswordDialog, type ShownPassword } from '@/components/temporary-password/temporary-password-dialog';
import { useIssueDoctorTemporaryPassword } from '../api/issue-doctor-temporary-password';
import { fullName } from '../psychologist-form';

const descriptions: Record<ShownPassword, (name: string) => string> = {
  reissued: (name) => `Le nouveau mot de passe temporaire de ${name} : l'ancien ne fonctionne plus. Transmettez-le-lui.`,
  new: (name) => `Le compte de ${name} est créé. Transmettez-lui ces identifiants : il choisira son mot de passe à sa première connexion.`,
  current: (name) => `Les identifiants de ${name}.`,
};

function DoctorCredentials({ doctor }: { doctor: AdminDoctor }) {
  return (
    <dl className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div>
        <dt className="text-sm text-slate-600">Identifiant</dt>
        <dd className="font-medium break-all text-slate-900">{doctor.mail}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Mot de passe temporaire</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {doctor.isTemporaryPasswordExpired ? (
            <Badge tone="warning">{temporaryPasswordMessages.expiredLabel}</Badge>
          ) : doctor.password ? (
            <>
              <code data-testid="temporary-password" className="rounded bg-white px-2 py-1 font-mono text-base text-slate-900 ring-1 ring-slate-200">
                {doctor.password}
              </code>
              <Button type="button" variant="outline" size="sm" onClick={() => copyPassword(doctor.password)}>
                <Copy aria-hidden="true" />
                Copier
              </Button>
            </>
          ) : (
            <span className="text-slate-600 italic">{doctor.isFirstConnection ? 'Non disponible' : doctorAdminMessages.passwordChanged}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

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
      onOpenChange={onOpenChange}
      isNew={isNew}
      describe={(account, shown) => descriptions[shown](fullName(account))}
      renderCredentials={(account) => <DoctorCredentials doctor={account} />}
      reissue={{ issue: (account) => issueMutation.mutateAsync(account.userId), isPending: issueMutation.isPending }}
      hasCloseButton
    />
  );
}
