import { useState, type ReactNode } from 'react';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { NewTemporaryPasswordButton } from './new-temporary-password-button';

type AccountWithTemporaryPassword = { isFirstConnection: boolean };

/** Which password the dialog shows: a new account's, a replaced one, or the current one. */
export type ShownPassword = 'new' | 'reissued' | 'current';

type TemporaryPasswordDialogProps<TAccount extends AccountWithTemporaryPassword> = {
  /** The account whose password is shown; none when the dialog is closed. */
  account: TAccount | null;
  /** Tells accounts apart, so that another account's dialog starts afresh. */
  accountId: (account: TAccount) => string;
  ownerName: (account: TAccount) => string;
  onOpenChange: (isOpen: boolean) => void;
  isNew?: boolean;
  describe: (account: TAccount, shown: ShownPassword) => string;
  /** The login and password to hand over. */
  renderCredentials: (account: TAccount, shown: ShownPassword) => ReactNode;
  /** « Nouveau mot de passe temporaire »: replaces the password and answers the account with the new one. */
  reissue: { issue: (account: TAccount) => Promise<TAccount>; isPending: boolean };
  /** A 'Fermer' button beside the reissue one (the dialog's cross closes it anyway). */
  hasCloseButton?: boolean;
};

/**
 * 'Mot de passe temporaire' of an account created by an administrator, to hand over until its owner
 * chose their own at first connection; while they have not, « Nouveau mot de passe temporaire »
 * replaces it and the dialog shows the new one.
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
  isNew = false,
  describe,
  renderCredentials,
  reissue,
  hasCloseButton = false,
}: Omit<TemporaryPasswordDialogProps<TAccount>, 'accountId' | 'onOpenChange' | 'account'> & { account: TAccount }) {
  // The answer of « Nouveau mot de passe temporaire », shown in place of the one the dialog opened with.
  const [reissued, setReissued] = useState<TAccount | null>(null);
  const account = reissued ?? openedWith;
  const shown: ShownPassword = reissued ? 'reissued' : isNew ? 'new' : 'current';
  const reissueButton = account.isFirstConnection && (
    <NewTemporaryPasswordButton ownerName={ownerName(account)} isBusy={reissue.isPending} onIssue={async () => setReissued(await reissue.issue(account))} />
  );
  return (
    <DialogContent title="Mot de passe temporaire" description={describe(account, shown)}>
      {renderCredentials(account, shown)}
      {hasCloseButton ? (
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {reissueButton}
          <DialogClose asChild>
            <Button type="button">Fermer</Button>
          </DialogClose>
        </div>
      ) : (
        reissueButton && <div className="mt-6 flex justify-end">{reissueButton}</div>
      )}
    </DialogContent>
  );
}
