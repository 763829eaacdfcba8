import { useState } from 'react';
import { Copy } from 'lucide-react';
import { doctorAdminMessages, temporaryPasswordMessages, type AdminDoctor } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
// eslint-disable-next-line import-x/no-restricted-paths -- until the two password dialogs become one shared admin component (issue #23, item 6)
import { copyPassword } from '../../companies/browser-files';
import { NewTemporaryPasswordButton } from '../../components/new-temporary-password-button';
import { useIssueDoctorTemporaryPassword } from '../api/issue-doctor-temporary-password';
import { fullName } from '../psychologist-form';

/**
 * 'Mot de passe temporaire': the login and the temporary password to hand over, until the
 * psychologist chose their own at first connection; then 'Modifié par utilisateur'. While they have
 * not, « Nouveau mot de passe temporaire » replaces it (an expired one reads « expiré »).
 */
export function TemporaryPasswordDialog({ doctor, onOpenChange, isNew = false }: { doctor: AdminDoctor | null; onOpenChange: (isOpen: boolean) => void; isNew?: boolean }) {
  return (
    <Dialog open={doctor !== null} onOpenChange={onOpenChange}>
      {doctor && <DoctorPasswordContent key={doctor.userId} doctor={doctor} isNew={isNew} />}
    </Dialog>
  );
}

function DoctorPasswordContent({ doctor: shownDoctor, isNew }: { doctor: AdminDoctor; isNew: boolean }) {
  // The answer of « Nouveau mot de passe temporaire », shown in place of the one the dialog opened with.
  const [reissued, setReissued] = useState<AdminDoctor | null>(null);
  const issueMutation = useIssueDoctorTemporaryPassword();
  const doctor = reissued ?? shownDoctor;
  const description = reissued
    ? `Le nouveau mot de passe temporaire de ${fullName(doctor)} : l'ancien ne fonctionne plus. Transmettez-le-lui.`
    : isNew
      ? `Le compte de ${fullName(doctor)} est créé. Transmettez-lui ces identifiants : il choisira son mot de passe à sa première connexion.`
      : `Les identifiants de ${fullName(doctor)}.`;
  return (
    <DialogContent title="Mot de passe temporaire" description={description}>
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
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {doctor.isFirstConnection && (
          <NewTemporaryPasswordButton
            ownerName={fullName(doctor)}
            isBusy={issueMutation.isPending}
            onIssue={async () => setReissued(await issueMutation.mutateAsync(doctor.userId))}
          />
        )}
        <DialogClose asChild>
          <Button type="button">Fermer</Button>
        </DialogClose>
      </div>
    </DialogContent>
  );
}
