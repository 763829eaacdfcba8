export { PsychologistProfilePage } from './psychologist-profile-page';
export { psychologistDetailsQueryOptions } from './api/get-psychologist-details';
export { prefetchProfileReads } from './prefetch-profile-reads';
