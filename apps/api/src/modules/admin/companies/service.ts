import { COMPANY_NAME_TAKEN, companyMessages, companyNameKey, type Company, type CompanyCreateValues, type CompanyUpdateValues, type ListQuery, type PageResult } from '@parenthese/shared';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import { violatedUniqueIndex } from '../../../lib/database-errors';
import { retryOnTransactionConflict } from '../../../lib/database-faults';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { recordAudit } from '../../accounts/audit';
import { grantCompanyCredits, setCompanyPool, setEmployeeAllowance } from '../../credits/credit-ledger';
import { queueLowCreditsMailIfCrossed } from '../../credits/low-credits-alert';
import { insertCompanyPoolSnapshot, latestPoolSnapshot, movePoolSnapshot } from '../../credits/pool-snapshots';
import { presentCompany } from './presenter';
import * as repository from './repository';
import type { Services } from '../../services';

export const COMPANY_EMAIL_TAKEN = 'Cette adresse email est déjà utilisée par une autre entreprise.';

/** 409 with a sentence under each field already used by another company: the name first, as the form shows it. */
function companyTaken(fields: { isNameTaken: boolean; isEmailTaken: boolean }) {
  const errors = {
    ...(fields.isNameTaken ? { companyName: COMPANY_NAME_TAKEN } : {}),
    ...(fields.isEmailTaken ? { companyMail: COMPANY_EMAIL_TAKEN } : {}),
  };
  return new AppError(409, fields.isNameTaken ? COMPANY_NAME_TAKEN : COMPANY_EMAIL_TAKEN, errors);
}

/**
 * The columns an administrator sets, from the spec's field names; no threshold is kept while the alert
 * is off. The report mail left out when absent: the column's default (on) at creation, unchanged by an edit.
 */
function companyColumns(input: CompanyCreateValues) {
  return {
    name: input.companyName,
    email: input.companyMail,
    phone: input.companyPhone,
    address: input.companyAddress,
    employeeAmountMax: input.employeeAmountMax,
    isLowCreditsMailEnabled: input.triggerMailIfCreditsLow,
    lowCreditsThresholdPercent: input.triggerMailIfCreditsLow ? input.amountOfCreditsToTriggerMail : 0,
    logoUrl: input.logoUrl,
    ...(input.reportMailEnabled === undefined ? {} : { isReportMailEnabled: input.reportMailEnabled }),
  };
}

/**
 * The name key an edit writes. A company named like an older one before names were unique has none
 * (decision 0032): it may still be edited under that name, and gets a key once renamed.
 */
function keptNameKey(previous: { name: string; nameKey: string | null }, newName: string): string | null {
  const nameKey = companyNameKey(newName);
  return previous.nameKey === null && companyNameKey(previous.name) === nameKey ? null : nameKey;
}

/** Companies: their details, their pool of credits and their employees' allowance. */
export function createCompanyService(deps: Pick<Services, 'availabilityChanges' | 'config' | 'db' | 'mailer' | 'waitingList' | 'clock'>) {
  const clock = () => deps.clock.now();
  async function load(companyId: string): Promise<Company> {
    const row = await repository.findCompany(deps.db, companyId);
    if (!row) throw notFound(companyMessages.notFound);
    return presentCompany(row);
  }

  /** Name and email checked before the write, so both sentences show at once. */
  async function assertNameAndEmailFree(input: { nameKey: string | null; email: string }, exceptCompanyId?: string) {
    const [isNameTaken, isEmailTaken] = await Promise.all([
      input.nameKey === null ? false : repository.isCompanyNameKeyTaken(deps.db, input.nameKey, exceptCompanyId),
      repository.isCompanyEmailTaken(deps.db, input.email, exceptCompanyId),
    ]);
    if (isNameTaken || isEmailTaken) throw companyTaken({ isNameTaken, isEmailTaken });
  }

  /** Two administrators saving the same name or email at once: the unique indexes decide, with the same answer. */
  async function withCompanyUniqueness<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const index = violatedUniqueIndex(error);
      if (index === 'companies_name_key_unique') throw companyTaken({ isNameTaken: true, isEmailTaken: false });
      if (index === 'companies_email_unique') throw companyTaken({ isNameTaken: false, isEmailTaken: true });
      throw error;
    }
  }

  return {
    load,

    async list(query: ListQuery): Promise<PageResult<Company>> {
      const page = await repository.listCompanies(deps.db, query);
      return { ...page, items: page.items.map(presentCompany) };
    },

    async create(actor: AuthenticatedUser, input: CompanyCreateValues): Promise<Company> {
      const nameKey = companyNameKey(input.companyName);
      await assertNameAndEmailFree({ nameKey, email: input.companyMail });
      const companyId = await withCompanyUniqueness(() =>
        deps.db.transaction(async (tx) => {
          const id = await repository.insertCompany(tx, { ...companyColumns(input), nameKey });
          await grantCompanyCredits(tx, { companyId: id, amount: input.creditsAmount });
          // Its first snapshot: the pool just granted, which no booking has moved yet.
          await insertCompanyPoolSnapshot(tx, { companyId: id, creditsAmount: input.creditsAmount, now: clock() });
          await recordAudit(tx, { actorUserId: actor.id, action: 'company.created', target: { type: 'company', id }, details: { companyName: input.companyName, creditsAmount: input.creditsAmount } });
          return id;
        }),
      );
      return load(companyId);
    },

    async update(actor: AuthenticatedUser, companyId: string, input: CompanyUpdateValues): Promise<Company> {
      const current = await repository.findCompany(deps.db, companyId);
      if (!current) throw notFound(companyMessages.notFound);
      const nameKey = keptNameKey(current.company, input.companyName);
      await assertNameAndEmailFree({ nameKey, email: input.companyMail }, companyId);
      // A deadlock's victim is rolled back whole: the change runs again (decision 0055).
      await withCompanyUniqueness(() =>
        retryOnTransactionConflict(() =>
          deps.db.transaction(async (tx) => {
            // Locked first: a booking spending from this pool at the same moment is counted before or after.
            const previous = await repository.lockCompanyRow(tx, companyId);
            if (!previous) throw notFound(companyMessages.notFound);
            await repository.updateCompanyFields(tx, companyId, {
              ...companyColumns(input),
              nameKey: keptNameKey(previous, input.companyName),
              ...(input.locked === undefined ? {} : { isLocked: input.locked }),
            });
            // The administrator sets the pool they were shown, the last snapshot's (decision 0045): the
            // difference moves the live pool, so bookings since the snapshot still count, and the snapshot,
            // so the answer echoes their write and nothing a booking did.
            const snapshot = await latestPoolSnapshot(tx, companyId);
            const creditsDelta = input.creditsAmount - (snapshot?.creditsAmount ?? previous.creditsAmount);
            await setCompanyPool(tx, { companyId, creditsAmount: Math.max(0, previous.creditsAmount + creditsDelta) });
            if (snapshot) await movePoolSnapshot(tx, { companyId, day: snapshot.day, delta: creditsDelta });
            if (input.employeeAmountMax !== previous.employeeAmountMax) await setEmployeeAllowance(tx, { companyId, allowance: input.employeeAmountMax });
            await recordAudit(tx, {
              actorUserId: actor.id,
              action: 'company.updated',
              target: { type: 'company', id: companyId },
              details: {
                creditsDelta,
                employeeAmountMax: input.employeeAmountMax,
                ...(input.locked !== undefined && input.locked !== previous.isLocked ? { locked: input.locked } : {}),
                ...(input.reportMailEnabled !== undefined && input.reportMailEnabled !== previous.isReportMailEnabled ? { reportMailEnabled: input.reportMailEnabled } : {}),
              },
            });
            // The alert compares the snapshot before and after this write, never the live pool: the mail
            // must not tell the company what bookings did since the night (without a snapshot, the night's job tells).
            if (!snapshot) return null;
            return queueLowCreditsMailIfCrossed(tx, deps.mailer, companyId, Math.max(0, snapshot.creditsAmount + creditsDelta), () => ({
              isAlertEnabled: previous.isLowCreditsMailEnabled,
              thresholdPercent: previous.lowCreditsThresholdPercent,
              creditsGranted: previous.creditsGranted,
              creditsLeft: snapshot.creditsAmount,
            }));
          }),
        ),
      );
      return load(companyId);
    },

    async remove(actor: AuthenticatedUser, companyId: string) {
      const now = clock();
      // Hours their follow-up proposals held: free again in every search.
      const { company } = await deps.availabilityChanges.transaction(
        async (tx) => {
          const row = await repository.lockCompanyRow(tx, companyId);
          if (!row) throw notFound(companyMessages.notFound);
          const upcoming = await repository.countUpcomingConsultations(tx, companyId, now);
          if (upcoming > 0) throw conflict(companyMessages.upcomingConsultations(upcoming));
          const result = await repository.deleteCompanyAndAccounts(tx, deps.config.dataEncryptionKey, companyId, deps.waitingList);
          // The name stays in the journal: the record it names is gone.
          await recordAudit(tx, { actorUserId: actor.id, action: 'company.deleted', target: { type: 'company', id: companyId }, details: { companyName: row.name } });
          return { company: row, erased: result };
        },
        ({ erased }) => (erased.freedMeetingIds.length > 0 ? 'all' : 'none'),
      );
      return { success: true, message: `L'entreprise ${company.name} a été supprimée du système.` };
    },
  };
}
