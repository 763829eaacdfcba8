import { auditActionsLabelled, type AuditLogEntry, type AuditLogQuery, type PageResult } from '@parenthese/shared';
import { ACCOUNT_RECORD_TYPES, presentAuditLogEntry, type AuditLookups } from './presenter';
import * as repository from './repository';
import type { Services } from '../../services';

/** Record ids are stored as text; only UUIDs are looked up (comparing a uuid column with anything else fails). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The 'Journal d'audit' (TECH): staff actions newest first, with who did them and on which record. */
export function createAuditLogService(deps: Pick<Services, 'db'>) {
  /** Everything one page names, looked up once per kind of record rather than once per row. */
  async function lookUp(rows: repository.AuditLogRow[]): Promise<AuditLookups> {
    const idsOf = (types: readonly string[]) => [...new Set(rows.filter((row) => row.targetType && types.includes(row.targetType) && UUID.test(row.targetId ?? '')).map((row) => row.targetId!))];
    const accountIds = [...new Set([...rows.flatMap((row) => (row.actorUserId ? [row.actorUserId] : [])), ...idsOf(ACCOUNT_RECORD_TYPES)])];
    const [accounts, companyNames, contactRequestCompanies] = await Promise.all([
      repository.findAccountSummaries(deps.db, accountIds),
      repository.findCompanyNames(deps.db, idsOf(['company'])),
      repository.findContactRequestCompanies(deps.db, idsOf(['contact-request'])),
    ]);
    return { accounts: new Map(accounts.map((account) => [account.id, account])), companyNames, contactRequestCompanies };
  }

  return {
    async list(query: AuditLogQuery): Promise<PageResult<AuditLogEntry>> {
      const page = await repository.listAuditLog(deps.db, {
        search: query.search,
        page: query.page,
        pageSize: query.pageSize,
        actorId: query.actorId || undefined,
        targetId: query.targetId || undefined,
        labelledActions: auditActionsLabelled(query.search),
      });
      const lookups = await lookUp(page.items);
      return { ...page, items: page.items.map((row) => presentAuditLogEntry(row, lookups)) };
    },
  };
}
