// Shared with the second factor's recovery codes: one download helper, in lib.
export { downloadTextFile } from '@/lib/download-text-file';
