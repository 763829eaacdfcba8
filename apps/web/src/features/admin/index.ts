export { AdminPage } from './admin-page';
export { PsychologistBillingPage } from './psychologist-billing-page';
export { contactRequestsPageQueryOptions } from './demo-requests/api/get-contact-requests';
export { currentAdminQueryOptions } from './api/get-current-admin';
export { prefetchAdminReads } from './prefetch-admin-reads';
