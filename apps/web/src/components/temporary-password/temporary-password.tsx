import { useId, useState } from 'react';
import { Copy, Eye, EyeOff, Loader2 } from 'lucide-react';
import { employeeAdminMessages, temporaryPasswordMessages } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/http-client';
import { copyPassword } from './copy-password';

/** The spec's password mask: ten dots. */
export const PASSWORD_MASK = '•'.repeat(10);

type TemporaryPasswordProps = {
  /** A working temporary password exists (the server's `hasTemporaryPassword`). */
  hasPassword: boolean;
  isFirstConnection: boolean;
  isExpired?: boolean;
  ownerName: string;
  /** A password the administrator just issued: shown at once, without a reveal. */
  issuedPassword?: string | null;
  /** Asks the server for the password; each call is a reveal in the audit log. */
  reveal: () => Promise<string>;
};

/**
 * A temporary password, masked as ten dots until « Afficher », which asks the server (the reveal is
 * audited): the password reaches the browser only after the click. « Masquer » forgets it, so showing
 * it again is another reveal. Once the employee chose their own, 'Modifié par utilisateur'; once it
 * expired, « expiré ».
 */
export function TemporaryPassword({ hasPassword, isFirstConnection, isExpired = false, ownerName, issuedPassword = null, reveal }: TemporaryPasswordProps) {
  const [revealed, setRevealed] = useState<string | null>(issuedPassword);
  const [isRevealing, setIsRevealing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  if (isExpired && revealed === null) {
    return (
      <Badge tone="warning">
        <span className="sr-only">Mot de passe temporaire </span>
        {temporaryPasswordMessages.expiredLabel}
      </Badge>
    );
  }
  if (!hasPassword && revealed === null) {
    return <span className="text-slate-500 italic">{isFirstConnection ? 'Non disponible' : employeeAdminMessages.passwordChanged}</span>;
  }

  async function toggle() {
    if (isRevealing) return;
    if (revealed !== null) {
      setRevealed(null);
      return;
    }
    setIsRevealing(true);
    setError(null);
    try {
      setRevealed(await reveal());
    } catch (failure) {
      setError(errorMessage(failure, temporaryPasswordMessages.revealFailed));
    } finally {
      setIsRevealing(false);
    }
  }

  const isShown = revealed !== null;
  const toggleLabel = `${isShown ? 'Masquer' : temporaryPasswordMessages.revealAction} le mot de passe de ${ownerName}`;
  const copyLabel = `Copier le mot de passe de ${ownerName}`;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className="inline-flex items-center gap-1">
        {/* Announced when it appears: the button keeps the focus. */}
        <span aria-live="polite">
          {isShown ? (
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-900">{revealed}</code>
          ) : (
            <span className="font-mono tracking-wider text-slate-700">
              <span aria-hidden="true">{PASSWORD_MASK}</span>
              <span className="sr-only">Mot de passe masqué</span>
            </span>
          )}
        </span>
        <Tooltip content={toggleLabel}>
          {/* Stays enabled while busy: a disabled button would drop the keyboard user's focus. */}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className={cn('size-9', isRevealing && 'cursor-wait')}
            aria-label={toggleLabel}
            aria-busy={isRevealing || undefined}
            aria-describedby={error ? errorId : undefined}
            onClick={toggle}
          >
            {isRevealing ? <Loader2 className="animate-spin" aria-hidden="true" /> : isShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </Tooltip>
        {isShown && (
          <Tooltip content={copyLabel}>
            <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={copyLabel} onClick={() => copyPassword(revealed)}>
              <Copy aria-hidden="true" />
            </Button>
          </Tooltip>
        )}
      </span>
      {error && (
        <span id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </span>
      )}
    </span>
  );
}
