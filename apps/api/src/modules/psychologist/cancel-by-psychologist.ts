import type { Executor } from '../../db/client';
import type { meetings } from '../../db/schema';
import { refundConsultationCredit } from '../credits/credit-ledger';
import { recordAudit } from '../accounts/audit';
import { cancelConsultationByPsychologist } from './repository';
import type { Services } from '../services';

type MeetingRow = typeof meetings.$inferSelect;

/**
 * The psychologist's cancellation of one booked consultation, locked by the caller: the slot cancelled,
 * the credit back in full, the audit (psychologist and consultation, never the employee) and the employee's
 * discreet notice. A booking not yet accepted is « refused », an accepted one « cancelled ». Used by the
 * psychologist's own answer and by an absence (decision 0064).
 */
export async function cancelAsPsychologist(
  deps: Pick<Services, 'consultationNotices'>,
  tx: Executor,
  input: { psychologistId: string; consultation: MeetingRow; employeeCompanyId: string | null; now: Date },
) {
  const { consultation } = input;
  const isPending = consultation.doctorDecision !== 'ACCEPTED';
  const cancelled = await cancelConsultationByPsychologist(tx, consultation.id, input.now);
  if (input.employeeCompanyId && consultation.employeeId) {
    await refundConsultationCredit(tx, { companyId: input.employeeCompanyId, employeeId: consultation.employeeId, meetingId: consultation.id, reason: 'DOCTOR_CANCELLATION' });
  }
  await recordAudit(tx, { actorUserId: input.psychologistId, action: isPending ? 'meeting.refused' : 'meeting.cancelled-by-doctor', target: { type: 'meeting', id: consultation.id } });
  await (isPending ? deps.consultationNotices.refused(tx, consultation.id) : deps.consultationNotices.cancelledByPsychologist(tx, consultation.id));
  return cancelled;
}
