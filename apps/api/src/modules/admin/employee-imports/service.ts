import { format } from 'date-fns';
import {
  companyMessages,
  dateText,
  duplicatesOfExisting,
  employeeImportMessages,
  IMPORT_REPEAT_WINDOW_HOURS,
  inParis,
  repeatedEmails,
  timeText,
  type EmployeeImport,
  type EmployeeImportCheckResponse,
  type EmployeeImportRowValues,
} from '@parenthese/shared';
import { employeeImportSummaryFileName } from '@parenthese/shared/employee-export-file-name';
import type { EmployeeImportRowRecord } from '../../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/database-errors';
import { decryptSecret } from '../../../lib/secret-box';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { recordAudit } from '../../accounts/audit';
import { findTakenEmails } from '../../accounts/email-uniqueness';
import { findCompany } from '../companies/repository';
import { importContentHash } from './content-hash';
import { employeeImportJob } from './job-definitions';
import { presentEmployeeImport } from './presenter';
import * as repository from './repository';
import type { Services } from '../../services';

const HOUR_MS = 60 * 60 * 1000;
/** The field a repeated file's refusal names: the web asks the administrator to confirm, then sends it true. */
export const REIMPORT_FIELD = 'isReimportConfirmed';

type StartInput = { rows: EmployeeImportRowValues[]; droppedRows: number[]; isReimportConfirmed: boolean };
type CheckedRow = { firstName: string; lastName: string; service: string; email?: string | null };

/** Starting, following and closing CSV imports of a company's employees (the job itself is import-job.ts). */
export function createEmployeeImportService(deps: Pick<Services, 'config' | 'db' | 'jobs' | 'clock'>) {
  const clock = () => deps.clock.now();
  async function companyOf(companyId: string) {
    const row = await findCompany(deps.db, companyId);
    if (!row) throw notFound(companyMessages.notFound);
    return row.company;
  }

  /** The rows to create: the file's but the dropped ones, each with its line for the sentences. */
  function rowsToCreate(input: StartInput): { records: EmployeeImportRowRecord[]; fileIndexes: number[] } {
    const dropped = new Set(input.droppedRows);
    if (dropped.size !== input.droppedRows.length || input.droppedRows.some((index) => index >= input.rows.length)) {
      throw badRequest(employeeImportMessages.droppedRowUnknown, { droppedRows: employeeImportMessages.droppedRowUnknown });
    }
    const records: EmployeeImportRowRecord[] = [];
    const fileIndexes: number[] = [];
    input.rows.forEach((row, index) => {
      if (dropped.has(index)) return;
      records.push({ line: row.line ?? index + 2, firstName: row.firstName, lastName: row.lastName, service: row.service, job: row.job, email: row.email });
      fileIndexes.push(index);
    });
    if (records.length === 0) throw badRequest(employeeImportMessages.noRow, { rows: employeeImportMessages.noRow });
    return { records, fileIndexes };
  }

  /** An email given twice, or already held by an account or an invitation: refused before anything starts. */
  async function assertEmailsUsable(records: EmployeeImportRowRecord[], fileIndexes: number[]) {
    const repeated = repeatedEmails(records);
    if (repeated.size > 0) {
      const errors = Object.fromEntries([...repeated].map(([position, first]) => [`rows.${fileIndexes[position]}.email`, employeeImportMessages.emailRepeated(records[first].line)]));
      throw badRequest(employeeImportMessages.emailsRepeated, errors);
    }
    const taken = await findTakenEmails(
      deps.db,
      records.flatMap((record) => (record.email ? [record.email] : [])),
    );
    if (taken.size > 0) {
      const errors = Object.fromEntries(
        records.flatMap((record, position) => (record.email && taken.has(record.email) ? [[`rows.${fileIndexes[position]}.email`, employeeImportMessages.emailTaken]] : [])),
      );
      throw new AppError(409, employeeImportMessages.emailsTaken, errors);
    }
  }

  return {
    /** Checks the file, refuses a repeat within a day unless confirmed, then queues the job. */
    async start(actor: AuthenticatedUser, companyId: string, input: StartInput): Promise<EmployeeImport> {
      await companyOf(companyId);
      const { records, fileIndexes } = rowsToCreate(input);
      const contentHash = importContentHash(input.rows);
      if (!input.isReimportConfirmed) {
        const earlier = await repository.findRecentImportOfContent(deps.db, companyId, contentHash, new Date(clock().getTime() - IMPORT_REPEAT_WINDOW_HOURS * HOUR_MS));
        if (earlier) {
          const message = employeeImportMessages.alreadyImported(`${dateText(earlier.createdAt)} à ${timeText(earlier.createdAt)}`);
          throw new AppError(409, message, { [REIMPORT_FIELD]: message });
        }
      }
      // After the repeat check: the same file sent again is told so, not that its emails are taken.
      await assertEmailsUsable(records, fileIndexes);
      let importId: string;
      try {
        importId = await deps.db.transaction(async (tx) => {
          const id = await repository.insertImport(tx, {
            companyId,
            actorUserId: actor.id,
            contentHash,
            totalCount: records.length,
            skippedCount: input.droppedRows.length,
            rows: records,
            createdAt: clock(),
          });
          // Queued in the same transaction: the job exists if and only if the import does.
          await deps.jobs.send(employeeImportJob, { importId: id }, {}, tx);
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'employee-import.started',
            target: { type: 'company', id: companyId },
            details: { count: records.length, skippedCount: input.droppedRows.length },
          });
          return id;
        });
      } catch (error) {
        // The partial unique index: one running import per company.
        if (isUniqueViolation(error)) throw conflict(employeeImportMessages.alreadyRunning);
        throw error;
      }
      return this.read(companyId, importId);
    },

    /** 404 for an unknown company, before an uploaded file is read. */
    async assertCompany(companyId: string): Promise<void> {
      await companyOf(companyId);
    },

    async read(companyId: string, importId: string): Promise<EmployeeImport> {
      const row = await repository.findImportProgress(deps.db, companyId, importId);
      if (!row) throw notFound(employeeImportMessages.notFound);
      return presentEmployeeImport(row);
    },

    async latest(companyId: string): Promise<{ employeeImport: EmployeeImport | null }> {
      await companyOf(companyId);
      const row = await repository.findLatestImport(deps.db, companyId);
      return { employeeImport: row ? presentEmployeeImport(row) : null };
    },

    /**
     * The preview's question: which rows match an employee of the company, and which emails are taken.
     * Indexes only, about emails the administrator typed: an account's email is otherwise refused
     * with the same sentence by every creation form.
     */
    async check(companyId: string, rows: CheckedRow[]): Promise<EmployeeImportCheckResponse> {
      await companyOf(companyId);
      const existing = await repository.companyEmployeesForComparison(deps.db, companyId);
      const emails = rows.map((row) => row.email?.trim().toLowerCase() || null);
      const taken = await findTakenEmails(
        deps.db,
        emails.flatMap((email) => (email ? [email] : [])),
      );
      return {
        existingEmployeeRows: duplicatesOfExisting(
          rows.map((row, index) => ({ ...row, email: emails[index] })),
          existing,
        ),
        takenEmailRows: emails.flatMap((email, index) => (email && taken.has(email) ? [index] : [])),
      };
    },

    /** The summary, once: taken out of the database in the same statement that answers it. */
    async takeSummary(actor: AuthenticatedUser, companyId: string, importId: string): Promise<{ fileName: string; csv: string }> {
      const company = await companyOf(companyId);
      const sealed = await deps.db.transaction(async (tx) => {
        const taken = await repository.takeSummary(tx, companyId, importId);
        if (!taken) return undefined;
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'employee-import.summary-downloaded',
          target: { type: 'company', id: companyId },
          details: { revealedCount: taken.temporaryPasswordCount },
        });
        return taken.summaryEncrypted;
      });
      if (!sealed) {
        const progress = await repository.findImportProgress(deps.db, companyId, importId);
        if (!progress || progress.status === 'FAILED') throw notFound(employeeImportMessages.notFound);
        if (progress.status === 'RUNNING') throw conflict(employeeImportMessages.summaryNotReady);
        throw new AppError(410, progress.isSummaryErased ? employeeImportMessages.summaryErased : employeeImportMessages.summaryGone);
      }
      return { fileName: employeeImportSummaryFileName(company.name, format(inParis(clock()), 'yyyy-MM-dd')), csv: decryptSecret(deps.config.dataEncryptionKey, sealed) };
    },
  };
}
