// The demo requests' filter, without the contact schemas (contracts/contact.ts): the list carries no zod.
/** The list's filter: every request, those still to handle, or those handled. */
export const CONTACT_REQUEST_FILTERS = ['all', 'pending', 'handled'] as const;
export type ContactRequestFilter = (typeof CONTACT_REQUEST_FILTERS)[number];
export const contactRequestFilterLabels: Record<ContactRequestFilter, string> = { all: 'Toutes', pending: 'À traiter', handled: 'Traitées' };
