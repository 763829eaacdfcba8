import type { FastifyInstance } from 'fastify';
import { doctorAdminMessages, type AdminDoctor, type DoctorCreateValues, type DoctorCredits, type DoctorUpdateValues, type ListQuery, type PageResult } from '@parenthese/shared';
import type { Executor } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/database-errors';
import type { AuthenticatedUser } from '../../../plugins/auth';
import { createAccount, invitedCredentials } from '../../accounts/account-creation';
import { recordAudit } from '../../accounts/audit';
import { assertEmailAvailable, emailTaken } from '../../accounts/email-uniqueness';
import { presentDoctor } from '../../doctor/presenter';
import { writeInvitationMails } from '../../invitations/invitation-links';
import { findInvitationsOf, presentAccountInvitation } from '../../invitations/presenter';
import { insertInvitations } from '../../invitations/repository';
import { createInvitationResendService } from '../../invitations/resend';
import * as repository from './repository';

const adeliTaken = () => new AppError(409, doctorAdminMessages.adeliTaken, { adeliNumber: doctorAdminMessages.adeliTaken });

/** The doctor columns an administrator sets. */
const doctorColumns = (input: DoctorCreateValues) => ({
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
export function createDoctorAdminService(app: FastifyInstance, clock: () => Date = () => new Date()) {
  const invitations = createInvitationResendService(app, clock);
  const presentAll = async (rows: repository.DoctorRow[]) => {
    const ids = rows.map((row) => row.user.id);
    const [pending, invited] = await Promise.all([app.emailChanges.pendingFor(app.db, ids), findInvitationsOf(app.db, ids)]);
    return rows.map((row) => presentDoctor(row.doctor, row.user, pending.get(row.user.id) ?? null, { admin: { invitation: presentAccountInvitation(invited.get(row.user.id), clock()) } }));
  };
  const present = async (row: repository.DoctorRow) => (await presentAll([row]))[0];

  async function load(doctorId: string) {
    const row = await repository.findDoctor(app.db, doctorId);
    if (!row) throw notFound(doctorAdminMessages.notFound);
    return row;
  }

  async function assertAdeliNumberAvailable(db: Executor, input: DoctorCreateValues, exceptDoctorId?: string) {
    if (await repository.isAdeliNumberTaken(db, input.adeliNumber, exceptDoctorId)) throw adeliTaken();
  }

  /** Two administrators saving the same ADELI number or email at once: the unique indexes decide, and the answer says which. */
  async function withUniqueness<T>(input: DoctorCreateValues, exceptDoctorId: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await repository.isAdeliNumberTaken(app.db, input.adeliNumber, exceptDoctorId)) throw adeliTaken();
      throw emailTaken();
    }
  }

  return {
    /** « Renvoyer l'invitation »: a new link, the former one dead; audited, once in 10 minutes. */
    async resendInvitation(actor: AuthenticatedUser, doctorId: string): Promise<AdminDoctor> {
      const { user } = await load(doctorId);
      await invitations.resendStaff(actor.id, { id: user.id, role: 'DOCTOR', email: user.email, isFirstConnection: user.isFirstConnection });
      return present(await load(doctorId));
    },

    async list(query: ListQuery): Promise<PageResult<AdminDoctor>> {
      const page = await repository.listDoctors(app.db, query);
      return { ...page, items: await presentAll(page.items) };
    },

    async credits(doctorId: string): Promise<DoctorCredits> {
      await load(doctorId);
      return { doctorId, credits: await repository.completedConsultationsByMonth(app.db, doctorId, clock()) };
    },

    async create(actor: AuthenticatedUser, input: DoctorCreateValues): Promise<AdminDoctor> {
      await assertAdeliNumberAvailable(app.db, input);
      await assertEmailAvailable(app.db, input.mail);
      // No password anyone could read: the psychologist chooses theirs from the mailed link, then enrols a second factor.
      const credentials = await invitedCredentials();
      const doctorId = await withUniqueness(input, undefined, () =>
        app.db.transaction(async (tx) => {
          const id = await createAccount(tx, { role: 'DOCTOR', email: input.mail, profile: doctorColumns(input) }, credentials);
          await insertInvitations(tx, [{ userId: id, email: input.mail }]);
          await writeInvitationMails(tx, app, { userIds: [id], now: clock() });
          await recordAudit(tx, { actorUserId: actor.id, action: 'doctor.created', target: { type: 'user', id } });
          return id;
        }),
      );
      return present(await load(doctorId));
    },

    /**
     * The email is not written here: past the first connection, a new address is only proposed to its
     * owner, who accepts it signed in (accounts/email-change.ts), so an administrator cannot take the account over.
     */
    async update(actor: AuthenticatedUser, doctorId: string, input: DoctorUpdateValues): Promise<AdminDoctor> {
      const current = await load(doctorId);
      await assertAdeliNumberAvailable(app.db, input, doctorId);
      // Categories and modes decide which searches offer this psychologist's slots.
      await withUniqueness(input, doctorId, () =>
        app.availabilityChanges.transaction(async (tx) => {
          await repository.updateDoctor(tx, doctorId, doctorColumns(input));
          await app.emailChanges.propose(tx, { account: current.user, newEmail: input.mail, proposedBy: actor.id });
          await recordAudit(tx, {
            actorUserId: actor.id,
            action: 'doctor.updated',
            target: { type: 'user', id: doctorId },
            details: input.adeliNumber === current.doctor.adeliNumber ? {} : { adeliNumberChanged: true },
          });
        }),
      );
      return present(await load(doctorId));
    },

    /**
     * Refused while a consultation is upcoming (409 naming how many), and when any was ever booked:
     * past ones are billed and in the employees' history, which the cascade would erase. Otherwise
     * the free slots go with the account.
     */
    async remove(actor: AuthenticatedUser, doctorId: string) {
      const now = clock();
      const row = await load(doctorId);
      // Their free slots go with them.
      await app.availabilityChanges.transaction(async (tx) => {
        if (!(await repository.lockDoctorRow(tx, doctorId))) throw notFound(doctorAdminMessages.notFound);
        // First, so no booking can claim a slot between the counts and the deletion.
        await repository.deleteFreeSlots(tx, doctorId);
        const upcoming = await repository.countUpcomingConsultations(tx, doctorId, now);
        if (upcoming > 0) throw conflict(doctorAdminMessages.upcomingConsultations(upcoming));
        if ((await repository.countBookedHistory(tx, doctorId)) > 0) throw conflict(doctorAdminMessages.hasHistory);
        await repository.deleteDoctorAccount(tx, doctorId);
        await recordAudit(tx, { actorUserId: actor.id, action: 'doctor.deleted', target: { type: 'user', id: doctorId } });
      });
      return { success: true, message: `Le psychologue ${row.doctor.firstName} ${row.doctor.lastName} a été supprimé du système.` };
    },
  };
}
