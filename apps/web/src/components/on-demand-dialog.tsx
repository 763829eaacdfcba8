import { useState, type ComponentType } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { onDemand } from './on-demand';

type DialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * A dialog whose code (its form, the form library, zod: most of a section's weight) downloads when it first
 * opens, or sooner on the intent to open it (`preload`), instead of with the section. Until it is there, a
 * dialog of the same title says it is loading; if it cannot come, why, with « Réessayer ». Once opened it
 * stays mounted, closed, as the dialogs always were.
 */
export function onDemandDialog<Props extends DialogProps>(load: () => Promise<ComponentType<Props>>, titleOf: (props: Props) => string) {
  const Part = onDemand(load);

  function OnDemandDialog(props: Props) {
    const [hasOpened, setHasOpened] = useState(props.isOpen);
    if (props.isOpen && !hasOpened) setHasOpened(true);
    if (!hasOpened) return null;
    const waiting = (body: React.ReactNode) =>
      props.isOpen ? (
        <Dialog open onOpenChange={props.onOpenChange}>
          <DialogContent title={titleOf(props)}>{body}</DialogContent>
        </Dialog>
      ) : null;
    return (
      <Part
        {...props}
        fallback={waiting(
          <div role="status" aria-label="Chargement du formulaire..." className="space-y-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </div>,
        )}
        failure={(retry) => waiting(<LoadError title="Le formulaire n'a pas pu se charger" message="Vérifiez votre connexion, puis réessayez." onRetry={retry} />)}
      />
    );
  }
  return Object.assign(OnDemandDialog, { preload: Part.preload });
}
