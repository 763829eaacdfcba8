import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type TotpCodeFieldProps = { value: string; onChange: (value: string) => void; error?: string; label?: string; hint?: string };

/** The six digits of the authenticator app: phones offer the numeric keypad and the code just received by SMS or app. */
export function TotpCodeField({ value, onChange, error, label = 'Code à 6 chiffres', hint }: TotpCodeFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <Input
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        // Spaces are allowed (some apps show « 123 456 »); the shared schema drops them.
        maxLength={7}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="font-mono text-lg tracking-[0.3em]"
        placeholder="123456"
      />
    </FormField>
  );
}
