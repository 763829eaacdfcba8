import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_SPECIAL_CHARACTERS_HINT } from '@parenthese/shared';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

/** One password field of a form: what react-hook-form registered, and its message when refused. */
type PasswordEntry = { registration: UseFormRegisterReturn; error?: string };

/**
 * The new password and its confirmation, as the first connection, the invitation and the reset link ask
 * for them: one wording of the policy's hint, and both fields marked for the browser's password manager.
 */
export function NewPasswordFields({ password, confirmation }: { password: PasswordEntry; confirmation: PasswordEntry }) {
  return (
    <>
      <FormField
        label="Nouveau mot de passe"
        error={password.error}
        isRequired
        hint={
          <>
            <p>Au moins 8 caractères, avec une minuscule, une majuscule, un chiffre et un caractère spécial.</p>
            {/* Stays beside the field when the complexity error shows: « # » or « - » do not count, and the spec's message does not say so. */}
            <p>{PASSWORD_SPECIAL_CHARACTERS_HINT} (les autres, comme # ou -, ne comptent pas).</p>
            <p>Évitez les motifs répétés ou les suites : plusieurs mots sans lien font un mot de passe sûr.</p>
          </>
        }
      >
        <PasswordInput autoComplete="new-password" {...password.registration} />
      </FormField>
      <FormField label="Confirmer le mot de passe" error={confirmation.error} isRequired>
        <PasswordInput autoComplete="new-password" {...confirmation.registration} />
      </FormField>
    </>
  );
}
