import { and, eq, gt } from 'drizzle-orm';
import { ERASURE_BLOCKING_MINUTES, isLateCancellation, personalDataMessages, type SuccessResponse } from '@parenthese/shared';
import { meetings } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password-hashing';
import { recordAudit } from '../../accounts/audit';
import { findAccountById } from '../../accounts/repository';
import { createSignInThrottle } from '../../auth/sign-in-throttle';
import { refundConsultationCredit } from '../../credits/credit-ledger';
import { markCancelledByEmployee, reopenSlot } from '../../employee-service/repository';
import { createSecondFactorService } from '../../second-factor/service';
import { eraseEmployeeAccounts } from './account-erasure';
import { employees } from '../../../db/schema';
import type { Services } from '../../services';

const MINUTE_MS = 60_000;

/** The employee's booked consultations not yet ended, soonest first, locked: the ones erasure cancels or waits for. */
async function lockLiveConsultations(tx: Executor, employeeId: string, now: Date) {
  return tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.employeeId, employeeId), eq(meetings.status, 'BOOKED'), gt(meetings.endsAt, now)))
    .orderBy(meetings.startsAt)
    .for('update');
}

/**
 * « Supprimer mon compte » (issue 26): confirmed by the password, and by a code when a second factor
 * is enrolled (both count against the sign-in throttle). Refused while a consultation is under way or
 * starts within ERASURE_BLOCKING_MINUTES: the psychologist is about to call. Otherwise the upcoming
 * consultations are cancelled by the usual rules (a late one stays billed, an early one gives its
 * credit back to the pool) with the psychologist's notice, then the account is erased for good.
 */
export function createAccountErasureService(deps: Pick<Services, 'availabilityChanges' | 'config' | 'consultationNotices' | 'db' | 'log' | 'metrics' | 'rateLimiters' | 'waitingList' | 'clock'>) {
  const clock = () => deps.clock.now();
  const throttle = createSignInThrottle(deps);
  const secondFactor = createSecondFactorService(deps);

  return {
    async eraseOwnAccount(userId: string, input: { password: string; code?: string }, clientAddress: string): Promise<SuccessResponse> {
      const account = await findAccountById(deps.db, userId);
      if (!account) throw notFound(personalDataMessages.exportNotFound);
      const attempt = await throttle.begin(`account:${userId}`, clientAddress, null);
      if (!(await verifyPassword(account.passwordHash, input.password))) {
        await attempt.failed();
        throw new AppError(400, personalDataMessages.wrongPassword, { password: personalDataMessages.wrongPassword });
      }
      await attempt.succeeded();
      await secondFactor.confirmSensitiveAction(userId, input.code, clientAddress);

      const now = clock();
      // Hours cancelled or no longer held: free again in every search.
      await deps.availabilityChanges.transaction(
        async (tx) => {
          const [employee] = await tx.select({ companyId: employees.companyId }).from(employees).where(eq(employees.userId, userId)).for('update');
          if (!employee) throw notFound(personalDataMessages.exportNotFound);
          const live = await lockLiveConsultations(tx, userId, now);
          const blockingFrom = now.getTime() + ERASURE_BLOCKING_MINUTES * MINUTE_MS;
          if (live.some((consultation) => consultation.startsAt.getTime() < blockingFrom)) throw conflict(personalDataMessages.consultationTooSoon);
          for (const consultation of live) {
            const isLate = isLateCancellation(consultation.startsAt, now);
            if (!(await markCancelledByEmployee(tx, consultation.id, { now, isLateCancellation: isLate }))) continue;
            if (!isLate) await refundConsultationCredit(tx, { companyId: employee.companyId, employeeId: userId, meetingId: consultation.id, reason: 'REFUND' });
            await deps.waitingList.slotsFreed(tx, [await reopenSlot(tx, consultation)]);
            await deps.consultationNotices.cancelledByErasure(tx, consultation.id);
          }
          // Before the account goes, so the journal knows an employee did it; no name, no address.
          await recordAudit(tx, { actorUserId: userId, action: 'account.erased', target: { type: 'company', id: employee.companyId }, details: { cancelledCount: live.length } });
          const { freedMeetingIds: freedConsultationIds } = await eraseEmployeeAccounts(tx, deps.config.dataEncryptionKey, [userId], { freezeReportsAt: now, waitingList: deps.waitingList });
          return live.length + freedConsultationIds.length;
        },
        (freedCount) => (freedCount > 0 ? 'all' : 'none'),
      );
      return { success: true, message: personalDataMessages.erased };
    },
  };
}
