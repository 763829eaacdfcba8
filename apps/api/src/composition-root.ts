import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseConnection } from './db/client';
import { fileStorageFor } from './db/file-storage';
import { createJobEngine } from './jobs/job-engine';
import type { Clock } from './lib/clock';
import { createDeferredWork } from './lib/deferred-work';
import { createDraining } from './lib/graceful-shutdown';
import { createMailer } from './mail/mailer';
import { createEmailChangeService } from './modules/accounts/email-change';
import { createEmployeeImportJob } from './modules/admin/employee-imports/import-job';
import { createDatabaseBackups } from './modules/backups/backup-job';
import { createMonthlyReportMails } from './modules/company-report-mail/monthly-report-mails';
import { createPoolSnapshots } from './modules/credits/pool-snapshots';
import { createDataRetention } from './modules/data-retention/data-retention-job';
import { createAvailabilityChanges } from './modules/employee-service/availability-changes';
import { createSlotSearchCache } from './modules/employee-service/slot-search-cache';
import { createFollowUpProposals } from './modules/follow-up-proposals/service';
import { createMetrics } from './modules/metrics/metrics';
import { createConsultationNotices } from './modules/notifications/consultation-notices';
import { createDataExportJob } from './modules/personal-data/export/export-job';
import { createStandingWeekJob } from './modules/planning/standing-week-job';
import type { Services } from './modules/services';
import { createWaitingList } from './modules/waiting-list/waiting-list';
import { createRateLimiterFactory } from './plugins/rate-limiters';

/** What the services are built from: nothing else of the process is read. */
export type ServiceInputs = {
  config: Config;
  connection: DatabaseConnection;
  /** The app's logger (Fastify's), so a service's lines carry the same settings and redactions. */
  log: FastifyBaseLogger;
  /** The product's time (lib/clock.ts): the system clock in production, a test's settable clock in tests. */
  clock: Clock;
};

/**
 * The composition root (issue 38, item 7): every long-lived service of the API, built once, in the order
 * they depend on each other, each given exactly what it uses. The job factories declare their queues and
 * schedules as they are built, so this runs while the app is built, before the job engine starts.
 * app.ts passes the result to the route plugins as their options; nothing is read off the Fastify instance.
 */
export function createServices({ config, connection, log, clock }: ServiceInputs): Services {
  const { db } = connection;
  const metrics = createMetrics();
  const jobs = createJobEngine({ connection, pollingSeconds: config.jobPollingSeconds, log, clock });
  // Declares its job queues, like every factory below that takes `jobs`.
  const mailer = createMailer({ db, config, log, jobs });
  const rateLimiters = createRateLimiterFactory(config.redisUrl, log);
  const deferredWork = createDeferredWork(log);
  const fileStorage = fileStorageFor(config.dataDir, connection);
  const slotSearchCache = createSlotSearchCache({ ttlMilliseconds: config.slotSearchCacheMilliseconds, isVerifying: config.isSlotSearchCacheVerified });
  const availabilityChanges = createAvailabilityChanges(db, slotSearchCache);
  // One instance for every module that edits an email, so its per-account limit is counted once.
  const emailChanges = createEmailChangeService({ db, config, mailer, rateLimiters, log, metrics, clock });
  const consultationNotices = createConsultationNotices({ db, config, mailer, jobs, deferredWork, clock });
  const waitingList = createWaitingList({ db, config, mailer, jobs, log, clock });
  const monthlyReportMails = createMonthlyReportMails({ db, config, mailer, jobs, log, clock });
  const dataRetention = createDataRetention({ db, config, jobs, log, waitingList, clock });
  const databaseBackups = createDatabaseBackups({ config, jobs, log, connection });
  const poolSnapshots = createPoolSnapshots({ db, mailer, jobs, clock });
  const employeeImports = createEmployeeImportJob({ db, databaseKind: connection.kind, config, mailer, jobs, log, clock });
  const dataExports = createDataExportJob({ db, config, jobs, log, clock });
  const standingWeeks = createStandingWeekJob({ db, config, jobs, log, availabilityChanges, waitingList, clock });
  const followUpProposals = createFollowUpProposals({
    db,
    config,
    mailer,
    jobs,
    metrics,
    deferredWork,
    slotSearchCache,
    availabilityChanges,
    emailChanges,
    consultationNotices,
    waitingList,
    clock,
  });
  return {
    config,
    db,
    databaseKind: connection.kind,
    log,
    clock,
    draining: createDraining(),
    metrics,
    jobs,
    mailer,
    rateLimiters,
    deferredWork,
    fileStorage,
    slotSearchCache,
    availabilityChanges,
    emailChanges,
    consultationNotices,
    waitingList,
    monthlyReportMails,
    dataRetention,
    databaseBackups,
    poolSnapshots,
    employeeImports,
    dataExports,
    standingWeeks,
    followUpProposals,
  };
}
