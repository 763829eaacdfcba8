import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a second render after the page's first paint, at a transition's priority: React then
 * renders them in slices that yield to the browser, instead of one long task with everything above them (the
 * psychologist's profile drew all its cards in one task of 460 ms at 4× slowdown). For what is below the fold on
 * a phone, so nothing seen moves when it comes.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const isReady = useDeferredValue(true, false);
  return isReady ? children : null;
}
