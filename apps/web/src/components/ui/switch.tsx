import type { ComponentProps } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & {
  /**
   * While its change is being saved: the switch ignores presses but keeps the focus. A disabled
   * switch would drop the keyboard user's focus to <body> the moment they press Space.
   */
  isBusy?: boolean;
};

export function Switch({ className, isBusy = false, onCheckedChange, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-50',
        className,
      )}
      aria-disabled={isBusy || undefined}
      aria-busy={isBusy || undefined}
      onCheckedChange={(isChecked) => {
        if (!isBusy) onCheckedChange?.(isChecked);
      }}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 translate-y-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </SwitchPrimitive.Root>
  );
}
