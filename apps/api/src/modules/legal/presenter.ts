import { DATA_EXPORT_LIFETIME_HOURS, MINIMUM_GROUP_SIZE, type LegalFacts } from '@parenthese/shared';
import type { Config } from '../../config';

/** The facts the legal pages state, from the running server's settings: each field chosen. */
export function presentLegalFacts(config: Pick<Config, 'legal' | 'retention' | 'temporaryPasswordLifetimeDays'>): LegalFacts {
  const { legal, retention } = config;
  return {
    publisher: { ...legal.publisher },
    host: { ...legal.host },
    hostingLocation: legal.hostingLocation,
    privacyContactEmail: legal.privacyContactEmail,
    accessibilityContactEmail: legal.accessibilityContactEmail,
    retention: {
      motiveDays: retention.motiveDays,
      mailBodyDays: retention.mailBodyDays,
      mailRowDays: retention.mailRowDays,
      demoRequestDays: retention.demoRequestDays,
      unactivatedAccountDays: retention.unactivatedAccountDays,
      auditDays: retention.auditDays,
    },
    temporaryPasswordLifetimeDays: config.temporaryPasswordLifetimeDays,
    dataExportLifetimeHours: DATA_EXPORT_LIFETIME_HOURS,
    reportMinimumGroupSize: MINIMUM_GROUP_SIZE,
  };
}
