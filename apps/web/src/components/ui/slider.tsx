import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

type SliderProps = Omit<ComponentProps<typeof SliderPrimitive.Root>, 'value' | 'defaultValue' | 'onValueChange'> & {
  value: number;
  onValueChange: (value: number) => void;
  /** The id of the visible label: the thumb, which takes the focus, is named by it. */
  labelId: string;
  /** What a screen reader says for the value ('2 consultations'). */
  valueText?: string;
};

/** One thumb on a track: arrow keys, Home and End move it by `step`. */
export function Slider({ value, onValueChange, labelId, valueText, className, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root value={[value]} onValueChange={([next]) => onValueChange(next)} className={cn('relative flex h-6 w-full touch-none items-center select-none', className)} {...props}>
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-brand-600" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-labelledby={labelId}
        aria-valuetext={valueText}
        className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </SliderPrimitive.Root>
  );
}
