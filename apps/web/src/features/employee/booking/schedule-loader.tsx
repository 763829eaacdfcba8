import { lazy, Suspense, useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { DownloadFailure } from '@/components/ui/download-failure';
import { Skeleton } from '@/components/ui/skeleton';
import type { ScheduleStepsProps } from './schedule';

/** Shown in place of the second step when its code cannot be downloaded. */
export const SCHEDULE_UNAVAILABLE = "Le calendrier des créneaux n'a pas pu se charger. Vérifiez votre connexion, puis réessayez ou rechargez la page.";

const loadScheduleSteps = () => import('./schedule').then((module) => ({ default: module.ScheduleSteps }));

/**
 * The wizard's later steps (schedule.tsx), downloaded from the employee's first choice: a skeleton while
 * they come on step 2, a message and 'Réessayer' if they cannot, nothing on step 1.
 */
export function LazyScheduleSteps(props: ScheduleStepsProps) {
  // React.lazy keeps a failed download's error: trying again takes a new lazy component.
  const [download, setDownload] = useState(() => ({ attempt: 0, ScheduleSteps: lazy(loadScheduleSteps) }));
  const retry = () => setDownload(({ attempt }) => ({ attempt: attempt + 1, ScheduleSteps: lazy(loadScheduleSteps) }));
  const isShown = props.state.step > 0;
  const failure = isShown ? (
    <AlertBanner
      title={SCHEDULE_UNAVAILABLE}
      tone="danger"
      action={
        <Button variant="outline" size="sm" onClick={retry}>
          Réessayer
        </Button>
      }
    />
  ) : null;
  return (
    <DownloadFailure key={download.attempt} fallback={failure}>
      <Suspense fallback={isShown ? <Skeleton className="h-72" /> : null}>
        <download.ScheduleSteps {...props} />
      </Suspense>
    </DownloadFailure>
  );
}
