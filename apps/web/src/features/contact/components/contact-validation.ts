import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, toContactRequest, type ContactFormInput, type ContactFormValues } from '@parenthese/shared';

// The form's rules (the shared schema, so zod) in their own chunk, loaded by the form on first
// interaction (contact-form.tsx): the prerendered page hydrates without them.
export const contactFormResolver = zodResolver<ContactFormInput, unknown, ContactFormValues>(contactFormSchema);
export { toContactRequest };
