import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { HttpError } from './http-client';
import { applyServerFieldErrors } from './server-field-errors';

type ProfileForm = { email: string; firstName: string; phone: string };

function renderForm() {
  const { result } = renderHook(() => useForm<ProfileForm>({ defaultValues: { email: '', firstName: '', phone: '' } }));
  const errorOf = (field: keyof ProfileForm) => result.current.getFieldState(field).error;
  return { form: () => result.current, errorOf };
}

describe('applyServerFieldErrors', () => {
  it("puts each sentence of the answer's errors map under its field, and leaves the names the form lacks", () => {
    const { form, errorOf } = renderForm();
    const error = new HttpError(400, 'Requête invalide', { firstName: 'Le prénom est requis', global: 'Votre compte est bloqué.' });
    let hasFieldError = false;
    act(() => {
      hasFieldError = applyServerFieldErrors(form(), error);
    });
    expect(hasFieldError).toBe(true);
    expect(errorOf('firstName')).toEqual(expect.objectContaining({ type: 'server', message: 'Le prénom est requis' }));
    expect(errorOf('email')).toBeUndefined();
    expect(errorOf('phone')).toBeUndefined();
    expect(form().getFieldState('global' as keyof ProfileForm).error).toBeUndefined();
  });

  it("follows the request's names back to the form's", () => {
    const { form, errorOf } = renderForm();
    act(() => {
      applyServerFieldErrors(form(), new HttpError(400, 'Requête invalide', { mail: 'Email invalide', phone: 'Numéro invalide' }), { fieldNames: { mail: 'email' } });
    });
    expect(errorOf('email')?.message).toBe('Email invalide');
    expect(errorOf('phone')?.message).toBe('Numéro invalide');
  });

  it("puts a conflict's message on the named field only when no field of the form is named", () => {
    const { form, errorOf } = renderForm();
    act(() => {
      applyServerFieldErrors(form(), new HttpError(409, 'Cette adresse email est déjà utilisée par un autre compte.'), { conflictField: 'email' });
    });
    expect(errorOf('email')?.message).toBe('Cette adresse email est déjà utilisée par un autre compte.');

    const other = renderForm();
    act(() => {
      applyServerFieldErrors(other.form(), new HttpError(409, 'Conflit', { phone: 'Numéro déjà utilisé' }), { conflictField: 'email' });
    });
    expect(other.errorOf('phone')?.message).toBe('Numéro déjà utilisé');
    expect(other.errorOf('email')).toBeUndefined();
  });

  it('leaves the form alone for an answer without field errors, a rate limit or a network failure', () => {
    const { form } = renderForm();
    const results: boolean[] = [];
    act(() => {
      results.push(applyServerFieldErrors(form(), new HttpError(429, 'Trop de tentatives'), { conflictField: 'email' }));
      results.push(applyServerFieldErrors(form(), new HttpError(0, 'Erreur réseau')));
      results.push(applyServerFieldErrors(form(), new Error('inattendue')));
    });
    expect(results).toEqual([false, false, false]);
    expect(['email', 'firstName', 'phone'].map((field) => form().getFieldState(field as keyof ProfileForm).error)).toEqual([undefined, undefined, undefined]);
  });
});
