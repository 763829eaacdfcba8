import { useState } from 'react';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { NewTemporaryPasswordButton } from './new-temporary-password-button';
import { TemporaryCredentials, type AccountWithTemporaryPassword } from './temporary-credentials';

/** Which password the dialog shows: a new account's, a replaced one, or the current one. */
export type ShownPassword = 'new' | 'reissued' | 'current';

const descriptions: Record<ShownPassword, (name: string) => string> = {
  reissued: (name) => `Le nouveau mot de passe temporaire de ${name} : l'ancien ne fonctionne plus. Transmettez-le-lui.`,
  new: (name) => `Le compte de ${name} est créé. Transmettez-lui ces identifiants : il choisira son mot de passe à sa première connexion.`,
  current: (name) => `Les identifiants de ${name}.`,
};

type TemporaryPasswordDialogProps<TAccount extends AccountWithTemporaryPassword> = {
  /** The account whose password is shown; none when the dialog is closed. */
  account: TAccount | null;
  /** Tells accounts apart, so that another account's dialog starts afresh. */
  accountId: (account: TAccount) => string;
  ownerName: (account: TAccount) => string;
  /** What its owner signs in with. */
  login: (account: TAccount) => string;
  onOpenChange: (isOpen: boolean) => void;
  isNew?: boolean;
  /** « Nouveau mot de passe temporaire »: replaces the password and answers the account with the new one. */
  reissue: { issue: (account: TAccount) => Promise<TAccount>; isPending: boolean };
};

/**
 * 'Mot de passe temporaire' of an account created by an administrator (a psychologist, an administrator), to
 * hand over until its owner chose their own at first connection; while they have not, « Nouveau mot de passe
 * temporaire » replaces it and the dialog shows the new one. The same dialog for every kind of account: the
 * login, the password with « Copier », and « Fermer » beside the cross.
 */
export function TemporaryPasswordDialog<TAccount extends AccountWithTemporaryPassword>({ account, accountId, onOpenChange, ...content }: TemporaryPasswordDialogProps<TAccount>) {
  return (
    <Dialog open={account !== null} onOpenChange={onOpenChange}>
      {account && <TemporaryPasswordContent key={accountId(account)} account={account} {...content} />}
    </Dialog>
  );
}

function TemporaryPasswordContent<TAccount extends AccountWithTemporaryPassword>({
  account: openedWith,
  ownerName,
  login,
  isNew = false,
  reissue,
}: Omit<TemporaryPasswordDialogProps<TAccount>, 'accountId' | 'onOpenChange' | 'account'> & { account: TAccount }) {
  // The answer of « Nouveau mot de passe temporaire », shown in place of the one the dialog opened with.
  const [reissued, setReissued] = useState<TAccount | null>(null);
  const account = reissued ?? openedWith;
  const shown: ShownPassword = reissued ? 'reissued' : isNew ? 'new' : 'current';
  return (
    <DialogContent title="Mot de passe temporaire" description={descriptions[shown](ownerName(account))}>
      <TemporaryCredentials login={login(account)} account={account} />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {account.isFirstConnection && <NewTemporaryPasswordButton ownerName={ownerName(account)} isBusy={reissue.isPending} onIssue={async () => setReissued(await reissue.issue(account))} />}
        <DialogClose asChild>
          <Button type="button">Fermer</Button>
        </DialogClose>
      </div>
    </DialogContent>
  );
}
