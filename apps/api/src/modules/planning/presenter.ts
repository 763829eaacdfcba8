import type { PlanningSlot, PlanningWeekResponse } from '@parenthese/shared';
import type { meetings } from '../../db/schema';
import type { CarePairContext } from '../care-pairs/repository';
import type { ClosedHours } from './closed-hours';
import { presentConsultation } from '../psychologist/presenter';

type MeetingRow = typeof meetings.$inferSelect;

/** A slot of the editor: when, whether it is free, and whether a follow-up holds it. Who booked or holds it is not the editor's business. */
export function presentSlot(consultation: MeetingRow): PlanningSlot {
  return {
    meetingId: consultation.id,
    startDate: consultation.startsAt.toISOString(),
    endDate: consultation.endsAt.toISOString(),
    meetingStatus: consultation.status,
    isHeldForFollowUp: consultation.heldForProposalId !== null,
  };
}

export function presentWeek(input: {
  range: { start: Date; end: Date };
  slots: MeetingRow[];
  consultations: { consultation: MeetingRow; employeePhoneNumber: string | null }[];
  carePairs: Map<string, CarePairContext>;
  closedHours: ClosedHours[];
  now: Date;
}): PlanningWeekResponse {
  return {
    weekStart: input.range.start.toISOString(),
    weekEnd: input.range.end.toISOString(),
    availableMeetings: input.slots.map(presentSlot),
    consultations: input.consultations.map((row) => presentConsultation(row.consultation, row.employeePhoneNumber, input.carePairs.get(row.consultation.id) ?? null, input.now)),
    // Busy, with no detail: what the absence is for is nobody's business.
    closedHours: input.closedHours.map((interval) => ({ startDate: interval.start.toISOString(), endDate: interval.end.toISOString(), kind: interval.kind })),
  };
}
