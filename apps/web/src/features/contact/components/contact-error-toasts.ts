import type { Path } from 'react-hook-form';
import { contactMessages, type ContactFormInput } from '@parenthese/shared';
import { toastError } from '@/components/ui/toaster';
import { HttpError } from '@/lib/http-client';

/** The request's field names, back to the form's (spec section 3 vs section 5). */
export const requestFieldToFormField: Record<string, Path<ContactFormInput>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  mail: 'email',
  phone: 'phone',
  companyName: 'company',
  size: 'companySize',
  date: 'timeSlot',
  message: 'message',
};

/** The toast of spec section 8 (Contact) for a refused or failed submission. */
export function toastSubmissionError(error: unknown) {
  if (error instanceof HttpError && error.status === 429) {
    if (error.message === contactMessages.tooSoonDescription) toastError(contactMessages.tooSoonDescription, contactMessages.tooSoonTitle);
    else toastError(error.message, contactMessages.tooManyTitle);
    return;
  }
  if (error instanceof HttpError && error.status === 400) {
    if (error.message === contactMessages.suspicious) toastError(contactMessages.suspiciousDescription, contactMessages.suspicious);
    else toastError(contactMessages.validationDescription, contactMessages.validationTitle);
    return;
  }
  toastError(contactMessages.failureDescription, 'Erreur');
}

/** The toast for errors found before sending: suspicious first, then missing fields, then formats. */
export function toastFormErrors(messages: string[]) {
  if (messages.includes(contactMessages.suspicious)) toastError(contactMessages.suspiciousDescription, contactMessages.suspicious);
  else if (messages.includes(contactMessages.required)) toastError('Veuillez remplir tous les champs marqués d’un astérisque.', 'Champs obligatoires manquants');
  else toastError(contactMessages.validationDescription, contactMessages.validationTitle);
}
