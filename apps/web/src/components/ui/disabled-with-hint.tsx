import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { HintTooltip } from './hint-tooltip';

/**
 * A disabled button that still says why. A disabled button takes neither focus nor pointer events, so
 * a focusable group around it carries the tooltip and names the control with its reason for screen
 * readers ('Rejoindre : Ce bouton sera accessible…').
 */
export function DisabledWithHint({ label, hint, children, className }: { label: string; hint: string; children: ReactNode; className?: string }) {
  return (
    <HintTooltip content={hint}>
      <span tabIndex={0} role="group" aria-label={`${label} : ${hint}`} className={cn('rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', className)}>
        {children}
      </span>
    </HintTooltip>
  );
}
