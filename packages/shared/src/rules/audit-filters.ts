// The audit journal's filter bound, without its schemas (contracts/admin-audit.ts).
/** Longest record id the journal's filter takes: ids are UUIDs, anything longer matches nothing anyway. */
export const AUDIT_RECORD_ID_MAX_LENGTH = 100;
