import type { AccountInvitation, AdminPsychologist, PsychologistAccountDetails, PsychologistCategory, PsychologistConsultation, PendingEmailChange } from '@parenthese/shared';
import type { psychologists, meetings } from '../../db/schema';
import type { CarePairContext } from '../care-pairs/repository';

type PsychologistRow = typeof psychologists.$inferSelect;
type MeetingRow = typeof meetings.$inferSelect;

/** What a psychologist's own page reads of their account. */
type PsychologistAccount = { email: string | null; isLocked: boolean };
/** What the back office reads besides: the first connection and the real creation date. */
type AdminPsychologistAccount = PsychologistAccount & { isFirstConnection: boolean; createdAt: Date };
/** The back office's view: the account's invitation (never a password: issue 33). */
type AdminView = { admin: { invitation: AccountInvitation | null } };

/**
 * A psychologist's account: as they see it themselves, or, with `{ admin }`, as the back office shows
 * it (the same fields and the administrator's extra ones, in the order each answer always had).
 */
export function presentPsychologist(psychologist: PsychologistRow, account: PsychologistAccount, pendingEmailChange: PendingEmailChange | null): PsychologistAccountDetails;
export function presentPsychologist(psychologist: PsychologistRow, account: AdminPsychologistAccount, pendingEmailChange: PendingEmailChange | null, view: AdminView): AdminPsychologist;
export function presentPsychologist(
  psychologist: PsychologistRow,
  account: PsychologistAccount | AdminPsychologistAccount,
  pendingEmailChange: PendingEmailChange | null,
  view?: AdminView,
): PsychologistAccountDetails | AdminPsychologist {
  const admin = view && { account: account as AdminPsychologistAccount, invitation: view.admin.invitation };
  return {
    userId: psychologist.userId,
    adeliNumber: psychologist.adeliNumber,
    firstName: psychologist.firstName,
    lastName: psychologist.lastName,
    mail: account.email ?? '',
    phoneNumber: psychologist.phoneNumber,
    address: psychologist.address,
    doctorCategories: psychologist.categories as PsychologistCategory[],
    locked: account.isLocked,
    ...(admin && { isFirstConnection: admin.account.isFirstConnection, invitation: admin.invitation }),
    phoneEnabled: psychologist.isPhoneEnabled,
    teamsEnabled: psychologist.isVideoEnabled,
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
export function presentConsultation(consultation: MeetingRow, employeePhoneNumber: string | null, carePair: CarePairContext | null, now: Date): PsychologistConsultation {
  const isPhone = consultation.meetingType === 'PHONE';
  const isNumberShown = isPhone && consultation.status !== 'CANCELLED' && consultation.endsAt.getTime() > now.getTime();
  return {
    meetingId: consultation.id,
    startDate: consultation.startsAt.toISOString(),
    endDate: consultation.endsAt.toISOString(),
    meetingStatus: consultation.status,
    doctorDecision: consultation.doctorDecision,
    cancelledBy: consultation.cancelledBy,
    doctorCategoryName: consultation.category,
    meetingType: consultation.meetingType,
    subject: consultation.subject,
    meetingLink: consultation.meetingType === 'TEAMS' ? consultation.meetingLink : null,
    phoneNumber: isNumberShown && employeePhoneNumber ? employeePhoneNumber : null,
    employeeNoShowReported: consultation.employeeNoShowAt !== null,
    doctorNoShowReported: consultation.doctorNoShowAt !== null,
    // The pseudonym and the series (decision 0060): what the pair says, never who the person is.
    carePair: carePair && { pseudonym: carePair.pseudonym, rank: carePair.rank, earlierStartDates: carePair.earlierStartDates, earlierSubject: carePair.earlierSubject },
  };
}
