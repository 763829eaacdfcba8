/**
 * The employee pages' first reads, as app/prefetch-reads.ts starts them: a module of its own (not the folder's
 * index), so that it has a chunk the prerendered pages can preload by name beside the entry (src/prerender.tsx).
 */
export { employeeDetailsQueryOptions } from './employee-details';
export { employeeConsultationsQueryOptions } from './employee-consultations';
