import type { AccountInvitation, AdminDoctor, DoctorAccountDetails, DoctorCategory, DoctorConsultation, PendingEmailChange } from '@parenthese/shared';
import type { doctors, meetings } from '../../db/schema';
import type { CarePairContext } from '../care-pairs/repository';

type DoctorRow = typeof doctors.$inferSelect;
type MeetingRow = typeof meetings.$inferSelect;

/** What a psychologist's own page reads of their account. */
type DoctorAccount = { email: string | null; isLocked: boolean };
/** What the back office reads besides: the first connection and the real creation date. */
type AdminDoctorAccount = DoctorAccount & { isFirstConnection: boolean; createdAt: Date };
/** The back office's view: the account's invitation (never a password: issue 33). */
type AdminView = { admin: { invitation: AccountInvitation | null } };

/**
 * A psychologist's account: as they see it themselves, or, with `{ admin }`, as the back office shows
 * it (the same fields and the administrator's extra ones, in the order each answer always had).
 */
export function presentDoctor(doctor: DoctorRow, account: DoctorAccount, pendingEmailChange: PendingEmailChange | null): DoctorAccountDetails;
export function presentDoctor(doctor: DoctorRow, account: AdminDoctorAccount, pendingEmailChange: PendingEmailChange | null, view: AdminView): AdminDoctor;
export function presentDoctor(doctor: DoctorRow, account: DoctorAccount | AdminDoctorAccount, pendingEmailChange: PendingEmailChange | null, view?: AdminView): DoctorAccountDetails | AdminDoctor {
  const admin = view && { account: account as AdminDoctorAccount, invitation: view.admin.invitation };
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
    ...(admin && { isFirstConnection: admin.account.isFirstConnection, invitation: admin.invitation }),
    phoneEnabled: doctor.isPhoneEnabled,
    teamsEnabled: doctor.isVideoEnabled,
    // The product offers phone and Teams-style video only (spec section 7).
    meetsEnabled: false,
    zoomEnabled: false,
    ...(admin && { createdAt: admin.account.createdAt.toISOString() }),
    pendingEmailChange,
  };
}

/**
 * A consultation as the psychologist may see it. Anonymity is decided here: the employee's name, email,
 * identifier and id never leave; their phone number only for a phone consultation still on, so they can
 * be called: once it is cancelled, or once it has ended (retention, decision 0038: the number is erased
 * at the end, as the calendar feed does), the number is no longer the psychologist's to see.
 */
export function presentConsultation(meeting: MeetingRow, employeePhoneNumber: string | null, carePair: CarePairContext | null, now = new Date()): DoctorConsultation {
  const isPhone = meeting.meetingType === 'PHONE';
  const isNumberShown = isPhone && meeting.status !== 'CANCELLED' && meeting.endsAt.getTime() > now.getTime();
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
    phoneNumber: isNumberShown && employeePhoneNumber ? employeePhoneNumber : null,
    employeeNoShowReported: meeting.employeeNoShowAt !== null,
    doctorNoShowReported: meeting.doctorNoShowAt !== null,
    // The pseudonym and the series (decision 0060): what the pair says, never who the person is.
    carePair: carePair && { pseudonym: carePair.pseudonym, rank: carePair.rank, earlierStartDates: carePair.earlierStartDates, earlierSubject: carePair.earlierSubject },
  };
}
