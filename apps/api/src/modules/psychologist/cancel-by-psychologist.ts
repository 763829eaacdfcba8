import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import type { meetings } from '../../db/schema';
import { refundConsultationCredit } from '../credits/credit-ledger';
import { recordAudit } from '../accounts/audit';
import { cancelMeetingByPsychologist } from './repository';

type MeetingRow = typeof meetings.$inferSelect;

/**
 * The psychologist's cancellation of one booked consultation, locked by the caller: the slot cancelled,
 * the credit back in full, the audit (psychologist and meeting, never the employee) and the employee's
 * discreet notice. A booking not yet accepted is « refused », an accepted one « cancelled ». Used by the
 * psychologist's own answer and by an absence (decision 0064).
 */
export async function cancelAsPsychologist(app: FastifyInstance, tx: Executor, input: { doctorId: string; meeting: MeetingRow; employeeCompanyId: string | null; now: Date }) {
  const { meeting } = input;
  const isPending = meeting.doctorDecision !== 'ACCEPTED';
  const cancelled = await cancelMeetingByPsychologist(tx, meeting.id, input.now);
  if (input.employeeCompanyId && meeting.employeeId) {
    await refundConsultationCredit(tx, { companyId: input.employeeCompanyId, employeeId: meeting.employeeId, meetingId: meeting.id, reason: 'DOCTOR_CANCELLATION' });
  }
  await recordAudit(tx, { actorUserId: input.doctorId, action: isPending ? 'meeting.refused' : 'meeting.cancelled-by-doctor', target: { type: 'meeting', id: meeting.id } });
  await (isPending ? app.appointmentNotices.refused(tx, meeting.id) : app.appointmentNotices.cancelledByPsychologist(tx, meeting.id));
  return cancelled;
}
