import { cloneElement, useState, type ComponentType, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import { isFocusQuiet } from './quiet-focus';
import type { RadixTooltipProps, TooltipSide } from './tooltip';

const loadTooltip = () => import('./tooltip');

type TriggerProps = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  title?: string;
};

/**
 * The tooltip of a trigger that does nothing when pressed (DisabledWithHint's group around a disabled button).
 * Radix's tooltip and its positioning (about 40 KB, four chunks) are not needed to paint a page: until the
 * trigger is first pointed at or focused, it is drawn alone, then Radix's tooltip takes its place (keeping the
 * focus, which shows the hint). A pressable trigger keeps Tooltip: the swap could lose a press made meanwhile.
 * If the code cannot be downloaded, the browser's own tooltip says the hint. A focus the page moves by itself
 * (a dialog's first focus, quiet-focus.ts) neither loads nor shows it.
 */
export function HintTooltip({ content, children, side }: { content: string | null; children: ReactElement<TriggerProps>; side?: TooltipSide }) {
  const [RadixTooltip, setRadixTooltip] = useState<ComponentType<RadixTooltipProps> | null>(null);
  const [hadFocus, setHadFocus] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const [isLoading, setIsLoading] = useState(false);

  if (!content) return children;
  if (RadixTooltip) {
    return (
      <RadixTooltip content={content} isReplacing hasFocus={hadFocus} side={side}>
        {children}
      </RadixTooltip>
    );
  }

  const load = (element: HTMLElement) => {
    if (isLoading) return;
    setIsLoading(true);
    loadTooltip().then(
      (module) => {
        setHadFocus(document.activeElement === element);
        setRadixTooltip(() => module.RadixTooltip);
      },
      () => {
        setIsLoading(false);
        setHasFailed(true);
      },
    );
  };
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      load(event.currentTarget);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      if (!isFocusQuiet()) load(event.currentTarget);
    },
    ...(hasFailed ? { title: content } : {}),
  });
}
