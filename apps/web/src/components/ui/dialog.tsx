import { useRef, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { focusQuietly } from './quiet-focus';
import { useReturnFocus } from './use-return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Hides the visible title (it stays for screen readers). */
  isTitleHidden?: boolean;
  /**
   * Where the focus goes when the dialog opens: its first control (Radix's choice, a form's first field), or
   * its title, for a dialog read before anything is done in it (a consultation's detail).
   */
  initialFocus?: 'first-control' | 'title';
};

/** A disabled control's hint group (DisabledWithHint): never the first focus of a dialog, the title takes it. */
const isHintGroup = (element: Element | null) => Boolean(element?.closest('[data-disabled-hint]'));

export function DialogContent({ title, description, children, className, isTitleHidden, initialFocus = 'first-control' }: DialogContentProps) {
  const returnFocus = useReturnFocus();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = () => {
    if (titleRef.current) focusQuietly(titleRef.current);
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
      <DialogPrimitive.Content
        {...returnFocus}
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          if (initialFocus === 'title') {
            event.preventDefault();
            focusTitle();
            return;
          }
          // Radix has focused the first control once this task's work is done: a disabled one's hint group gives way to the title.
          queueMicrotask(() => {
            if (isHintGroup(document.activeElement)) focusTitle();
          });
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogPrimitive.Title ref={titleRef} tabIndex={-1} className={cn('pr-8 text-lg font-semibold text-slate-900 focus:outline-none', isTitleHidden && 'sr-only')}>
          {title}
        </DialogPrimitive.Title>
        {description && <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>}
        <div className="mt-4">{children}</div>
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label="Fermer">
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
