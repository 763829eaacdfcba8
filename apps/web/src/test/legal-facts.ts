import type { LegalFacts } from '@parenthese/shared';

/** Facts unlike the defaults, so each one shown is known to come from the API. */
export const legalFacts: LegalFacts = {
  publisher: {
    name: 'Écoute Conseil SARL',
    legalForm: 'Société à responsabilité limitée',
    capital: '7 500 €',
    address: '3 place Bellecour, 69002 Lyon',
    registration: 'RCS Lyon 123 456 789',
    publicationDirector: 'Jeanne Petit, gérante',
    contactEmail: 'bonjour@ecoute.test',
  },
  host: { name: 'Nuage Lyonnais', address: '8 quai Perrache, 69002 Lyon', contact: '04 72 00 00 00' },
  hostingLocation: 'Allemagne (Union européenne)',
  privacyContactEmail: 'vie-privee@ecoute.test',
  accessibilityContactEmail: 'a11y@ecoute.test',
  retention: { motiveDays: 12, mailBodyDays: 45, mailRowDays: 730, demoRequestDays: 365, unactivatedAccountDays: 60, auditDays: 400 },
  temporaryPasswordLifetimeDays: 5,
  dataExportLifetimeHours: 48,
  reportMinimumGroupSize: 15,
};
