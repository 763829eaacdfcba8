import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button-variants';

const variants = ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const;
const sizes = ['default', 'sm', 'lg', 'icon', 'compact'] as const;

describe('buttonVariants', () => {
  // The shell and the landing page use these classes without tailwind-merge: two classes setting the
  // same property would leave the winner to the stylesheet's order (a large button with small text).
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))('%s / %s has no two classes for one property', (variant, size) => {
    const classes = buttonVariants({ variant, size });
    expect(twMerge(classes)).toBe(classes);
  });
});
