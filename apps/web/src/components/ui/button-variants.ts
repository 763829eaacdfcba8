import { cva } from 'class-variance-authority';

/**
 * The button looks, apart from the Button component so the shell and the landing page can style a link
 * with them directly: they need no class merging (tailwind-merge, 7 KB) when given no conflicting classes.
 * So no two of these classes may set the same property: the text size is each size's, not the base's.
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
        secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
        outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
        ghost: 'text-slate-700 hover:bg-slate-100',
        destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-8 px-3 text-xs',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 text-sm',
        /** The header's: smaller on a phone, where the bar is narrow. */
        compact: 'h-9 px-3 text-sm sm:h-10 sm:px-4',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
