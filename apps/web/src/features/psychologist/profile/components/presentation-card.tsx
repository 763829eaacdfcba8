import { lazy, Suspense, useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { presentationMessages, psychologistTitle, type PsychologistPresentationResponse, type EmployeePsychologist } from '@parenthese/shared';
import { PsychologistPresentation } from '@/components/psychologist-presentation';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { toastError, toastSuccess } from '@/components/ui/toaster';
import { useEditModeFocus } from '@/components/ui/use-edit-mode-focus';
import { errorMessage } from '@/lib/http-client';
import { usePresentation, useWithdrawPresentation } from '../api/presentation';

const loadEditForm = () => import('./presentation-edit-form');
const PresentationEditForm = lazy(async () => ({ default: (await loadEditForm()).PresentationEditForm }));
const preloadEditForm = () => void loadEditForm().catch(() => undefined);

/** What employees will see, built like the server's presenter builds it (title from the shared rule). */
function previewOf(presentation: NonNullable<PsychologistPresentationResponse['presentation']>): EmployeePsychologist {
  const { updatedAt: _updatedAt, ...shown } = presentation;
  return { presentationId: null, title: psychologistTitle(shown), presentation: shown };
}

/** « Ma présentation aux salariés » (decision 0061): write, change or withdraw it, with the employees' preview. */
export function PresentationCard() {
  const query = usePresentation();
  const withdraw = useWithdrawPresentation();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingWithdrawal, setIsConfirmingWithdrawal] = useState(false);
  const editButtonRef = useEditModeFocus(isEditing, () => undefined);
  const presentation = query.data?.presentation ?? null;

  const confirmWithdrawal = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingWithdrawal(false);
        toastSuccess(presentationMessages.withdrawn);
      },
      onError: (error) => toastError(errorMessage(error, 'Impossible de retirer votre présentation.')),
    });

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle>Ma présentation aux salariés</CardTitle>
          {!isEditing && query.isSuccess && (
            <div className="flex flex-wrap gap-2">
              <Button ref={editButtonRef} variant="outline" size="sm" onClick={() => setIsEditing(true)} onPointerEnter={preloadEditForm} onFocus={preloadEditForm}>
                <Pencil aria-hidden="true" />
                {presentation ? 'Modifier' : 'Écrire ma présentation'}
              </Button>
              {presentation && (
                <Button variant="outline" size="sm" onClick={() => setIsConfirmingWithdrawal(true)}>
                  <Trash2 aria-hidden="true" />
                  Retirer
                </Button>
              )}
            </div>
          )}
        </div>
        <CardDescription>
          Les salariés voient cette présentation et rien d'autre de vous : ni votre nom, ni votre e-mail, ni votre téléphone. Sans présentation, vous apparaissez comme « Votre psychologue ».
        </CardDescription>
      </CardHeader>
      {query.isPending ? (
        <CardContent>
          <Skeleton className="h-16" />
        </CardContent>
      ) : query.isError ? (
        <CardContent>
          <LoadError message="Impossible de charger votre présentation." onRetry={() => query.refetch()} />
        </CardContent>
      ) : isEditing ? (
        <Suspense fallback={<CardContent aria-busy="true" />}>
          <PresentationEditForm presentation={presentation} onDone={() => setIsEditing(false)} />
        </Suspense>
      ) : (
        <CardContent>
          {presentation ? (
            <section aria-label="Aperçu pour les salariés" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
              <p className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">Aperçu pour les salariés</p>
              <PsychologistPresentation psychologist={previewOf(presentation)} />
            </section>
          ) : (
            <p className="text-sm text-slate-600">Vous n'avez pas encore écrit de présentation.</p>
          )}
        </CardContent>
      )}
      <ConfirmDialog
        isOpen={isConfirmingWithdrawal}
        onOpenChange={setIsConfirmingWithdrawal}
        onConfirm={confirmWithdrawal}
        title="Retirer ma présentation ?"
        description="Les salariés ne la verront plus, y compris sur leurs consultations passées : vous apparaîtrez comme « Votre psychologue »."
        confirmLabel="Retirer"
        isDestructive
        isBusy={withdraw.isPending}
      />
    </Card>
  );
}
