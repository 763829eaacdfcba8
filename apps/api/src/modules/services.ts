import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, DatabaseConnection } from '../db/client';
import type { FileStorage } from '../db/file-storage';
import type { JobEngine } from '../jobs/job-engine';
import type { Clock } from '../lib/clock';
import type { DeferredWork } from '../lib/deferred-work';
import type { Draining } from '../lib/graceful-shutdown';
import type { Mailer } from '../mail/mailer';
import type { RateLimiterFactory } from '../plugins/rate-limiters';
import type { EmailChangeService } from './accounts/email-change';
import type { EmployeeImportJob } from './admin/employee-imports/import-job';
import type { DatabaseBackups } from './backups/backup-job';
import type { MonthlyReportMails } from './company-report-mail/monthly-report-mails';
import type { PoolSnapshots } from './credits/pool-snapshots';
import type { DataRetention } from './data-retention/data-retention-job';
import type { AvailabilityChanges } from './employee-service/availability-changes';
import type { SlotSearchCache } from './employee-service/slot-search-cache';
import type { FollowUpProposals } from './follow-up-proposals/service';
import type { Metrics } from './metrics/metrics';
import type { ConsultationNotices } from './notifications/consultation-notices';
import type { DataExportJob } from './personal-data/export/export-job';
import type { StandingWeekJob } from './planning/standing-week-job';
import type { WaitingList } from './waiting-list/waiting-list';

/**
 * Everything of the API's process a module may use, built once by the composition root (composition-root.ts,
 * issue 38 item 7). Route plugins get it as their register options; a service factory takes the part it
 * reads (`Pick<Services, 'db' | 'mailer'>`), so its dependencies show in its signature.
 */
export type Services = {
  config: Config;
  db: Database;
  databaseKind: DatabaseConnection['kind'];
  /** The app's logger (Fastify's), so a service's lines carry the same settings and redactions. */
  log: FastifyBaseLogger;
  /** The product's time (lib/clock.ts, decision 0078): every rule reads now from it, never `new Date()`. */
  clock: Clock;
  /** Set when the process starts stopping (lib/graceful-shutdown.ts): readiness then answers 503. */
  draining: Draining;
  /** Prometheus metrics of this app (modules/metrics/metrics.ts): services count bookings, sign-ins… after their commit. */
  metrics: Metrics;
  /** Background jobs (pg-boss, decision 0017): send, work, schedule; runDue in tests. */
  jobs: JobEngine;
  mailer: Mailer;
  rateLimiters: RateLimiterFactory;
  deferredWork: DeferredWork;
  /** Uploaded files' bytes (their records are in stored_files). */
  fileStorage: FileStorage;
  /** The slot search's shared results; written only by `availabilityChanges`, after a write's commit. */
  slotSearchCache: SlotSearchCache;
  /** The one way a write changing what can be booked runs, so the slot search cache is told after its commit. */
  availabilityChanges: AvailabilityChanges;
  /** Sign-in email changes, confirmed by their owner (modules/accounts/email-change.ts). */
  emailChanges: EmailChangeService;
  /** Who is told what about a consultation (modules/notifications/consultation-notices.ts). */
  consultationNotices: ConsultationNotices;
  /** The waiting list's fan-out of freed slots (modules/waiting-list/waiting-list.ts). */
  waitingList: WaitingList;
  /** The employers' usage reports mailed on the 1st (modules/company-report-mail/monthly-report-mails.ts). */
  monthlyReportMails: MonthlyReportMails;
  dataRetention: DataRetention;
  /** The nightly `database-backup` job and the maintenance card's button (modules/backups, decision 0069). */
  databaseBackups: DatabaseBackups;
  /** The companies' pools as administrators see them, taken every night (modules/credits/pool-snapshots.ts). */
  poolSnapshots: PoolSnapshots;
  /** The CSV imports' job (modules/admin/employee-imports/import-job.ts); `run` in tests stops one mid-way. */
  employeeImports: EmployeeImportJob;
  /** The exports of « Mes données » (modules/personal-data/export/export-job.ts); `run` in tests runs one again. */
  dataExports: DataExportJob;
  /** The standing weeks kept published ahead (modules/planning/standing-week-job.ts); `run` after a save and in tests. */
  standingWeeks: StandingWeekJob;
  /** « Proposer un suivi » and its expiry job (modules/follow-up-proposals/service.ts); `freeStaleProposals` in tests. */
  followUpProposals: FollowUpProposals;
};

/** A route plugin's register options: the services its routes and their service factories use. */
export type ServicesOption = { services: Services };
