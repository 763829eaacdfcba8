import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_LIFETIME_HOURS, DEFAULT_RETENTION_PERIODS, DEFAULT_TEMPORARY_PASSWORD_LIFETIME_DAYS, legalFactsSchema, MINIMUM_GROUP_SIZE } from '@parenthese/shared';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const defaults = loadConfig({}, { DATA_DIR: '/tmp/parenthese-legal-test', JWT_SECRET: 'x'.repeat(40), DATA_ENCRYPTION_KEY: 'a'.repeat(64) });
const legal = {
  ...defaults.legal,
  publisher: { ...defaults.legal.publisher, name: 'Écoute Conseil SARL', capital: '5 000 €', publicationDirector: 'Jeanne Petit' },
  host: { name: 'Hébergeur Test', address: '1 quai du Test, 69000 Lyon', contact: '04 00 00 00 00' },
  hostingLocation: 'Allemagne (Union européenne)',
  privacyContactEmail: 'vie-privee@ecoute.test',
  accessibilityContactEmail: 'a11y@ecoute.test',
};
const retention = { ...DEFAULT_RETENTION_PERIODS, motiveDays: 12, mailRowDays: 200 };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ legal, retention });
});
afterAll(async () => testApp.close());

describe('GET /api/legal/facts', () => {
  it('answers without sign-in, with the settings of the running server', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/legal/facts' });
    expect(response.statusCode).toBe(200);
    const facts = legalFactsSchema.parse(response.json());
    expect(facts).toEqual({
      publisher: legal.publisher,
      host: legal.host,
      hostingLocation: 'Allemagne (Union européenne)',
      privacyContactEmail: 'vie-privee@ecoute.test',
      accessibilityContactEmail: 'a11y@ecoute.test',
      retention: { ...DEFAULT_RETENTION_PERIODS, motiveDays: 12, mailRowDays: 200 },
      temporaryPasswordLifetimeDays: DEFAULT_TEMPORARY_PASSWORD_LIFETIME_DAYS,
      dataExportLifetimeHours: DATA_EXPORT_LIFETIME_HOURS,
      reportMinimumGroupSize: MINIMUM_GROUP_SIZE,
    });
  });

  it('ignores a bad token: the pages are public', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/legal/facts', headers: { authorization: 'Bearer invalide' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('legal settings', () => {
  const base = { DATA_DIR: '/tmp/parenthese-legal-test', JWT_SECRET: 'x'.repeat(40), DATA_ENCRYPTION_KEY: 'a'.repeat(64) };

  it('have demonstration defaults, and each variable sets its fact', () => {
    expect(defaults.legal.publisher.name).toBe('Parenthèse SAS');
    expect(defaults.legal.hostingLocation).toBe('France (Union européenne)');
    const config = loadConfig({}, { ...base, LEGAL_PUBLISHER_NAME: 'Autre SAS', LEGAL_HOST_CONTACT: '01 02 03 04 05', PRIVACY_CONTACT_EMAIL: 'dpo@autre.test' });
    expect(config.legal.publisher.name).toBe('Autre SAS');
    expect(config.legal.host.contact).toBe('01 02 03 04 05');
    expect(config.legal.privacyContactEmail).toBe('dpo@autre.test');
  });

  it('refuses a contact that is not an email address, naming the variable', () => {
    expect(() => loadConfig({}, { ...base, ACCESSIBILITY_CONTACT_EMAIL: 'personne' })).toThrow(/ACCESSIBILITY_CONTACT_EMAIL/);
  });
});
