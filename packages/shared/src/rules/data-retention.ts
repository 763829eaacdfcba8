import type { z } from 'zod';
import type { retentionPeriodsSchema } from '../contracts/legal-facts';

/**
 * How long personal data is kept (issue 26, docs/decisions/0038-data-retention.md). Each period is a
 * server setting (environment variable) whose safe default is here; the retention jobs apply them and
 * the privacy page (/confidentialite) states them, both from the running server's values. The fields are
 * those of GET /api/legal/facts (retentionPeriodsSchema, each documented there): one list for both.
 */
export type RetentionPeriods = z.infer<typeof retentionPeriodsSchema>;

export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = {
  motiveDays: 30,
  mailBodyDays: 30,
  mailRowDays: 365,
  demoRequestDays: 365,
  unactivatedAccountDays: 90,
  auditDays: 365,
};

/** The environment variable that sets each period. */
export const RETENTION_PERIOD_VARIABLES: Record<keyof RetentionPeriods, string> = {
  motiveDays: 'RETENTION_MOTIVE_DAYS',
  mailBodyDays: 'RETENTION_MAIL_BODY_DAYS',
  mailRowDays: 'RETENTION_MAIL_ROW_DAYS',
  demoRequestDays: 'RETENTION_DEMO_REQUEST_DAYS',
  unactivatedAccountDays: 'RETENTION_UNACTIVATED_ACCOUNT_DAYS',
  auditDays: 'RETENTION_AUDIT_DAYS',
};

/** Bounds a setting may take: at least a day, at most ten years. */
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;

/** How long a prepared export of an employee's data stays offered for download. */
export const DATA_EXPORT_LIFETIME_HOURS = 24;

/** An employee cannot erase their account while a consultation starts within this many minutes or is under way. */
export const ERASURE_BLOCKING_MINUTES = 60;
