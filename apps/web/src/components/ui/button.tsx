import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import type { VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import { withCallerClasses } from '@/lib/cn';
import { buttonVariants } from './button-variants';

export { buttonVariants };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and, when given, replaces the label. */
    isLoading?: boolean;
    loadingText?: string;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(({ className, variant, size, asChild = false, isLoading = false, loadingText, disabled, children, ...props }, ref) => {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      ref={ref}
      className={withCallerClasses(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {isLoading && <Loader2 className="animate-spin" aria-hidden="true" />}
          {isLoading && loadingText ? loadingText : children}
        </>
      )}
    </Component>
  );
});
Button.displayName = 'Button';
