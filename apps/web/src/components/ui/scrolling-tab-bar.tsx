import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';

type ScrollingTabBarProps = {
  /** The row of tabs (a list of links). */
  children: ReactNode;
  /** The names of the two scroll buttons (« Sections précédentes », « Sections suivantes »). */
  previousLabel: string;
  nextLabel: string;
  className?: string;
  /** Classes of the scrolling box (its padding, and where it stops scrolling: `lg:overflow-visible`). */
  scrollerClassName?: string;
};

/** How far a scroll button moves the row: most of what is visible, so one tab stays in sight for context. */
const SCROLL_SHARE = 0.75;

/**
 * A row of tabs wider than the screen (a phone), that scrolls sideways and says so: the edge beyond which
 * tabs hide fades out under a chevron button that scrolls by most of a screen; an edge with nothing beyond
 * shows neither. The keyboard needs no button: every tab is reached with Tab, and the focused one is scrolled
 * into view clear of the fade (`scroll-padding`), as is the current one when the page opens (the caller's
 * scrollIntoView). So the buttons are for pointer and touch only: out of the tab order and hidden from
 * screen readers, which read the list and its count. Where the row fits (a wide screen), nothing shows.
 */
export function ScrollingTabBar({ children, previousLabel, nextLabel, className, scrollerClassName }: ScrollingTabBarProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const before = scroller.scrollLeft > 1;
    const after = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
    setOverflow((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    measure();
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBy = (direction: -1 | 1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const left = direction * Math.max(scroller.clientWidth * SCROLL_SHARE, 80);
    if (typeof scroller.scrollBy === 'function') scroller.scrollBy({ left, behavior: 'smooth' });
    else scroller.scrollLeft += left;
  };

  // The browser scrolls a focused tab into view, but not always clear of the fade: said explicitly.
  const revealFocused = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const edge = (side: 'before' | 'after') => {
    const isBefore = side === 'before';
    const Icon = isBefore ? ChevronLeft : ChevronRight;
    return (
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-y-0 flex w-12 items-center',
          isBefore ? 'left-0 justify-start bg-linear-to-r' : 'right-0 justify-end bg-linear-to-l',
          'from-slate-50 from-40% to-transparent',
        )}
      >
        <button
          type="button"
          tabIndex={-1}
          aria-label={isBefore ? previousLabel : nextLabel}
          data-scroll-button={side}
          onClick={() => scrollBy(isBefore ? -1 : 1)}
          className="pointer-events-auto flex size-8 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm hover:bg-slate-100"
        >
          <Icon className="size-4" />
        </button>
      </div>
    );
  };

  return (
    <div className={cn('relative', className)}>
      <div ref={scrollerRef} onScroll={measure} onFocus={revealFocused} className={cn('overflow-x-auto scroll-px-12 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden', scrollerClassName)}>
        {children}
      </div>
      {overflow.before && edge('before')}
      {overflow.after && edge('after')}
    </div>
  );
}
