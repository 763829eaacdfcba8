import { isMissedConsultationDisputed, missedConsultationMessages, missedReportTiming, parisDayKey, type PsychologistConsultation, type ConsultationNoShowResponse } from '@parenthese/shared';
import type { Executor } from '../../db/client';
import type { meetings } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { recordAudit } from '../accounts/audit';
import { refundConsultationCredit } from '../credits/credit-ledger';
import { findCarePairContext } from '../care-pairs/repository';
import { presentConsultation } from '../psychologist/presenter';
import { presentEmployeeConsultation } from '../employee-service/presenter';
import { findPsychologistPresentationAfterCommit } from '../psychologist-presentations/repository';
import { findConsultationForUpdate, setNoShow } from './repository';
import type { Services } from '../services';

type MeetingRow = typeof meetings.$inferSelect;
const NOT_FOUND = 'Rendez-vous introuvable.';

/**
 * Missed consultations (issue 35 item 5, decision 0062): each side declares the other absent, once,
 * from the start until 7 days after (packages/shared/src/rules/missed-consultations.ts). Each
 * declaration is one transaction: the mark, the credit, the audit rows and the mail, or nothing.
 */
export function createMissedConsultationsService(deps: Pick<Services, 'consultationNotices' | 'db' | 'clock'>) {
  const clock = () => deps.clock.now();
  /** The refusals both sides share: a cancelled or unbooked hour, outside the window. */
  function refuseUnlessDeclarable(consultation: MeetingRow, now: Date) {
    if (consultation.status === 'CANCELLED') throw conflict(missedConsultationMessages.cancelled);
    if (consultation.status !== 'BOOKED') throw conflict(missedConsultationMessages.notBooked);
    const timing = missedReportTiming(consultation.startsAt, now);
    if (timing === 'not-started') throw conflict(missedConsultationMessages.notStarted);
    if (timing === 'closed') throw conflict(missedConsultationMessages.windowClosed);
  }

  /**
   * Both sides say the other did not come: TECH is told which psychologist and which day, never who
   * reported (no actor, no employee in the row). The employee was believed for the credit already.
   */
  async function flagIfDisputed(tx: Executor, consultation: MeetingRow) {
    if (!isMissedConsultationDisputed({ isEmployeeNoShow: consultation.employeeNoShowAt !== null, isPsychologistNoShow: consultation.doctorNoShowAt !== null })) return;
    await recordAudit(tx, {
      actorUserId: null,
      action: 'meeting.no-show-disputed',
      target: { type: 'doctor', id: consultation.doctorId },
      details: { consultationDay: parisDayKey(consultation.startsAt) },
    });
  }

  return {
    /** « Le salarié ne s'est pas présenté »: the credit stays spent; the bill counts it per NO_SHOW_POLICY. */
    async markEmployeeNoShow(psychologistId: string, consultationId: string): Promise<PsychologistConsultation> {
      const now = clock();
      return deps.db.transaction(async (tx) => {
        const row = await findConsultationForUpdate(tx, consultationId);
        // Another psychologist's consultation answers like a missing one: its existence is not revealed.
        if (!row || row.consultation.doctorId !== psychologistId) throw notFound(NOT_FOUND);
        refuseUnlessDeclarable(row.consultation, now);
        if (row.consultation.employeeNoShowAt) throw conflict(missedConsultationMessages.alreadyReported);
        const marked = await setNoShow(tx, row.consultation.id, { employeeNoShowAt: now });
        await recordAudit(tx, { actorUserId: psychologistId, action: 'meeting.employee-no-show', target: { type: 'meeting', id: marked.id } });
        await flagIfDisputed(tx, marked);
        return presentConsultation(marked, row.employeePhoneNumber, await findCarePairContext(tx, marked), now);
      });
    },

    /**
     * « Personne ne s'est présenté »: the employee is believed. The credit comes back at once through
     * the ledger, the consultation leaves the bill, TECH sees it in the journal (which psychologist,
     * which day, never who reported) and the psychologist gets a discreet mail.
     */
    async reportPsychologistNoShow(employeeId: string, consultationId: string): Promise<ConsultationNoShowResponse> {
      const now = clock();
      const consultation = await deps.db.transaction(async (tx) => {
        const row = await findConsultationForUpdate(tx, consultationId);
        // Someone else's consultation answers exactly like a missing one.
        if (!row || row.consultation.employeeId !== employeeId) throw notFound(NOT_FOUND);
        refuseUnlessDeclarable(row.consultation, now);
        if (row.consultation.doctorNoShowAt) throw conflict(missedConsultationMessages.alreadyReported);
        const reported = await setNoShow(tx, row.consultation.id, { doctorNoShowAt: now });
        if (row.employeeCompanyId) {
          await refundConsultationCredit(tx, { companyId: row.employeeCompanyId, employeeId, meetingId: reported.id, reason: 'DOCTOR_NO_SHOW' });
        }
        await recordAudit(tx, {
          actorUserId: null,
          action: 'meeting.doctor-no-show-reported',
          target: { type: 'doctor', id: reported.doctorId },
          details: { consultationDay: parisDayKey(reported.startsAt) },
        });
        await flagIfDisputed(tx, reported);
        await deps.consultationNotices.doctorNoShowReported(tx, reported.id);
        return reported;
      });
      return {
        success: true,
        message: missedConsultationMessages.psychologistNoShowRecorded,
        isCreditRefunded: true,
        meeting: presentEmployeeConsultation(consultation, await findPsychologistPresentationAfterCommit(deps.db, consultation.doctorId)),
      };
    },
  };
}
