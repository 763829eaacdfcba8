import { useEffect, useRef, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

export const TooltipProvider = TooltipPrimitive.Provider;

/**
 * A hint on hover and keyboard focus. Wrap disabled buttons in a span so the hint still shows (or use
 * DisabledWithHint, whose hint loads on demand: hint-tooltip.tsx). Each hint carries its own provider, so
 * the pages without hints (the landing page) never load them.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  if (!content) return <>{children}</>;
  return <RadixTooltip content={content}>{children}</RadixTooltip>;
}

export type RadixTooltipProps = {
  content: ReactNode;
  children: ReactNode;
  /**
   * It replaces a trigger drawn alone (hint-tooltip.tsx): the focus that trigger had goes to this one, which
   * shows the hint; a pointer still over it is replayed (Radix opens on the pointer's moves).
   */
  isReplacing?: boolean;
  hasFocus?: boolean;
};

/** Radix's tooltip around its trigger; when it replaces a trigger drawn alone, it keeps its focus or hover. */
export function RadixTooltip({ content, children, isReplacing = false, hasFocus = false }: RadixTooltipProps) {
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
        <TooltipPrimitive.Trigger asChild ref={triggerRef}>
          {children}
        </TooltipPrimitive.Trigger>
        {/* Rendered beside its trigger, not in the body: it stays inside the page's landmarks (and inside an open dialog). */}
        <TooltipPrimitive.Content sideOffset={6} className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md">
          {content}
          <TooltipPrimitive.Arrow className="fill-slate-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
