import { Copy } from 'lucide-react';
import { employeeAdminMessages, temporaryPasswordMessages } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { copyPassword } from './copy-password';

/** An account an administrator created, as far as its temporary password goes. */
export type AccountWithTemporaryPassword = { isFirstConnection: boolean; password: string; isTemporaryPasswordExpired: boolean };

/**
 * The login and the temporary password to hand over, with « Copier »; « expiré » once it expired (the server
 * no longer sends it), 'Modifié par utilisateur' once its owner chose their own. The button says its name in
 * words: no tooltip, so it can take a dialog's first focus without one opening over the text.
 */
export function TemporaryCredentials({ login, account }: { login: string; account: AccountWithTemporaryPassword }) {
  return (
    <dl className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div>
        <dt className="text-sm text-slate-600">Identifiant</dt>
        <dd className="font-medium break-all text-slate-900">{login}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Mot de passe temporaire</dt>
        <dd className="flex flex-wrap items-center gap-2">
          {account.isTemporaryPasswordExpired ? (
            <Badge tone="warning">{temporaryPasswordMessages.expiredLabel}</Badge>
          ) : account.password ? (
            <>
              <code data-testid="temporary-password" className="rounded bg-white px-2 py-1 font-mono text-base break-all text-slate-900 ring-1 ring-slate-200">
                {account.password}
              </code>
              <Button type="button" variant="outline" size="sm" onClick={() => copyPassword(account.password)}>
                <Copy aria-hidden="true" />
                Copier
              </Button>
            </>
          ) : (
            <span className="text-slate-600 italic">{account.isFirstConnection ? 'Non disponible' : employeeAdminMessages.passwordChanged}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
