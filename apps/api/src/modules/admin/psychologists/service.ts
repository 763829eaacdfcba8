import {
  psychologistAdminMessages,
  type AdminPsychologist,
  type PsychologistCreateValues,
  type PsychologistCredits,
  type PsychologistUpdateValues,
  type ListQuery,
  type PageResult,
} from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/database-errors';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { createAccount, invitedCredentials } from '../../accounts/account-creation';
import { recordAudit } from '../../accounts/audit';
import { assertEmailAvailable, emailTaken } from '../../accounts/email-uniqueness';
import { presentPsychologist } from '../../psychologist/presenter';
import { writeInvitationMails } from '../../invitations/invitation-links';
import { findInvitationsOf, presentAccountInvitation } from '../../invitations/presenter';
import { insertInvitations } from '../../invitations/repository';
import { createInvitationResendService } from '../../invitations/resend';
import * as repository from './repository';
import type { Services } from '../../services';

const adeliTaken = () => new AppError(409, psychologistAdminMessages.adeliTaken, { adeliNumber: psychologistAdminMessages.adeliTaken });

/** The `doctors` columns an administrator sets. */
const psychologistColumns = (input: PsychologistCreateValues) => ({
  adeliNumber: input.adeliNumber,
  firstName: input.firstName,
  lastName: input.lastName,
  phoneNumber: input.phoneNumber,
  address: input.address,
  categories: input.doctorCategories,
});

/**
 * Psychologists (spec sections 5 and 7): invited by email (decision 0046), ADELI number and email
 * unique, deleted only without upcoming consultations nor history (docs/decisions/0007).
 */
export function createPsychologistAdminService(deps: Pick<Services, 'availabilityChanges' | 'config' | 'db' | 'emailChanges' | 'log' | 'mailer' | 'rateLimiters' | 'clock'>) {
  const clock = () => deps.clock.now();
  const invitations = createInvitationResendService(deps);
  const presentAll = async (rows: repository.PsychologistRow[]) => {
    const ids = rows.map((row) => row.user.id);
    const [pending, invited] = await Promise.all([deps.emailChanges.pendingFor(deps.db, ids), findInvitationsOf(deps.db, ids)]);
    return rows.map((row) => presentPsychologist(row.psychologist, row.user, pending.get(row.user.id) ?? null, { admin: { invitation: presentAccountInvitation(invited.get(row.user.id), clock()) } }));
  };
  const present = async (row: repository.PsychologistRow) => (await presentAll([row]))[0];

  async function load(psychologistId: string) {
    const row = await repository.findPsychologist(deps.db, psychologistId);
    if (!row) throw notFound(psychologistAdminMessages.notFound);
    return row;
  }

  async function assertAdeliNumberAvailable(db: Executor, input: PsychologistCreateValues, exceptPsychologistId?: string) {
    if (await repository.isAdeliNumberTaken(db, input.adeliNumber, exceptPsychologistId)) throw adeliTaken();
  }

  /** Two administrators saving the same ADELI number or email at once: the unique indexes decide, and the answer says which. */
  async function withUniqueness<T>(input: PsychologistCreateValues, exceptPsychologistId: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await repository.isAdeliNumberTaken(deps.db, input.adeliNumber, exceptPsychologistId)) throw adeliTaken();
      throw emailTaken();
    }
  }

  return {
    /** « Renvoyer l'invitation »: a new link, the former one dead; audited, once in 10 minutes. */
    async resendInvitation(actor: AuthenticatedUser, psychologistId: string): Promise<AdminPsychologist> {
      const { user } = await load(psychologistId);
      await invitations.resendStaff(actor.id, { id: user.id, role: 'DOCTOR', email: user.email, isFirstConnection: user.isFirstConnection });
      return present(await load(psychologistId));
    },

    async list(query: ListQuery): Promise<PageResult<AdminPsychologist>> {
      const page = await repository.listPsychologists(deps.db, query);
      return { ...page, items: await presentAll(page.items) };
    },

    async credits(psychologistId: string): Promise<PsychologistCredits> {
      await load(psychologistId);
      return { doctorId: psychologistId, credits: await repository.completedConsultationsByMonth(deps.db, psychologistId, clock()) };
    },

    async create(actor: AuthenticatedUser, input: PsychologistCreateValues): Promise<AdminPsychologist> {
      await assertAdeliNumberAvailable(deps.db, input);
      await assertEmailAvailable(deps.db, input.mail);
      // No password anyone could read: the psychologist chooses theirs from the mailed link, then enrols a second factor.
      const credentials = await invitedCredentials();
      const psychologistId = await withUniqueness(input, undefined, () =>
        deps.db.transaction(async (tx) => {
          const id = await createAccount(tx, { role: 'DOCTOR', email: input.mail, profile: psychologistColumns(input) }, credentials, { now: clock() });
          await insertInvitations(tx, [{ userId: id, email: input.mail }]);
          await writeInvitationMails(tx, deps, { userIds: [id], now: clock() });
          await recordAudit(tx, { actorUserId: actor.id, action: 'doctor.created', target: { type: 'user', id } });
          return id;
        }),
      );
      return present(await load(psychologistId));
    },

    /**
     * The email is not written here: past the first connection, a new address is only proposed to its
     * owner, who accepts it signed in (accounts/email-change.ts), so an administrator cannot take the account over.
     */
    async update(actor: AuthenticatedUser, psychologistId: string, input: PsychologistUpdateValues): Promise<AdminPsychologist> {
      const current = await load(psychologistId);
      await assertAdeliNumberAvailable(deps.db, input, psychologistId);
      // Categories and modes decide which searches offer this psychologist's slots.
      await withUniqueness(input, psychologistId, () =>
        deps.availabilityChanges.transaction(async (tx) => {
          await repository.updatePsychologist(tx, psychologistId, psychologistColumns(input), clock());
          await deps.emailChanges.propose(tx, { account: current.user, newEmail: input.mail, proposedBy: actor.id });
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'doctor.updated',
            target: { type: 'user', id: psychologistId },
            details: input.adeliNumber === current.psychologist.adeliNumber ? {} : { adeliNumberChanged: true },
          });
        }),
      );
      return present(await load(psychologistId));
    },

    /**
     * Refused while a consultation is upcoming (409 naming how many), and when any was ever booked:
     * past ones are billed and in the employees' history, which the cascade would erase. Otherwise
     * the free slots go with the account.
     */
    async remove(actor: AuthenticatedUser, psychologistId: string) {
      const now = clock();
      const row = await load(psychologistId);
      // Their free slots go with them.
      await deps.availabilityChanges.transaction(async (tx) => {
        if (!(await repository.lockPsychologistRow(tx, psychologistId))) throw notFound(psychologistAdminMessages.notFound);
        // First, so no booking can claim a slot between the counts and the deletion.
        await repository.deleteFreeSlots(tx, psychologistId);
        const upcoming = await repository.countUpcomingConsultations(tx, psychologistId, now);
        if (upcoming > 0) throw conflict(psychologistAdminMessages.upcomingConsultations(upcoming));
        if ((await repository.countBookedHistory(tx, psychologistId)) > 0) throw conflict(psychologistAdminMessages.hasHistory);
        await repository.deletePsychologistAccount(tx, psychologistId);
        await recordAudit(tx, { actorUserId: actor.id, action: 'doctor.deleted', target: { type: 'user', id: psychologistId } });
      });
      return { success: true, message: `Le psychologue ${row.psychologist.firstName} ${row.psychologist.lastName} a été supprimé du système.` };
    },
  };
}
