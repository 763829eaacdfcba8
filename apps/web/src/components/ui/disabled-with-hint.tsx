import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { HintTooltip } from './hint-tooltip';
import type { TooltipSide } from './tooltip';

type DisabledWithHintProps = { label: string; hint: string; children: ReactNode; className?: string; side?: TooltipSide };

/**
 * A disabled button that still says why. A disabled button takes neither focus nor pointer events, so
 * a focusable group around it carries the tooltip and names the control with its reason for screen
 * readers ('Rejoindre : Ce bouton sera accessible…'). A dialog never opens with the focus on it
 * (`data-disabled-hint`, dialog.tsx), and its hint stands where `side` says (default above).
 */ export function DisabledWithHint({ label, hint, children, className, side }: DisabledWithHintProps) {
  return (
    <HintTooltip content={hint} side={side}>
      <span
        data-disabled-hint=""
        tabIndex={0}
        role="group"
        aria-label={`${label} : ${hint}`}
        className={cn('rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600', className)}
      >
        {children}
      </span>
    </HintTooltip>
  );
}
