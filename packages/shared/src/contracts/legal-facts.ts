import { z } from 'zod';

/**
 * GET /api/legal/facts (public, issue 26): what the legal pages (/confidentialite, /mentions-legales,
 * /accessibilite) state that varies with the running server: the publisher and host of the site, the
 * contacts, and the retention periods the retention jobs apply (config.retention).
 */
const legalEntitySchema = z.object({
  name: z.string(),
  address: z.string(),
});

/** Days each kind of personal data is kept: the server's settings (RetentionPeriods), as the retention jobs apply them. */
export const retentionPeriodsSchema = z.object({
  /** Days after a consultation's end before the motive the employee typed is erased. */
  motiveDays: z.number().int(),
  /** Days after a mail was written before its bodies (text, HTML, calendar, attachment) are erased. */
  mailBodyDays: z.number().int(),
  /** Days after a mail was written before its row is deleted. */
  mailRowDays: z.number().int(),
  /** Days after a demonstration request was handled before it is deleted. */
  demoRequestDays: z.number().int(),
  /** Days after an invitation or a temporary password expired, unused, before the account is deleted. */
  unactivatedAccountDays: z.number().int(),
  /** Days an audit journal row is kept (it never holds personal content). */
  auditDays: z.number().int(),
});

export const legalFactsSchema = z.object({
  publisher: legalEntitySchema.extend({
    legalForm: z.string(),
    capital: z.string(),
    registration: z.string(),
    publicationDirector: z.string(),
    contactEmail: z.string(),
  }),
  host: legalEntitySchema.extend({
    /** A phone number or a web site. */
    contact: z.string(),
  }),
  /** Where the data is hosted, e.g. « France (Union européenne) ». */
  hostingLocation: z.string(),
  /** The privacy contact (data protection officer): rights, objection, questions. */
  privacyContactEmail: z.string(),
  /** Where a visitor reports an accessibility defect. */
  accessibilityContactEmail: z.string(),
  /** Days each kind of personal data is kept (RetentionPeriods). */
  retention: retentionPeriodsSchema,
  /** Days a temporary password works; an import's summary that holds some is kept no longer. */
  temporaryPasswordLifetimeDays: z.number().int(),
  /** Hours a prepared export of one's data stays offered for download. */
  dataExportLifetimeHours: z.number().int(),
  /** The fewest distinct employees any figure of the employer's report is computed from. */
  reportMinimumGroupSize: z.number().int(),
});
export type LegalFacts = z.infer<typeof legalFactsSchema>;
