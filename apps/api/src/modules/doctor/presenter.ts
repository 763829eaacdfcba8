import type { DoctorAccountDetails, DoctorCategory, DoctorConsultation, PendingEmailChange } from '@parenthese/shared';
import type { doctors, meetings } from '../../db/schema';

type DoctorRow = typeof doctors.$inferSelect;
type MeetingRow = typeof meetings.$inferSelect;

export function presentDoctorDetails(
  doctor: DoctorRow,
  account: { email: string | null; isLocked: boolean },
  pendingEmailChange: PendingEmailChange | null,
): DoctorAccountDetails {
  return {
    userId: doctor.userId,
    adeliNumber: doctor.adeliNumber,
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    mail: account.email ?? '',
    phoneNumber: doctor.phoneNumber,
    address: doctor.address,
    doctorCategories: doctor.categories as DoctorCategory[],
    locked: account.isLocked,
    phoneEnabled: doctor.isPhoneEnabled,
    teamsEnabled: doctor.isVideoEnabled,
    // The product offers phone and Teams-style video only (spec section 7).
    meetsEnabled: false,
    zoomEnabled: false,
    pendingEmailChange,
  };
}

/**
 * A consultation as the psychologist may see it. Anonymity is decided here: the employee's name, email,
 * identifier and id never leave; their phone number only for a phone consultation still on, so they can
 * be called: once it is cancelled, the number is no longer the psychologist's to see.
 */
export function presentConsultation(meeting: MeetingRow, employeePhoneNumber: string | null): DoctorConsultation {
  const isPhone = meeting.meetingType === 'PHONE';
  return {
    meetingId: meeting.id,
    startDate: meeting.startsAt.toISOString(),
    endDate: meeting.endsAt.toISOString(),
    meetingStatus: meeting.status,
    doctorDecision: meeting.doctorDecision,
    cancelledBy: meeting.cancelledBy,
    doctorCategoryName: meeting.category,
    meetingType: meeting.meetingType,
    subject: meeting.subject,
    meetingLink: meeting.meetingType === 'TEAMS' ? meeting.meetingLink : null,
    phoneNumber: isPhone && meeting.status !== 'CANCELLED' && employeePhoneNumber ? employeePhoneNumber : null,
  };
}
