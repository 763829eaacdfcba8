import { ShieldAlert } from 'lucide-react';
import { ADMIN_ROLE_LABELS, adminCan, fourEyesMessages, type AdminRole, type ResetRequestPerson, type SecondFactorResetRequest } from '@parenthese/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DisabledWithHint } from '@/components/ui/disabled-with-hint';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/http-client';
import { useApproveSecondFactorReset, useCancelSecondFactorReset, useSecondFactorResetRequests } from '../api/second-factor-resets';

const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const ROLE_LABELS = { EMPLOYEE: 'Salarié', DOCTOR: 'Psychologue', ADMIN: 'Administrateur' } as const;
const roleOf = (person: ResetRequestPerson) => (person.role === 'ADMIN' && person.adminRole ? ADMIN_ROLE_LABELS[person.adminRole] : ROLE_LABELS[person.role]);
const nameOf = (person: ResetRequestPerson | null) => (person ? `${person.firstName} ${person.lastName}`.trim() || 'Compte sans nom' : 'Compte supprimé');

/** Why the viewer may not approve this request, or null (the server decides in the end: fourEyesRefusal). */
function approvalHint(request: SecondFactorResetRequest, viewerId: string): string | null {
  if (request.isExpired) return fourEyesMessages.expired;
  if (request.requestedBy?.userId === viewerId) return fourEyesMessages['own-request'];
  if (request.target.userId === viewerId) return fourEyesMessages['own-account'];
  return null;
}

function RequestRow({ request, viewerId }: { request: SecondFactorResetRequest; viewerId: string }) {
  const approval = useApproveSecondFactorReset();
  const cancellation = useCancelSecondFactorReset();
  const targetName = nameOf(request.target);
  const isBusy = approval.isPending || cancellation.isPending;
  const decide = (mutation: typeof approval, title: string, failure: string) =>
    mutation.mutate(request.requestId, {
      onSuccess: (answer) => toastSuccess(title, answer.message),
      onError: (error) => toastError(errorMessage(error, failure)),
    });
  const hint = approvalHint(request, viewerId);
  const approveButton = (
    <Button
      type="button"
      size="sm"
      disabled={hint !== null || isBusy}
      isLoading={approval.isPending}
      loadingText="Approbation..."
      aria-label={`Approuver la réinitialisation de ${targetName}`}
      onClick={() => decide(approval, 'Réinitialisation approuvée', "Impossible d'approuver la réinitialisation.")}
    >
      Approuver
    </Button>
  );

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1 text-sm">
        <p className="font-medium text-slate-900">
          {targetName} <span className="font-normal text-slate-600">({roleOf(request.target)})</span>
          {request.isExpired && (
            <Badge tone="warning" className="ml-2">
              Expirée
            </Badge>
          )}
        </p>
        <p className="text-slate-600">
          Demandée par {nameOf(request.requestedBy)} le {formatDateTime(request.requestedAt)}
        </p>
        <p className="text-slate-600">
          {request.isExpired ? 'Expirée le' : 'À approuver avant le'} {formatDateTime(request.expiresAt)}
        </p>
      </div>
      <div className="flex gap-2">
        {hint ? (
          <DisabledWithHint label={`Approuver la réinitialisation de ${targetName}`} hint={hint}>
            {approveButton}
          </DisabledWithHint>
        ) : (
          approveButton
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={isBusy}
          isLoading={cancellation.isPending}
          loadingText="Annulation..."
          aria-label={`Annuler la demande de réinitialisation de ${targetName}`}
          onClick={() => decide(cancellation, 'Demande annulée', "Impossible d'annuler la demande.")}
        >
          Annuler
        </Button>
      </div>
    </li>
  );
}

/**
 * The pending second-factor resets (TECH administrators only, decision 0044): another TECH approves one
 * within 24 hours, the asker or any TECH cancels it. Names and roles only, nothing about consultations.
 */
export function SecondFactorResetRequests({ viewer }: { viewer: { adminId: string; adminRole: AdminRole } | undefined }) {
  const canSee = adminCan(viewer?.adminRole, 'accounts:second-factor-reset');
  const query = useSecondFactorResetRequests(canSee);
  if (!canSee || !viewer) return null;

  return (
    <Card aria-labelledby="reinitialisations-titre" aria-busy={query.isPending} role="region">
      <CardHeader>
        {/* h3: the card sits under the view's h2. */}
        <h3 id="reinitialisations-titre" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldAlert aria-hidden="true" className="size-5" />
          Réinitialisations de double authentification en attente
        </h3>
        <CardDescription>Chaque demande doit être approuvée par un second administrateur TECH dans les 24 heures. Le titulaire du compte est prévenu et peut la refuser.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-2">
            <p className="sr-only">Chargement des demandes...</p>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : query.isError ? (
          <LoadError message={errorMessage(query.error, 'Impossible de charger les demandes de réinitialisation.')} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        ) : query.data.requests.length === 0 ? (
          <p className="text-sm text-slate-600">Aucune demande en attente.</p>
        ) : (
          <ul className="space-y-3">
            {query.data.requests.map((request) => (
              <RequestRow key={request.requestId} request={request} viewerId={viewer.adminId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
