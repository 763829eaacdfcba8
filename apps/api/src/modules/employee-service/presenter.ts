import type { EmployeeAccountDetails, EmployeeConsultation, SlotSearchResponse, MeetingType, PendingEmailChange } from '@parenthese/shared';
import { WEEKDAY_NAMES } from '@parenthese/shared';
import type { meetings } from '../../db/schema';
import { presentPsychologistToEmployee } from '../psychologist-presentations/presenter';
import type { PresentationRow } from '../psychologist-presentations/repository';
import type { EmployeeAccountRow } from './repository';

/** Every field that leaves the employee service is chosen here: never a row, never the psychologist's identity. */

export function presentAccountDetails(row: EmployeeAccountRow, pendingEmailChange: PendingEmailChange | null): EmployeeAccountDetails {
  return {
    mail: row.email ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    username: row.username ?? '',
    availableCredits: row.availableCredits,
    creditsFromCompany: row.creditsFromCompany,
    companyName: row.companyName,
    service: row.service,
    job: row.job,
    pendingEmailChange,
  };
}

/** Free slots grouped by Paris weekday; `weekday` (0 = Sunday) comes with each slot, read by the database. */
export function presentAvailableSlots(slots: { id: string; startsAt: Date; weekday: number }[]): SlotSearchResponse {
  const consultationsData: SlotSearchResponse['meetingsData'] = {};
  for (const slot of slots) {
    (consultationsData[WEEKDAY_NAMES[slot.weekday]] ??= []).push({ startDate: slot.startsAt.toISOString(), meetingStatus: 'AVAILABLE', meetingId: slot.id });
  }
  return { meetingsData: consultationsData };
}

type MeetingRow = typeof meetings.$inferSelect;

/** `presentation`: the psychologist's presentation as it stands now, or null (« Votre psychologue »). */
export function presentEmployeeConsultation(row: MeetingRow, presentation: PresentationRow | null | undefined): EmployeeConsultation {
  const meetingType: MeetingType = row.meetingType ?? 'TEAMS';
  return {
    meetingId: row.id,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    meetingStatus: row.status,
    meetingType,
    doctorCategoryName: row.category ?? '',
    subject: row.subject ?? '',
    // The link is the room itself: it only goes to the employee of a video consultation still booked.
    meetingLink: meetingType === 'TEAMS' && row.status === 'BOOKED' ? row.meetingLink : null,
    rating: row.rating,
    isLateCancellation: row.isLateCancellation,
    doctorDecision: row.doctorDecision,
    cancelledBy: row.cancelledBy,
    moveCount: row.moveCount,
    doctorNoShowReported: row.doctorNoShowAt !== null,
    employeeNoShowReported: row.employeeNoShowAt !== null,
    psychologist: presentPsychologistToEmployee(presentation),
  };
}
