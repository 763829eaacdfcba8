import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { isFocusQuiet } from './quiet-focus';

export const TooltipProvider = TooltipPrimitive.Provider;

/**
 * A hint on hover and keyboard focus. Wrap disabled buttons in a span so the hint still shows (or use
 * DisabledWithHint, whose hint loads on demand: hint-tooltip.tsx). Each hint carries its own provider, so
 * the pages without hints (the landing page) never load them. A focus the page moves by itself (a dialog's
 * first focus) does not open it: quiet-focus.ts.
 */
export function Tooltip({ content, children, side }: { content: ReactNode; children: ReactNode; side?: TooltipSide }) {
  if (!content) return <>{children}</>;
  return (
    <RadixTooltip content={content} side={side}>
      {children}
    </RadixTooltip>
  );
}

/** Where the hint stands beside its trigger (above by default); Radix moves it to the other side when it lacks room. */
export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

export type RadixTooltipProps = {
  content: ReactNode;
  children: ReactNode;
  /**
   * It replaces a trigger drawn alone (hint-tooltip.tsx): the focus that trigger had goes to this one, which
   * shows the hint; a pointer still over it is replayed (Radix opens on the pointer's moves).
   */
  isReplacing?: boolean;
  hasFocus?: boolean;
  side?: TooltipSide;
};

/** Radix opens on any focus: a focus the page moved by itself is let through without the hint. */
const keepQuietFocusClosed = (event: FocusEvent<HTMLElement>) => {
  if (isFocusQuiet()) event.preventDefault();
};

/** Radix's tooltip around its trigger; when it replaces a trigger drawn alone, it keeps its focus or hover. */
export function RadixTooltip({ content, children, isReplacing = false, hasFocus = false, side = 'top' }: RadixTooltipProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Once, on mount.
  const replay = useRef({ isReplacing, hasFocus });
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!trigger || !replay.current.isReplacing) return;
    if (replay.current.hasFocus) trigger.focus();
    else if (trigger.matches(':hover')) trigger.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  }, []);
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild ref={triggerRef} onFocus={keepQuietFocusClosed}>
          {children}
        </TooltipPrimitive.Trigger>
        {/* Rendered beside its trigger, not in the body: it stays inside the page's landmarks (and inside an open dialog). */}
        {/* Never wider than the room on its side, so on a phone it wraps beside its trigger rather than over the text around. */}
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-[min(20rem,var(--radix-tooltip-content-available-width,20rem))] rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-slate-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
