import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  CONSULTATION_PRICE_MAX_EUROS,
  DEFAULT_CONSULTATION_PRICE_CENTS,
  DEFAULT_RETENTION_PERIODS,
  AVAILABILITY_HORIZON_WEEKS_MAX,
  AVAILABILITY_HORIZON_WEEKS_MIN,
  DEFAULT_AVAILABILITY_HORIZON_WEEKS,
  DEFAULT_TEMPORARY_PASSWORD_LIFETIME_DAYS,
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
  RETENTION_PERIOD_VARIABLES,
  type RetentionPeriods,
} from '@parenthese/shared';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value === 'true' || value === '1'));

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the web app, used in mailed links. */
  APP_URL: z.string().url().optional(),
  /** A PostgreSQL server; unset means the embedded PGlite database in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repositoryRoot, 'data')),
  /**
   * Secrets default to random values kept in DATA_DIR on PGlite, so a restart keeps sessions working;
   * with DATABASE_URL they must be given (NAME or NAME_FILE, see SECRET_VARIABLES).
   */
  JWT_SECRET: z.string().min(32).optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, '64 hex characters')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Parenthèse <ne-pas-repondre@parenthese.fr>'),
  SALES_EMAIL: z.string().default('commercial@parenthese.fr'),
  REDIS_URL: z.string().optional(),
  /** web: serves HTTP, runs no jobs; worker: runs the jobs, serves only the health checks; all (default): both. */
  PROCESS_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /**
   * How many server processes share the port (node:cluster), on PostgreSQL only: 1 by default (one
   * process measured faster on 2 cores with PostgreSQL on the same machine, see
   * docs/decisions/0012-api-cluster-and-rate-limits.md). Always 1 on PGlite, whose one process owns
   * the embedded database.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Which proxies may set X-Forwarded-For: empty or false (default: none, the socket address is the
   * client), a number of proxy hops, or a comma-separated list of proxy addresses/CIDR ranges.
   */
  TRUST_PROXY: z.string().default(''),
  DEMO_SEED: booleanFromEnv,
  /** Whether /api/docs (the OpenAPI document and its pages) answers: false by default in production. */
  API_DOCS_PUBLIC: booleanFromEnv,
  /** The bearer token GET /metrics asks for (decision 0068); unset: no /metrics route on the main port. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || value.length >= 32, 'au moins 32 caractères (par exemple : openssl rand -hex 32)'),
  /** A port of its own for GET /metrics, on 127.0.0.1 only, without token; unset: none. */
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int('un nombre entier').min(1, 'entre 1 et 65535').max(65535, 'entre 1 et 65535').optional()),
  /** The passphrase that encrypts backups (decision 0069); unset: no nightly backup, `npm run backup` refuses. */
  BACKUP_KEY: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || value.length >= 16, 'au moins 16 caractères (par exemple : openssl rand -base64 32)'),
  /** Where backup files are written; default DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /** How many backup files the nightly job keeps (the newest). */
  BACKUP_KEEP: z.coerce.number().int('un nombre entier').min(1, 'au moins 1').max(1000).default(14),
  VIDEO_URL: z.string().default(''),
  VIDEO_PROVIDER: z.enum(['jitsi']).default('jitsi'),
  VIDEO_BASE_URL: z.string().url().default('https://meet.jit.si'),
  /** What a psychologist is paid per consultation until an administrator sets it (cents). */
  CONSULTATION_PRICE_CENTS: z.coerce
    .number()
    .int()
    .min(100)
    .max(CONSULTATION_PRICE_MAX_EUROS * 100)
    .default(DEFAULT_CONSULTATION_PRICE_CENTS),
  WEB_DIST_DIR: z.string().default(path.join(repositoryRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** How long a slot search result is reused at most (ms); the writes of this process clear it sooner. 0 turns the cache off. */
  SLOT_SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** Days a temporary password given by an administrator works before a new one must be issued. */
  TEMPORARY_PASSWORD_LIFETIME_DAYS: z.coerce.number().int().min(1).max(90).default(DEFAULT_TEMPORARY_PASSWORD_LIFETIME_DAYS),
  /** Weeks ahead, this one included, a standing week is kept published (decision 0065); more than 13 lies beyond the booking window. */
  AVAILABILITY_HORIZON_WEEKS: z.coerce.number().int().min(AVAILABILITY_HORIZON_WEEKS_MIN).max(AVAILABILITY_HORIZON_WEEKS_MAX).default(DEFAULT_AVAILABILITY_HORIZON_WEEKS),
  /** Seconds between two looks of each job queue for due jobs (decision 0017); 0: this process runs no jobs. */
  JOB_POLLING_SECONDS: z.coerce
    .number()
    .min(0)
    .max(60)
    .refine((seconds) => seconds === 0 || seconds >= 0.5, 'au moins 0.5, ou 0')
    .default(2),
  /** Seconds a stopping process (SIGTERM) gives its requests and running jobs before cutting them (lib/graceful-shutdown.ts). */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int('un nombre entier de secondes').min(1, 'entre 1 et 600').max(600, 'entre 1 et 600').default(10),
  // The legal pages' facts (issue 26: /mentions-legales, /confidentialite, /accessibilite); demo values by default.
  LEGAL_PUBLISHER_NAME: z.string().min(1).default('Parenthèse SAS'),
  LEGAL_PUBLISHER_LEGAL_FORM: z.string().min(1).default('Société par actions simplifiée (SAS)'),
  LEGAL_PUBLISHER_CAPITAL: z.string().min(1).default('10 000 €'),
  LEGAL_PUBLISHER_ADDRESS: z.string().min(1).default('12 rue de la Paix, 75002 Paris, France'),
  LEGAL_PUBLISHER_REGISTRATION: z.string().min(1).default('RCS Paris 000 000 000 (démonstration)'),
  LEGAL_PUBLICATION_DIRECTOR: z.string().min(1).default('Camille Martin, présidente'),
  LEGAL_CONTACT_EMAIL: z.string().email().default('contact@parenthese.fr'),
  LEGAL_HOST_NAME: z.string().min(1).default('OVH SAS'),
  LEGAL_HOST_ADDRESS: z.string().min(1).default('2 rue Kellermann, 59100 Roubaix, France'),
  LEGAL_HOST_CONTACT: z.string().min(1).default('https://www.ovhcloud.com'),
  LEGAL_HOSTING_LOCATION: z.string().min(1).default('France (Union européenne)'),
  PRIVACY_CONTACT_EMAIL: z.string().email().default('dpo@parenthese.fr'),
  ACCESSIBILITY_CONTACT_EMAIL: z.string().email().default('accessibilite@parenthese.fr'),
  // Retention periods in days (docs/decisions/0038-data-retention.md): RETENTION_MOTIVE_DAYS and the others of RETENTION_PERIOD_VARIABLES.
  ...retentionVariables(),
});

function retentionVariables() {
  const entries = Object.entries(RETENTION_PERIOD_VARIABLES) as [keyof RetentionPeriods, string][];
  return Object.fromEntries(entries.map(([key, variable]) => [variable, z.coerce.number().int().min(RETENTION_DAYS_MIN).max(RETENTION_DAYS_MAX).default(DEFAULT_RETENTION_PERIODS[key])])) as Record<
    string,
    z.ZodDefault<z.ZodCoercedNumber>
  >;
}

export type Config = {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: Uint8Array;
  dataEncryptionKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  salesEmail: string;
  redisUrl: string | undefined;
  /** What this process does (decision 0070): web serves HTTP, worker runs the jobs, all both (PGlite: always all). */
  processRole: ProcessRole;
  /** Server processes (node:cluster workers) on PostgreSQL; 1 means no cluster. */
  webConcurrency: number;
  /** Passed to Fastify: false, a number of hops, or the trusted proxy addresses. */
  trustProxy: boolean | number | string[];
  isDemoSeedEnabled: boolean;
  /** /api/docs answers (the document and its pages); otherwise 404. */
  isApiDocsPublic: boolean;
  /** GET /metrics on the main port asks for this bearer token; unset: no such route (404). */
  metricsToken: string | undefined;
  /** GET /metrics also answers, without token, on this port of 127.0.0.1; unset: no such server. */
  metricsPort: number | undefined;
  /** Backups (decision 0069): the key (unset: not configured), the directory and how many are kept. */
  backup: { key: string | undefined; directory: string; keep: number };
  videoUrl: string;
  videoProvider: 'jitsi';
  videoBaseUrl: string;
  defaultConsultationPriceCents: number;
  webDistDir: string;
  logLevel: string;
  /** Longest reuse of a slot search result (ms), the bound on staleness after another process's write; 0: no cache. */
  slotSearchCacheMilliseconds: number;
  /**
   * Tests only (no variable): every answer the slot search cache keeps is checked against a fresh search,
   * and a difference fails the search, so a write that forgets `availabilityChanges` shows (availability-changes.test.ts).
   */
  isSlotSearchCacheVerified: boolean;
  /** Days a temporary password works from its issue (sign-in refuses it after, with its own message). */
  temporaryPasswordLifetimeDays: number;
  availabilityHorizonWeeks: number;
  /** Seconds between two polls of each job queue; 0: no polling (tests run due jobs with services.jobs.runDue). */
  jobPollingSeconds: number;
  /** Seconds a stopping process gives its requests and running jobs (then cuts them, and jobs go back to their queue). */
  shutdownGraceSeconds: number;
  /** How long each kind of personal data is kept (days); the retention jobs apply them, /confidentialite states them. */
  retention: RetentionPeriods;
  /** What the legal pages state of the publisher, the host and the contacts (GET /api/legal/facts). */
  legal: LegalSettings;
};

export type ProcessRole = 'web' | 'worker' | 'all';

export type LegalSettings = {
  publisher: { name: string; legalForm: string; capital: string; address: string; registration: string; publicationDirector: string; contactEmail: string };
  host: { name: string; address: string; contact: string };
  hostingLocation: string;
  privacyContactEmail: string;
  accessibilityContactEmail: string;
};

/**
 * The variables that hold a secret: each may also be given as NAME_FILE, the path of a file holding it
 * (Docker and systemd secrets), so that the value never shows in the process's environment.
 */
export const SECRET_VARIABLES = ['JWT_SECRET', 'DATA_ENCRYPTION_KEY', 'METRICS_TOKEN', 'SMTP_URL', 'DATABASE_URL', 'REDIS_URL', 'BACKUP_KEY'] as const;

/**
 * The value of the secret variable `name`: NAME itself, or the content of the file NAME_FILE names
 * (trimmed: a file written by an editor or `echo` ends with a newline). Both set is refused, since
 * either could be the one the operator meant; so is a file that cannot be read.
 */
export function secretFromEnvironment(name: string, environment: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = environment[name] || undefined;
  const file = environment[`${name}_FILE`] || undefined;
  if (value !== undefined && file !== undefined) {
    throw new Error(`Configuration invalide : ${name} et ${name}_FILE sont définies toutes les deux ; gardez-en une seule.`);
  }
  if (file === undefined) return value;
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Configuration invalide : ${name}_FILE=${file} ne peut pas être lu (${(error as NodeJS.ErrnoException).code ?? 'erreur'}).`, { cause: error });
  }
  const trimmed = content.trim();
  if (trimmed === '') throw new Error(`Configuration invalide : le fichier ${name}_FILE=${file} est vide.`);
  return trimmed;
}

/** The environment with each secret variable's NAME_FILE read into NAME. */
function withSecretFiles(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved = { ...environment };
  for (const name of SECRET_VARIABLES) resolved[name] = secretFromEnvironment(name, environment);
  return resolved;
}

/**
 * On PostgreSQL several servers may share the database: each would generate its own keys into its own
 * DATA_DIR, and one's sessions and encrypted data would be refused by the others. So the keys must be given.
 */
function missingSharedSecretsMessage(missing: string[]): string {
  const names = missing.join(', ');
  return [
    `Configuration invalide : avec DATABASE_URL, ${names} ${missing.length > 1 ? 'doivent être donnés' : 'doit être donné'} par l'environnement (${missing.map((name) => `${name} ou ${name}_FILE`).join(', ')}).`,
    'Plusieurs serveurs peuvent partager la base : des clés générées sur chacun refuseraient les sessions et les données chiffrées des autres.',
    'Générez-les une fois (JWT_SECRET : openssl rand -base64 48 ; DATA_ENCRYPTION_KEY : openssl rand -hex 32) et donnez les mêmes à chaque serveur.',
    'Une installation existante garde ses clés : copiez le contenu de DATA_DIR/jwt-secret et DATA_DIR/encryption-key (ou pointez JWT_SECRET_FILE et DATA_ENCRYPTION_KEY_FILE sur ces fichiers).',
    `Invalid configuration: with DATABASE_URL, ${names} must come from the environment (or the matching *_FILE variables), not be generated per host:`,
    'servers sharing the database would refuse each other’s sessions and encrypted data. Generate them once and give every server the same;',
    'an existing installation can copy DATA_DIR/jwt-secret and DATA_DIR/encryption-key.',
  ].join('\n');
}

function readOrCreateSecret(dataDir: string, fileName: string, create: () => string): string {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = create();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

/**
 * Trusting every proxy would let any client pick its own address in X-Forwarded-For and escape the
 * per-address rate limits, so only what the operator names is trusted: 'true' is refused on purpose.
 */
function parseTrustProxy(value: string): false | number | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true') {
    throw new Error('Configuration invalide : TRUST_PROXY=true ferait confiance à tout client ; indiquez le nombre de proxys ou leurs adresses.');
  }
  return trimmed
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** Reads every environment variable once. Overrides (tests) win over the environment. */
export function loadConfig(overrides: Partial<Config> = {}, environment = process.env): Config {
  const parsed = environmentSchema.safeParse(withSecretFiles(environment));
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuration invalide : ${details}`);
  }
  const env = parsed.data;
  const dataDir = overrides.dataDir ?? env.DATA_DIR;
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const missing = [...(overrides.jwtSecret || env.JWT_SECRET ? [] : ['JWT_SECRET']), ...(overrides.dataEncryptionKey || env.DATA_ENCRYPTION_KEY ? [] : ['DATA_ENCRYPTION_KEY'])];
    if (missing.length > 0) throw new Error(missingSharedSecretsMessage(missing));
  }
  // The environment's role is checked; a test may build an app of either role on any database.
  const processRole = overrides.processRole ?? env.PROCESS_ROLE;
  if (!databaseUrl && env.PROCESS_ROLE !== 'all') {
    throw new Error(
      `Configuration invalide : PROCESS_ROLE=${env.PROCESS_ROLE} demande DATABASE_URL (PostgreSQL) ; sans elle, le seul processus possède la base intégrée PGlite et fait tout (PROCESS_ROLE=all).\n` +
        `Invalid configuration: PROCESS_ROLE=${env.PROCESS_ROLE} needs DATABASE_URL (PostgreSQL); without it one process owns the embedded PGlite database and does everything (PROCESS_ROLE=all).`,
    );
  }
  if (env.PROCESS_ROLE === 'worker' && env.JOB_POLLING_SECONDS === 0) {
    throw new Error('Configuration invalide : PROCESS_ROLE=worker exécute les travaux ; JOB_POLLING_SECONDS=0 ne lui en laisserait aucun.');
  }
  const jwtSecret = overrides.jwtSecret ?? new TextEncoder().encode(env.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')));
  const dataEncryptionKey = overrides.dataEncryptionKey ?? Buffer.from(env.DATA_ENCRYPTION_KEY ?? readOrCreateSecret(dataDir, 'encryption-key', () => randomBytes(32).toString('hex')), 'hex');
  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    databaseUrl,
    dataDir,
    jwtSecret,
    dataEncryptionKey,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    salesEmail: env.SALES_EMAIL,
    redisUrl: env.REDIS_URL || undefined,
    processRole,
    // A worker is one process: pg-boss's batches already run its jobs in turn, and more workers are more instances.
    webConcurrency: databaseUrl && processRole !== 'worker' ? (env.WEB_CONCURRENCY ?? 1) : 1,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    isDemoSeedEnabled: env.DEMO_SEED ?? true,
    isApiDocsPublic: env.API_DOCS_PUBLIC ?? env.NODE_ENV !== 'production',
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
    backup: { key: env.BACKUP_KEY, directory: env.BACKUP_DIR || path.join(dataDir, 'backups'), keep: env.BACKUP_KEEP },
    videoUrl: env.VIDEO_URL,
    videoProvider: env.VIDEO_PROVIDER,
    videoBaseUrl: env.VIDEO_BASE_URL,
    defaultConsultationPriceCents: env.CONSULTATION_PRICE_CENTS,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    slotSearchCacheMilliseconds: env.SLOT_SEARCH_CACHE_MS,
    isSlotSearchCacheVerified: false,
    // A web process sends jobs (inside its transactions) but polls none and runs no schedules.
    jobPollingSeconds: processRole === 'web' ? 0 : env.JOB_POLLING_SECONDS,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
    temporaryPasswordLifetimeDays: env.TEMPORARY_PASSWORD_LIFETIME_DAYS,
    availabilityHorizonWeeks: env.AVAILABILITY_HORIZON_WEEKS,
    retention: Object.fromEntries(
      (Object.entries(RETENTION_PERIOD_VARIABLES) as [keyof RetentionPeriods, string][]).map(([key, variable]) => [key, (env as Record<string, unknown>)[variable] as number]),
    ) as RetentionPeriods,
    legal: {
      publisher: {
        name: env.LEGAL_PUBLISHER_NAME,
        legalForm: env.LEGAL_PUBLISHER_LEGAL_FORM,
        capital: env.LEGAL_PUBLISHER_CAPITAL,
        address: env.LEGAL_PUBLISHER_ADDRESS,
        registration: env.LEGAL_PUBLISHER_REGISTRATION,
        publicationDirector: env.LEGAL_PUBLICATION_DIRECTOR,
        contactEmail: env.LEGAL_CONTACT_EMAIL,
      },
      host: { name: env.LEGAL_HOST_NAME, address: env.LEGAL_HOST_ADDRESS, contact: env.LEGAL_HOST_CONTACT },
      hostingLocation: env.LEGAL_HOSTING_LOCATION,
      privacyContactEmail: env.PRIVACY_CONTACT_EMAIL,
      accessibilityContactEmail: env.ACCESSIBILITY_CONTACT_EMAIL,
    },
    ...overrides,
  };
}
