import { ANONYMOUS_AUDIT_ACTIONS, auditActionLabel, mailKindLabel, presentAuditDetails, type AuditLogEntry } from '@parenthese/shared';
import type { AccountSummary, AuditLogRow } from './repository';

/** What the journal found about the records of one page, by id. */
export type AuditLookups = {
  accounts: Map<string, AccountSummary>;
  companyNames: Map<string, string>;
  contactRequestCompanies: Map<string, string>;
};

/** The record types whose id is an account's (billing acts on the psychologist: 'doctor'). */
export const ACCOUNT_RECORD_TYPES: readonly string[] = ['user', 'doctor'];

const fullName = (firstName: string | null, lastName: string | null) => [firstName, lastName].filter(Boolean).join(' ');

/** 'Prénom Nom', or the email (the identifier for an employee without one). */
function accountName(account: AccountSummary): string {
  if (account.role === 'ADMIN') return fullName(account.adminFirstName, account.adminLastName) || account.email || '';
  if (account.role === 'DOCTOR') return fullName(account.psychologistFirstName, account.psychologistLastName) || account.email || '';
  return fullName(account.employeeFirstName, account.employeeLastName) || account.username || account.email || '';
}

/** The account's role and name; an employee with their company. Administrators already see these accounts. */
function describeAccount(account: AccountSummary | undefined): string {
  if (!account) return 'Compte supprimé';
  const name = accountName(account);
  if (account.role === 'ADMIN') return `Administrateur ${account.adminRole ?? ''} · ${name}`.replace('  ', ' ');
  if (account.role === 'DOCTOR') return `Psychologue · ${name}`;
  return [`Salarié · ${name}`, account.companyName].filter(Boolean).join(' · ');
}

/**
 * A short French description of the record. Never what a record holds beyond its name: a mail reads
 * as its kind, a consultation as 'Consultation' (not its time, not who booked it).
 */
function describeRecord(row: AuditLogRow, lookups: AuditLookups): string {
  const id = row.targetId ?? '';
  switch (row.targetType) {
    case 'user':
    case 'doctor':
      return describeAccount(lookups.accounts.get(id));
    case 'company': {
      const name = lookups.companyNames.get(id);
      return name ? `Entreprise · ${name}` : 'Entreprise supprimée';
    }
    case 'contact-request': {
      const companyName = lookups.contactRequestCompanies.get(id);
      return companyName ? `Demande de démonstration · ${companyName}` : 'Demande de démonstration supprimée';
    }
    case 'mail': {
      const kind = row.details?.kind;
      return typeof kind === 'string' ? `Mail · ${mailKindLabel(kind)}` : 'Mail';
    }
    case 'meeting':
      return 'Consultation';
    default:
      return 'Enregistrement';
  }
}

function presentActor(row: AuditLogRow, lookups: AuditLookups): AuditLogEntry['actor'] {
  if (row.actorUserId) {
    const account = lookups.accounts.get(row.actorUserId);
    // Deleted between the page and this lookup.
    if (!account) return { id: row.actorUserId, name: 'Compte supprimé', kind: 'deleted' };
    const kind = account.role === 'ADMIN' ? 'admin' : account.role === 'DOCTOR' ? 'doctor' : 'employee';
    return { id: account.id, name: accountName(account), kind };
  }
  if (row.actorRole) return { id: null, name: row.actorRole === 'ADMIN' ? 'Administrateur supprimé' : 'Compte supprimé', kind: 'deleted' };
  return ANONYMOUS_AUDIT_ACTIONS.includes(row.action) ? { id: null, name: 'Anonyme', kind: 'anonymous' } : { id: null, name: 'Système', kind: 'system' };
}

/** One row of the journal: each field chosen; the stored details only through their allow-list. */
export function presentAuditLogEntry(row: AuditLogRow, lookups: AuditLookups): AuditLogEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actor: presentActor(row, lookups),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    record: row.targetType && row.targetId ? { type: row.targetType, id: row.targetId, description: describeRecord(row, lookups) } : null,
    details: presentAuditDetails(row.action, row.details),
  };
}
