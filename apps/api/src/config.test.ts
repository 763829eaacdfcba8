import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_PERIODS } from '@parenthese/shared';
import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/parenthese-config-test' };
const secrets = { JWT_SECRET: 'x'.repeat(40), DATA_ENCRYPTION_KEY: 'a'.repeat(64) };

describe('retention periods', () => {
  it('default to the safe periods of packages/shared, and each can be set by its variable', () => {
    expect(loadConfig({}, { ...base, ...secrets }).retention).toEqual(DEFAULT_RETENTION_PERIODS);
    expect(loadConfig({}, { ...base, ...secrets, RETENTION_MOTIVE_DAYS: '12', RETENTION_AUDIT_DAYS: '730' }).retention).toEqual({ ...DEFAULT_RETENTION_PERIODS, motiveDays: 12, auditDays: 730 });
  });

  it('refuses a period of 0 days or not a whole number, naming the variable', () => {
    expect(() => loadConfig({}, { ...base, ...secrets, RETENTION_MOTIVE_DAYS: '0' })).toThrow(/RETENTION_MOTIVE_DAYS/);
    expect(() => loadConfig({}, { ...base, ...secrets, RETENTION_MAIL_ROW_DAYS: 'un an' })).toThrow(/RETENTION_MAIL_ROW_DAYS/);
  });
});

describe('AVAILABILITY_HORIZON_WEEKS', () => {
  it('is 8 weeks by default and can be set from 1 to 13', () => {
    expect(loadConfig({}, { ...base, ...secrets }).availabilityHorizonWeeks).toBe(8);
    expect(loadConfig({}, { ...base, ...secrets, AVAILABILITY_HORIZON_WEEKS: '1' }).availabilityHorizonWeeks).toBe(1);
    expect(loadConfig({}, { ...base, ...secrets, AVAILABILITY_HORIZON_WEEKS: '13' }).availabilityHorizonWeeks).toBe(13);
  });

  it('refuses 0, more than the booking window, or not a whole number, naming the variable', () => {
    for (const value of ['0', '14', '2.5', 'huit']) {
      expect(() => loadConfig({}, { ...base, ...secrets, AVAILABILITY_HORIZON_WEEKS: value }), value).toThrow(/AVAILABILITY_HORIZON_WEEKS/);
    }
  });
});

describe('METRICS_TOKEN and METRICS_PORT', () => {
  it('are unset by default: no metrics anywhere', () => {
    const config = loadConfig({}, { ...base, ...secrets, METRICS_TOKEN: '', METRICS_PORT: '' });
    expect(config.metricsToken).toBeUndefined();
    expect(config.metricsPort).toBeUndefined();
    expect(loadConfig({}, { ...base, ...secrets, METRICS_TOKEN: 't'.repeat(32), METRICS_PORT: '9464' })).toEqual(expect.objectContaining({ metricsToken: 't'.repeat(32), metricsPort: 9464 }));
  });

  it('refuse a short token, or a port that is not one, naming the variable in French', () => {
    expect(() => loadConfig({}, { ...base, ...secrets, METRICS_TOKEN: 'court' })).toThrow(/METRICS_TOKEN: au moins 32 caractères/);
    for (const value of ['0', '70000', '9464.5', 'neuf']) {
      expect(() => loadConfig({}, { ...base, ...secrets, METRICS_PORT: value }), value).toThrow(/METRICS_PORT/);
    }
  });
});

describe('BACKUP_KEY, BACKUP_DIR and BACKUP_KEEP', () => {
  it('are: no key (backups not configured), DATA_DIR/backups, 14 kept by default; each can be set', () => {
    expect(loadConfig({}, { ...base, ...secrets, BACKUP_KEY: '' }).backup).toEqual({ key: undefined, directory: '/tmp/parenthese-config-test/backups', keep: 14 });
    expect(loadConfig({}, { ...base, ...secrets, BACKUP_KEY: 'k'.repeat(16), BACKUP_DIR: '/srv/sauvegardes', BACKUP_KEEP: '30' }).backup).toEqual({
      key: 'k'.repeat(16),
      directory: '/srv/sauvegardes',
      keep: 30,
    });
  });

  it('refuse a short key and a count that is not a positive whole number, naming the variable in French', () => {
    expect(() => loadConfig({}, { ...base, ...secrets, BACKUP_KEY: 'courte' })).toThrow(/BACKUP_KEY: au moins 16 caractères/);
    for (const value of ['0', '-1', '2.5', 'tous']) expect(() => loadConfig({}, { ...base, ...secrets, BACKUP_KEEP: value }), value).toThrow(/BACKUP_KEEP/);
  });
});
