// Every table, one file per domain; `db/schema` stays the one import for them all (the client's query
// schema, drizzle-kit's migrations, the repositories).
export * from './accounts';
export * from './audit-log';
export * from './billing';
export * from './care-pairs';
export * from './companies';
export * from './company-pool-snapshots';
export * from './company-reports';
export * from './contact-requests';
export * from './data-retention';
export * from './credit-ledger';
export * from './psychologists';
export * from './psychologist-absences';
export * from './employee-onboarding';
export * from './mail-outbox';
export * from './meetings';
export * from './personal-data';
export * from './waiting-list';
