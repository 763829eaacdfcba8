import type { Path } from 'react-hook-form';
import { contactMessages, contactRefusalCode, type ContactFormInput } from '@parenthese/shared';
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
    if (error.code === 'CONTACT_TOO_SOON') toastError(contactMessages.tooSoonDescription, contactMessages.tooSoonTitle);
    else toastError(error.message, contactMessages.tooManyTitle);
    return;
  }
  if (error instanceof HttpError && error.status === 400) {
    if (error.code === 'CONTACT_SUSPICIOUS') toastError(contactMessages.suspiciousDescription, contactMessages.suspicious);
    else toastError(contactMessages.validationDescription, contactMessages.validationTitle);
    return;
  }
  toastError(contactMessages.failureDescription, 'Erreur');
}

/** The toast for errors found before sending: suspicious first, then missing fields, then formats. */
export function toastFormErrors(messages: string[]) {
  // The same classification as the API's answer (contactRefusalCode, beside the schemas that write these sentences).
  const code = contactRefusalCode(messages);
  if (code === 'CONTACT_SUSPICIOUS') toastError(contactMessages.suspiciousDescription, contactMessages.suspicious);
  else if (code === 'CONTACT_FIELDS_MISSING') toastError('Veuillez remplir tous les champs marqués d’un astérisque.', 'Champs obligatoires manquants');
  else toastError(contactMessages.validationDescription, contactMessages.validationTitle);
}
