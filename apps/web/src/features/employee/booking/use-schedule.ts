import { useEffect, useState } from 'react';

export type ScheduleModule = typeof import('./schedule');

export const loadSchedule = () => import('./schedule');

/** Shown in place of the second step when its code cannot be downloaded. */
export const SCHEDULE_UNAVAILABLE = "Le calendrier des créneaux n'a pas pu se charger. Vérifiez votre connexion, puis réessayez ou rechargez la page.";

/**
 * The wizard's later steps (schedule.ts), downloaded once they are needed: from the employee's first choice
 * on step 1, so they are there, as a rule, by the time 'Suivant' is pressed.
 */
export function useSchedule(isNeeded: boolean) {
  const [schedule, setSchedule] = useState<ScheduleModule | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  useEffect(() => {
    if (!isNeeded || schedule) return;
    let isCurrent = true;
    loadSchedule().then(
      (module) => isCurrent && setSchedule(module),
      () => isCurrent && setFailedAttempt(attempt),
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, schedule, attempt]);
  return { schedule, hasFailed: failedAttempt === attempt, retry: () => setAttempt((current) => current + 1) };
}
