import { useState } from 'react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { SESSION_LAST_USE_PRECISION_MS, dateText, elapsedText, sessionMessages, timeHText, type OpenSession } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useEndOtherSessions } from './api/end-other-sessions';
import { useEndSession } from './api/end-session';
import { useOpenSessions } from './api/get-open-sessions';

const deviceName = (session: OpenSession) => session.deviceLabel || sessionMessages.unknownDevice;
/** A phone or tablet is drawn as one; anything else as a computer. */
const isHandheld = (session: OpenSession) => /iPhone|iPad|Android/.test(session.deviceLabel);

export const sinceText = (isoDate: string) => `Connecté depuis le ${dateText(isoDate)} à ${timeHText(isoDate)}`;

/** The server records a use every few minutes at most: anything more recent reads « à l'instant ». */
export function lastUseText(session: OpenSession, now = Date.now()) {
  const lastUsedAt = new Date(session.lastUsedAt).getTime();
  if (session.isCurrent || now - lastUsedAt < SESSION_LAST_USE_PRECISION_MS) return "Dernière activité à l'instant";
  return `Dernière activité il y a ${elapsedText(lastUsedAt, now)}`;
}

function SessionRow({ session, onEnd, isEnding }: { session: OpenSession; onEnd: () => void; isEnding: boolean }) {
  const name = deviceName(session);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        {isHandheld(session) ? <Smartphone className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" /> : <Monitor className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />}
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words">{name}</span>
            {session.isCurrent && <Badge tone="brand">Cette session</Badge>}
          </p>
          <p className="text-sm text-slate-600">{sinceText(session.createdAt)}</p>
          <p className="text-sm text-slate-600">{lastUseText(session)}</p>
        </div>
      </div>
      {!session.isCurrent && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onEnd}
          isLoading={isEnding}
          loadingText="Déconnexion…"
          aria-label={`Déconnecter la session ${name}`}
          className="self-start sm:self-center"
        >
          <LogOut aria-hidden="true" />
          Déconnecter
        </Button>
      )}
    </li>
  );
}

/**
 * « Sessions ouvertes » of « Mon compte » (issue 22): every device signed in to the account, this one
 * first; any other can be signed out, one by one or all together.
 */
export function OpenSessionsCard() {
  const sessions = useOpenSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [endingId, setEndingId] = useState<string | null>(null);
  const [isConfirmingAll, setIsConfirmingAll] = useState(false);

  const end = (session: OpenSession) => {
    setEndingId(session.id);
    endSession.mutate(session.id, {
      onSuccess: () => toastSuccess('Session déconnectée', `${deviceName(session)} devra se reconnecter.`),
      onError: (error) => toastError(errorMessage(error, 'Impossible de déconnecter cette session.')),
      onSettled: () => setEndingId(null),
    });
  };
  const endAll = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ endedCount }) => {
        setIsConfirmingAll(false);
        toastSuccess('Autres sessions déconnectées', endedCount > 1 ? `${endedCount} sessions ont été fermées.` : 'La session a été fermée.');
      },
      onError: (error) => toastError(errorMessage(error, 'Impossible de déconnecter les autres sessions.')),
    });

  const others = sessions.data?.sessions.filter((session) => !session.isCurrent).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions ouvertes</CardTitle>
        <CardDescription>Les appareils connectés à votre compte. Si vous n'en reconnaissez pas un, déconnectez-le et changez votre mot de passe.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isPending ? (
          <div className="space-y-4" role="status" aria-busy="true" aria-label="Chargement des sessions ouvertes">
            {[0, 1].map((index) => (
              <div key={index} className="space-y-2">
                <Skeleton className="h-5 w-48" />
                <Skeleton className="h-4 w-64" />
              </div>
            ))}
          </div>
        ) : sessions.isError ? (
          <LoadError message="Impossible de charger vos sessions ouvertes." onRetry={() => sessions.refetch()} isRetrying={sessions.isFetching} />
        ) : sessions.data.sessions.length === 0 ? (
          <p className="text-sm text-slate-700">Aucune session ouverte.</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100" aria-label="Sessions ouvertes">
              {sessions.data.sessions.map((session) => (
                <SessionRow key={session.id} session={session} onEnd={() => end(session)} isEnding={endingId === session.id} />
              ))}
            </ul>
            {others === 0 ? (
              <p className="text-sm text-slate-600">Aucune autre session n'est ouverte.</p>
            ) : (
              <Button type="button" variant="outline" onClick={() => setIsConfirmingAll(true)} className="h-auto min-h-10 w-full py-2 whitespace-normal sm:w-auto">
                <LogOut aria-hidden="true" />
                Déconnecter toutes les autres sessions
              </Button>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        isOpen={isConfirmingAll}
        onOpenChange={setIsConfirmingAll}
        onConfirm={endAll}
        title="Déconnecter toutes les autres sessions ?"
        description="Les autres appareils connectés à votre compte devront se reconnecter. Cette session reste ouverte."
        confirmLabel="Déconnecter"
        isDestructive
        isBusy={endOthers.isPending}
        busyLabel="Déconnexion…"
      />
    </Card>
  );
}
