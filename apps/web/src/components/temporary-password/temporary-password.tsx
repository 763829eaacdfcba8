import { useState } from 'react';
import { Copy, Eye, EyeOff } from 'lucide-react';
import { employeeAdminMessages, temporaryPasswordMessages } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { copyPassword } from './copy-password';

/** The spec's password mask: ten dots. */
export const PASSWORD_MASK = '•'.repeat(10);

/**
 * A temporary password (an employee's, an administrator's), masked as ten dots until revealed, with a copy button. Once the
 * employee chose their own, 'Modifié par utilisateur'; once it expired, « expiré » (the server no longer sends it).
 */
type TemporaryPasswordProps = { password: string; isFirstConnection: boolean; isExpired?: boolean; ownerName: string; isInitiallyRevealed?: boolean };

export function TemporaryPassword({ password, isFirstConnection, isExpired = false, ownerName, isInitiallyRevealed = false }: TemporaryPasswordProps) {
  const [isRevealed, setIsRevealed] = useState(isInitiallyRevealed);
  if (isExpired) {
    return (
      <Badge tone="warning">
        <span className="sr-only">Mot de passe temporaire </span>
        {temporaryPasswordMessages.expiredLabel}
      </Badge>
    );
  }
  if (!password) {
    return <span className="text-slate-500 italic">{isFirstConnection ? 'Non disponible' : employeeAdminMessages.passwordChanged}</span>;
  }
  const toggleLabel = `${isRevealed ? 'Masquer' : 'Afficher'} le mot de passe de ${ownerName}`;
  const copyLabel = `Copier le mot de passe de ${ownerName}`;
  return (
    <span className="inline-flex items-center gap-1">
      {isRevealed ? (
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">{password}</code>
      ) : (
        <span className="font-mono tracking-wider text-slate-700">
          <span aria-hidden="true">{PASSWORD_MASK}</span>
          <span className="sr-only">Mot de passe masqué</span>
        </span>
      )}
      <Tooltip content={toggleLabel}>
        <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={toggleLabel} onClick={() => setIsRevealed((value) => !value)}>
          {isRevealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
      </Tooltip>
      <Tooltip content={copyLabel}>
        <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={copyLabel} onClick={() => copyPassword(password)}>
          <Copy aria-hidden="true" />
        </Button>
      </Tooltip>
    </span>
  );
}
