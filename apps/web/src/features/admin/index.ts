export { AdminPage } from './admin-page';
export { PsychologistBillingPage } from './psychologist-billing-page';
export { contactRequestsQueryOptions } from './demo-requests/api/get-contact-requests';
