export { AdminPage } from './admin-page';
export { PsychologistBillingPage } from './psychologist-billing-page';
