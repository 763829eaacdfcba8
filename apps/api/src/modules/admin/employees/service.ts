import {
  companyMessages,
  employeeAdminMessages,
  employeeCsvRows,
  employeeExportTable,
  inParis,
  invitationMessages,
  temporaryPasswordMessages,
  type EmployeeAccount,
  type EmployeeTemporaryPassword,
  type EmployeeTemporaryPasswordsExport,
  type ListQuery,
  type PageResult,
} from '@parenthese/shared';
import type { z } from 'zod';
import type { newEmployeeSchema } from '@parenthese/shared';
import { employeeExportFileName } from '@parenthese/shared/employee-export-file-name';
import { conflict, notFound } from '../../../lib/app-error';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { recordAudit } from '../../accounts/audit';
import { readableTemporaryPassword, reissueTemporaryPassword } from '../../accounts/temporary-password-state';
import { findCompany, findCompanyEmployeeCount, lockCompanyRow } from '../companies/repository';
import { createInvitationResendService } from '../../invitations/resend';
import { eraseEmployeeAccounts } from '../../personal-data/erasure/account-erasure';
import { createEmployeeAccounts, prepareTemporaryCredentials } from './employee-creation';
import { employeesXlsx } from './employees-xlsx';
import { presentEmployeeAccount } from './presenter';
import * as repository from './repository';
import type { Services } from '../../services';

type NewEmployeeValues = z.output<typeof newEmployeeSchema>;

/** A company has at most this many employees in one export (the list's own unpaged limit). */
const EXPORT_LIMIT = 10_000;

/** A company's employees: created on temporary passwords with readable identifiers, edited, removed. */
export function createEmployeeAdminService(deps: Pick<Services, 'availabilityChanges' | 'config' | 'db' | 'log' | 'mailer' | 'rateLimiters' | 'waitingList' | 'clock'>) {
  const clock = () => deps.clock.now();
  const present = (row: repository.EmployeeAccountRow) => presentEmployeeAccount(row, deps.config, clock());
  /** The answers that issue a temporary password (both audited) carry it, to be handed over. */
  const presentIssued = (row: repository.EmployeeAccountRow) => presentEmployeeAccount(row, deps.config, clock(), { showsTemporaryPassword: true });
  const invitations = createInvitationResendService(deps);

  async function assertCompanyExists(companyId: string) {
    if (!(await findCompany(deps.db, companyId))) throw notFound(companyMessages.notFound);
  }

  /** An employee of another company answers like a missing one. */
  async function loadEmployee(companyId: string, employeeId: string) {
    const row = await repository.findCompanyEmployee(deps.db, companyId, employeeId);
    if (!row) throw notFound(employeeAdminMessages.notFound);
    return row;
  }

  return {
    async list(companyId: string, query: ListQuery): Promise<PageResult<EmployeeAccount>> {
      const page = await repository.listCompanyEmployees(deps.db, companyId, query, async () => {
        const employeeCount = await findCompanyEmployeeCount(deps.db, companyId);
        if (employeeCount === undefined) throw notFound(companyMessages.notFound);
        return employeeCount;
      });
      return { ...page, items: page.items.map(present) };
    },

    /**
     * All the rows in one transaction, or none. Each gets the company's allowance, and either an
     * invitation mailed to its work email or a temporary password (createEmployeeAccounts).
     */
    async create(actor: AuthenticatedUser, companyId: string, rows: NewEmployeeValues[]): Promise<{ employees: EmployeeAccount[] }> {
      await assertCompanyExists(companyId);
      // Hashing is the slow part: done before the transaction, in parallel.
      const credentials = await prepareTemporaryCredentials(rows, deps.config.dataEncryptionKey, clock());
      const employeeIds = await deps.db.transaction(async (tx) => {
        const company = await lockCompanyRow(tx, companyId);
        if (!company) throw notFound(companyMessages.notFound);
        const created = await createEmployeeAccounts(tx, deps, { companyId, companyName: company.name, allowance: company.employeeAmountMax, rows, now: clock(), credentials });
        const invitedCount = created.filter((employee) => employee.isInvited).length;
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'employees.created',
          target: { type: 'company', id: companyId },
          details: { count: rows.length, ...(invitedCount > 0 ? { invitedCount } : {}) },
        });
        return created.map((employee) => employee.userId);
      });
      const created = await repository.findCompanyEmployeesByIds(deps.db, companyId, employeeIds);
      const order = new Map(employeeIds.map((id, index) => [id, index]));
      return { employees: created.sort((a, b) => order.get(a.userId)! - order.get(b.userId)!).map(presentIssued) };
    },

    /** 'Nouveau mot de passe temporaire': for an employee still on their first connection. */
    async issueNewTemporaryPassword(actor: AuthenticatedUser, companyId: string, employeeId: string): Promise<EmployeeAccount> {
      const employee = await loadEmployee(companyId, employeeId);
      // An invited employee activates through their link; a password beside it would leave the invitation hanging.
      if (employee.invitationEmail !== null && employee.invitationAcceptedAt === null) throw conflict(invitationMessages.invitedNoTemporaryPassword);
      await reissueTemporaryPassword(deps.db, deps.config, actor.id, employeeId, clock());
      return presentIssued(await loadEmployee(companyId, employeeId));
    },

    /**
     * « Afficher »: the temporary password of an employee still on first connection, read out only
     * through here, each reveal in the audit log (who, when, whose). None to show answers 409.
     */
    async revealTemporaryPassword(actor: AuthenticatedUser, companyId: string, employeeId: string): Promise<EmployeeTemporaryPassword> {
      const password = readableTemporaryPassword(await loadEmployee(companyId, employeeId), deps.config, clock());
      if (password === null) throw conflict(temporaryPasswordMessages.nothingToReveal);
      await recordAudit(deps.db, { actorUserId: actor.id, action: 'employee.temporary-password-revealed', target: { type: 'user', id: employeeId } });
      return { employeeId, password };
    },

    /** The export's passwords: every one of the company that can be revealed, one audit row naming how many. */
    async exportTemporaryPasswords(actor: AuthenticatedUser, companyId: string): Promise<EmployeeTemporaryPasswordsExport> {
      await assertCompanyExists(companyId);
      const rows = await repository.companyEmployeesOnFirstConnection(deps.db, companyId);
      const temporaryPasswords = rows.flatMap((row) => {
        const password = readableTemporaryPassword(row, deps.config, clock());
        return password === null ? [] : [{ employeeId: row.userId, password }];
      });
      await recordAudit(deps.db, {
        actorUserId: actor.id,
        action: 'employees.temporary-passwords-exported',
        target: { type: 'company', id: companyId },
        details: { revealedCount: temporaryPasswords.length },
      });
      return { temporaryPasswords };
    },

    /**
     * « Exporter en Excel (.xlsx) »: every employee in the export's columns, built here. The passwords it
     * holds are revealed as by `exportTemporaryPasswords` (one audit row naming how many).
     */
    async exportXlsx(actor: AuthenticatedUser, companyId: string): Promise<{ fileName: string; file: Buffer }> {
      const company = await findCompany(deps.db, companyId);
      if (!company) throw notFound(companyMessages.notFound);
      const { items } = await this.list(companyId, { search: '', page: 1, pageSize: EXPORT_LIMIT });
      if (items.length === 0) throw conflict(employeeAdminMessages.nothingToExport);
      const { temporaryPasswords } = items.some((employee) => employee.hasTemporaryPassword) ? await this.exportTemporaryPasswords(actor, companyId) : { temporaryPasswords: [] };
      const passwords = new Map(temporaryPasswords.map((entry) => [entry.employeeId, entry.password]));
      const file = await employeesXlsx(employeeExportTable(employeeCsvRows(items, passwords)));
      return { fileName: employeeExportFileName(company.company.name, inParis(clock()), 'xlsx'), file };
    },

    /** « Renvoyer l'invitation »: a new link mailed, the former one dead (rate-limited per employee, audited). */
    async resendInvitation(actor: AuthenticatedUser, companyId: string, employeeId: string): Promise<EmployeeAccount> {
      await loadEmployee(companyId, employeeId);
      await invitations.resend(actor.id, employeeId);
      return present(await loadEmployee(companyId, employeeId));
    },

    async update(actor: AuthenticatedUser, companyId: string, employeeId: string, input: { firstName: string; lastName: string; service: string; job: string }) {
      await loadEmployee(companyId, employeeId);
      await deps.db.transaction(async (tx) => {
        await repository.updateEmployeeFields(tx, employeeId, input);
        await recordAudit(tx, { actorUserId: actor.id, action: 'employee.updated', target: { type: 'user', id: employeeId } });
      });
      return present(await loadEmployee(companyId, employeeId));
    },

    async remove(actor: AuthenticatedUser, companyId: string, employeeId: string) {
      const employee = await loadEmployee(companyId, employeeId);
      // The company, not the person: the journal keeps no name of an erased employee.
      const companyName = (await findCompany(deps.db, companyId))?.company.name;
      const now = clock();
      // Hours their follow-up proposals held: free again in every search.
      await deps.availabilityChanges.transaction(
        async (tx) => {
          if (await repository.hasUpcomingConsultation(tx, employeeId, now)) throw conflict(employeeAdminMessages.upcomingConsultations);
          const result = await eraseEmployeeAccounts(tx, deps.config.dataEncryptionKey, [employeeId], { freezeReportsAt: now, waitingList: deps.waitingList });
          await recordAudit(tx, { actorUserId: actor.id, action: 'employee.deleted', target: { type: 'user', id: employeeId }, details: companyName ? { companyName } : {} });
          return result;
        },
        (erased) => (erased.freedMeetingIds.length > 0 ? 'all' : 'none'),
      );
      return { success: true, message: `${employee.firstName} ${employee.lastName} a été supprimé(e).` };
    },
  };
}
