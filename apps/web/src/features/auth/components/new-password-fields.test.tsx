import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from './new-password-fields';

function Form({ passwordError, confirmationError }: { passwordError?: string; confirmationError?: string }) {
  const { register } = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  return (
    <form>
      <NewPasswordFields password={{ registration: register('password'), error: passwordError }} confirmation={{ registration: register('confirmPassword'), error: confirmationError }} />
    </form>
  );
}

describe('new password fields', () => {
  it('describes the new password by the policy and asks for both, each named for the password manager', () => {
    render(<Form />);
    const password = screen.getByLabelText(/Nouveau mot de passe/);
    const confirmation = screen.getByLabelText(/Confirmer le mot de passe/);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Au moins 8 caractères'));
    // Which specials count, in words a reader can match against « Brioche#Bordeaux-2026 ».
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Caractères spéciaux acceptés : @ $ ! % * ? & (les autres, comme # ou -, ne comptent pas)'));
    expect(confirmation).not.toHaveAccessibleDescription();
    for (const field of [password, confirmation]) {
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toHaveAttribute('aria-required', 'true');
    }
    expect([password.getAttribute('name'), confirmation.getAttribute('name')]).toEqual(['password', 'confirmPassword']);
  });

  it('tells each refusal under its own field', () => {
    render(<Form passwordError="Trop courant" confirmationError="Les mots de passe ne correspondent pas" />);
    expect(screen.getByLabelText(/Nouveau mot de passe/)).toHaveAccessibleDescription(expect.stringContaining('Trop courant'));
    // The allowed specials stay beside the refusal that needs them.
    expect(screen.getByLabelText(/Nouveau mot de passe/)).toHaveAccessibleDescription(expect.stringContaining('Caractères spéciaux acceptés : @ $ ! % * ? &'));
    expect(screen.getByLabelText(/Confirmer le mot de passe/)).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    expect(screen.getByLabelText(/Confirmer le mot de passe/)).toBeInvalid();
  });
});
