import { z } from 'zod';

/** The steps of the nightly `data-retention` job (issue 26, decision 0038), in the order they run. */
export const DATA_RETENTION_STEPS = ['motives', 'mail-bodies', 'mail-rows', 'demo-requests', 'unactivated-accounts', 'sign-in-records', 'data-exports', 'import-summaries', 'audit-rows'] as const;
export type DataRetentionStep = (typeof DATA_RETENTION_STEPS)[number];

/** Each step's French label, as the maintenance card shows it. */
export const DATA_RETENTION_STEP_LABELS: Record<DataRetentionStep, string> = {
  motives: 'Motifs des consultations',
  'mail-bodies': 'Contenu des mails',
  'mail-rows': 'Mails (historique)',
  'demo-requests': 'Demandes de démonstration traitées',
  'unactivated-accounts': 'Comptes jamais activés',
  'sign-in-records': 'Sessions et liens utilisés',
  'data-exports': 'Exports « Mes données »',
  'import-summaries': 'Récapitulatifs d’import jamais téléchargés',
  'audit-rows': "Journal d'audit",
};

export const dataRetentionStepReportSchema = z.object({
  step: z.enum(DATA_RETENTION_STEPS),
  label: z.string(),
  /** The period applied, in days (the server's setting). */
  periodDays: z.number().int(),
  /** The last run of this step: when it started, when it finished (null: interrupted), how many rows it erased. Null: never run. */
  lastRun: z
    .object({
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      erasedCount: z.number().int(),
      isFailed: z.boolean(),
    })
    .nullable(),
});
export type DataRetentionStepReport = z.infer<typeof dataRetentionStepReportSchema>;

/** The nightly `database-backup` job as the maintenance card shows it: configured or not, and the newest file. */
export const backupReportSchema = z.object({
  /** BACKUP_KEY is set: the nightly job runs and the button may start one. */
  isConfigured: z.boolean(),
  /** The newest backup file in BACKUP_DIR (its write time and size); null: none yet. */
  last: z.object({ createdAt: z.string(), bytes: z.number().int() }).nullable(),
  /** How many files the job keeps (BACKUP_KEEP). */
  keep: z.number().int(),
});
export type BackupReport = z.infer<typeof backupReportSchema>;

/** POST /api/admin/maintenance/backups: the job is queued (it runs within seconds on a worker). */
export const backupQueuedSchema = z.object({ message: z.string() });

/** GET /api/admin/maintenance: real figures of the running platform. */
export const maintenanceReportSchema = z.object({
  database: z.object({ kind: z.enum(['PGlite', 'PostgreSQL']), version: z.string() }),
  migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  mails: z.object({ waiting: z.number().int(), failed: z.number().int() }),
  /** Bytes of the uploaded files where they are: in PostgreSQL's stored_file_chunks, or under DATA_DIR/uploads on PGlite. */
  uploads: z.object({ bytes: z.number().int() }),
  /** The nightly retention job: each step, its period and its last run (counts only, never content). */
  dataRetention: z.object({
    /** When the job next runs (ISO), from its schedule; null when unknown. */
    nextRunAt: z.string().nullable(),
    steps: z.array(dataRetentionStepReportSchema),
  }),
  backups: backupReportSchema,
});
export type MaintenanceReport = z.infer<typeof maintenanceReportSchema>;
