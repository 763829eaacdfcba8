import { useWatch, type Control } from 'react-hook-form';
import { CONTACT_COUNTER_WARNING_RATIO, CONTACT_MAX_LENGTHS, type ContactFormInput } from '@parenthese/shared';
import { clsx } from 'clsx';

/** "12/2000 caractères", red above 90% of the limit. */
export function CharacterCounter({ length, maxLength, id }: { length: number; maxLength: number; id?: string }) {
  const isNearLimit = length > maxLength * CONTACT_COUNTER_WARNING_RATIO;
  return (
    <span id={id} data-near-limit={isNearLimit} className={clsx('shrink-0 whitespace-nowrap tabular-nums', isNearLimit ? 'font-medium text-red-600' : 'text-slate-500')}>
      {length}/{maxLength} caractères
    </span>
  );
}

/** The message's counter, subscribed on its own so typing re-renders only the counter. */
export function MessageCounter({ control }: { control: Control<ContactFormInput, unknown, unknown> }) {
  const message = useWatch({ control, name: 'message' }) ?? '';
  return <CharacterCounter length={message.length} maxLength={CONTACT_MAX_LENGTHS.message} />;
}
