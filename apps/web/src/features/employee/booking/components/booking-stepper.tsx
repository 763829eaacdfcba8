import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export const BOOKING_STEPS = ['Détails du rendez-vous', 'Choix du rendez-vous', 'Récapitulatif'] as const;

export function BookingStepper({ currentStep }: { currentStep: number }) {
  return (
    <ol className="flex items-start gap-2" aria-label="Étapes de la réservation">
      {BOOKING_STEPS.map((label, index) => {
        const isDone = index < currentStep;
        const isCurrent = index === currentStep;
        return (
          <li key={label} className="flex flex-1 flex-col items-center gap-2 text-center" aria-current={isCurrent ? 'step' : undefined}>
            <div className="flex w-full items-center">
              <span className={cn('h-0.5 flex-1', index === 0 ? 'bg-transparent' : isDone || isCurrent ? 'bg-brand-600' : 'bg-slate-200')} aria-hidden="true" />
              <span
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  isDone && 'bg-brand-600 text-white',
                  isCurrent && 'bg-brand-700 text-white ring-4 ring-brand-100',
                  !isDone && !isCurrent && 'bg-slate-100 text-slate-500',
                )}
                aria-hidden="true"
              >
                {isDone ? <Check className="size-4" /> : index + 1}
              </span>
              <span className={cn('h-0.5 flex-1', index === BOOKING_STEPS.length - 1 ? 'bg-transparent' : isDone ? 'bg-brand-600' : 'bg-slate-200')} aria-hidden="true" />
            </div>
            <span className={cn('text-xs sm:text-sm', isCurrent ? 'font-semibold text-slate-900' : 'text-slate-500')}>
              <span className="sr-only">Étape {index + 1} : </span>
              {label}
              {isDone && <span className="sr-only"> (terminée)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
