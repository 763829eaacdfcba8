import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe('secrets given as NAME_FILE', () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'parenthese-secrets-'));
  const fileWith = (name: string, content: string) => {
    const file = path.join(directory, name);
    writeFileSync(file, content);
    return file;
  };

  it('reads each secret variable from the file NAME_FILE names, trimmed', () => {
    const config = loadConfig(
      {},
      {
        ...base,
        JWT_SECRET_FILE: fileWith('jwt', `${'j'.repeat(40)}\n`),
        DATA_ENCRYPTION_KEY_FILE: fileWith('key', ` ${'b'.repeat(64)}\n`),
        METRICS_TOKEN_FILE: fileWith('metrics', 'm'.repeat(32)),
        SMTP_URL_FILE: fileWith('smtp', 'smtp://mail.example:25\n'),
        REDIS_URL_FILE: fileWith('redis', 'redis://127.0.0.1:6379\n'),
        DATABASE_URL_FILE: fileWith('database', 'postgres://user:secret@db/parenthese\n'),
      },
    );
    expect(new TextDecoder().decode(config.jwtSecret)).toBe('j'.repeat(40));
    expect(config.dataEncryptionKey).toEqual(Buffer.from('b'.repeat(64), 'hex'));
    expect(config).toEqual(
      expect.objectContaining({ metricsToken: 'm'.repeat(32), smtpUrl: 'smtp://mail.example:25', redisUrl: 'redis://127.0.0.1:6379', databaseUrl: 'postgres://user:secret@db/parenthese' }),
    );
  });

  it('checks a value read from a file as the variable itself', () => {
    expect(() => loadConfig({}, { ...base, ...secrets, METRICS_TOKEN: undefined, METRICS_TOKEN_FILE: fileWith('short', 'court\n') })).toThrow(/METRICS_TOKEN: au moins 32 caractères/);
  });

  it('refuses NAME and NAME_FILE both set, a file that cannot be read, and an empty file', () => {
    expect(() => loadConfig({}, { ...base, ...secrets, JWT_SECRET_FILE: fileWith('jwt2', 'j'.repeat(40)) })).toThrow('JWT_SECRET et JWT_SECRET_FILE sont définies toutes les deux');
    expect(() => loadConfig({}, { ...base, DATA_ENCRYPTION_KEY: 'a'.repeat(64), JWT_SECRET_FILE: path.join(directory, 'absent') })).toThrow(/JWT_SECRET_FILE=.*absent ne peut pas être lu \(ENOENT\)/);
    expect(() => loadConfig({}, { ...base, DATA_ENCRYPTION_KEY: 'a'.repeat(64), JWT_SECRET_FILE: fileWith('empty', '\n') })).toThrow(/JWT_SECRET_FILE=.* est vide/);
  });
});

describe('secrets with DATABASE_URL', () => {
  it('are refused when they would be generated per host, saying why in French and English', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parenthese-no-secrets-'));
    const attempt = () => loadConfig({}, { DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/x' });
    expect(attempt).toThrow(/avec DATABASE_URL, JWT_SECRET, DATA_ENCRYPTION_KEY doivent être donnés/);
    expect(attempt).toThrow(/copiez le contenu de DATA_DIR\/jwt-secret et DATA_DIR\/encryption-key/);
    expect(attempt).toThrow(/Invalid configuration: with DATABASE_URL, JWT_SECRET, DATA_ENCRYPTION_KEY must come from the environment/);
    expect(() => loadConfig({}, { DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/x', JWT_SECRET: 'x'.repeat(40) })).toThrow(/avec DATABASE_URL, DATA_ENCRYPTION_KEY doit être donné par/);
    // Nothing was generated into the data directory.
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('are accepted from the environment; PGlite keeps generating them into DATA_DIR', () => {
    expect(loadConfig({}, { ...base, ...secrets, DATABASE_URL: 'postgres://localhost/x' }).databaseUrl).toBe('postgres://localhost/x');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parenthese-pglite-secrets-'));
    const first = loadConfig({}, { DATA_DIR: dataDir });
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(new TextDecoder().decode(first.jwtSecret));
    expect(loadConfig({}, { DATA_DIR: dataDir }).dataEncryptionKey).toEqual(first.dataEncryptionKey);
  });
});

describe('PROCESS_ROLE', () => {
  const postgres = { ...base, ...secrets, DATABASE_URL: 'postgres://localhost/x' };

  it('is all by default; web polls no jobs; a worker is one process', () => {
    expect(loadConfig({}, postgres)).toEqual(expect.objectContaining({ processRole: 'all', jobPollingSeconds: 2 }));
    expect(loadConfig({}, { ...postgres, PROCESS_ROLE: 'web', WEB_CONCURRENCY: '2' })).toEqual(expect.objectContaining({ processRole: 'web', jobPollingSeconds: 0, webConcurrency: 2 }));
    expect(loadConfig({}, { ...postgres, PROCESS_ROLE: 'worker', WEB_CONCURRENCY: '2' })).toEqual(expect.objectContaining({ processRole: 'worker', jobPollingSeconds: 2, webConcurrency: 1 }));
  });

  it('refuses an unknown role, a worker that would poll nothing, and any role but all on PGlite (in French and English)', () => {
    expect(() => loadConfig({}, { ...postgres, PROCESS_ROLE: 'both' })).toThrow(/PROCESS_ROLE/);
    expect(() => loadConfig({}, { ...postgres, PROCESS_ROLE: 'worker', JOB_POLLING_SECONDS: '0' })).toThrow(/PROCESS_ROLE=worker exécute les travaux/);
    for (const role of ['web', 'worker']) {
      expect(() => loadConfig({}, { ...base, ...secrets, PROCESS_ROLE: role })).toThrow(new RegExp(`PROCESS_ROLE=${role} demande DATABASE_URL[\\s\\S]*PROCESS_ROLE=${role} needs DATABASE_URL`));
    }
    expect(loadConfig({}, { ...base, ...secrets, PROCESS_ROLE: 'all' }).processRole).toBe('all');
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
