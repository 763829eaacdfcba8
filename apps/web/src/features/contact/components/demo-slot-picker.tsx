import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { DEMO_SLOTS, demoSlotStart, isBookableDemoStart, type ContactFormInput } from '@parenthese/shared';
import { clsx } from 'clsx';

type DemoSlotPickerProps = {
  control: Control<ContactFormInput, unknown, unknown>;
  register: UseFormRegister<ContactFormInput>;
  error?: string;
};

/** The six one-hour slots as a radio group; those already past on the chosen day are disabled. */
export function DemoSlotPicker({ control, register, error }: DemoSlotPickerProps) {
  // Watching here, not in the form, keeps the rest of the form from re-rendering on each choice.
  const chosenDay = useWatch({ control, name: 'date' }) ?? '';
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? 'contact-slot-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Créneau horaire{' '}
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="text-xs text-slate-500">Démonstration d'une heure, heure de Paris.</p>
      <div className="grid grid-cols-2 gap-2 pt-1">
        {DEMO_SLOTS.map((slot) => {
          const start = chosenDay ? demoSlotStart(chosenDay, slot.value) : null;
          const isPast = start !== null && !isBookableDemoStart(start, new Date());
          return (
            <label
              key={slot.value}
              // clsx with one cursor each way, not cn: nothing to merge, so tailwind-merge stays unused while the page starts.
              className={clsx(
                'flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white text-sm font-medium text-slate-800 transition',
                'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                isPast ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
              )}
            >
              <input type="radio" value={slot.value} required disabled={isPast} className="sr-only" {...register('timeSlot')} />
              {slot.label}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="contact-slot-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
