import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { preloadOnIntent } from '@/components/on-demand';
import { DisabledWithHint } from '@/components/ui/disabled-with-hint';
import { Tooltip } from '@/components/ui/tooltip';
import { withCallerClasses } from '@/lib/cn';

type CardActionProps = {
  /** The button's accessible name. */
  label: string;
  /** The tooltip, when shorter than the label ('Modifier' for « Modifier l'entreprise X »). */
  tooltip?: string;
  /** Why the action is refused: the button is then disabled with this reason beside it. */
  refusal?: string;
  onClick: () => void;
  icon: ReactNode;
  className?: string;
  isLoading?: boolean;
  /** The intent to click (pointer over, focus): starts downloading what the click opens. */
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
};

/** An icon button of a card's actions, or the same button disabled with the reason when `refusal` is set. */
export function CardAction({ label, tooltip = label, refusal, onClick, icon, className, isLoading, onIntent, ref }: CardActionProps) {
  const button = (
    <Button
      ref={ref}
      variant="outline"
      size="icon"
      className={withCallerClasses('size-9', className)}
      aria-label={label}
      disabled={Boolean(refusal)}
      isLoading={isLoading}
      onClick={onClick}
      {...(onIntent ? preloadOnIntent(onIntent) : {})}
    >
      {icon}
    </Button>
  );
  if (refusal)
    return (
      <DisabledWithHint label={label} hint={refusal}>
        {button}
      </DisabledWithHint>
    );
  return <Tooltip content={tooltip}>{button}</Tooltip>;
}
