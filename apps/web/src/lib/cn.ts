import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, later Tailwind utilities winning over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * A component's own classes, merged with the caller's only when there are some. tailwind-merge's first
 * call builds its tables (about 40 ms on a 4× slowed phone): a page whose components get no className
 * (the prerendered /contact while it hydrates) never pays it. The own classes must set no property twice,
 * so that merging them alone would change nothing (cn.test.ts checks the components' ones).
 */
export function withCallerClasses(ownClasses: string, className: string | undefined) {
  return className ? cn(ownClasses, className) : ownClasses;
}
