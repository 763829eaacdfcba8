import { Copy } from 'lucide-react';
import { doctorAdminMessages, type AdminDoctor } from '@parenthese/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { copyPassword } from '../../companies/browser-files';
import { fullName } from '../psychologist-form';

/**
 * 'Mot de passe temporaire': the login and the temporary password to hand over, until the
 * psychologist chose their own at first connection; then 'Modifié par utilisateur'.
 */
export function TemporaryPasswordDialog({ doctor, onOpenChange, isNew = false }: { doctor: AdminDoctor | null; onOpenChange: (isOpen: boolean) => void; isNew?: boolean }) {
  return (
    <Dialog open={doctor !== null} onOpenChange={onOpenChange}>
      {doctor && (
        <DialogContent
          title="Mot de passe temporaire"
          description={
            isNew
              ? `Le compte de ${fullName(doctor)} est créé. Transmettez-lui ces identifiants : il choisira son mot de passe à sa première connexion.`
              : `Les identifiants de ${fullName(doctor)}.`
          }
        >
          <dl className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <div>
              <dt className="text-sm text-slate-600">Identifiant</dt>
              <dd className="font-medium break-all text-slate-900">{doctor.mail}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Mot de passe temporaire</dt>
              <dd className="flex flex-wrap items-center gap-2">
                {doctor.password ? (
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
          <div className="mt-6 flex justify-end">
            <DialogClose asChild>
              <Button type="button">Fermer</Button>
            </DialogClose>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
