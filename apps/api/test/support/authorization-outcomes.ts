/**
 * The authorisation matrix's table (src/authorization-matrix.test.ts): who may call each API route, and
 * what each principal is answered. Kept apart from the test's set-up so that the table reads as the
 * access rules themselves, one audience after another.
 */
export const PRINCIPALS = [
  'anonymous',
  'employee',
  'otherEmployee',
  'firstConnectionEmployee',
  'psychologist',
  'otherPsychologist',
  'siteAdmin',
  'techAdmin',
  // Tokens after « Déconnexion » (POST /api/token/revoke): 401 wherever a session is needed, including
  // the employee routes whose handler checks the session in its own round trip (search, booking).
  'signedOutEmployee',
  'signedOutTechAdmin',
] as const;
export type Principal = (typeof PRINCIPALS)[number];
const WITHOUT_SESSION: readonly Principal[] = ['anonymous', 'signedOutEmployee', 'signedOutTechAdmin'];

/** 'pass': the access rules let the call through (any answer but 401, 403, 404 or a 5xx). */
export type Outcome = 'pass' | 401 | 403 | 404;
type Expectations = Record<Principal, Outcome>;

const everyone = (): Expectations => Object.fromEntries(PRINCIPALS.map((principal) => [principal, 'pass'])) as Expectations;
/** Refused to anyone not named: 401 without a session (none, or an ended one), 403 with one. */
const only = (allowed: Partial<Record<Principal, Outcome>>): Expectations =>
  Object.fromEntries(PRINCIPALS.map((principal) => [principal, allowed[principal] ?? (WITHOUT_SESSION.includes(principal) ? 401 : 403)])) as Expectations;
const signedIn = (): Expectations => ({ ...everyone(), anonymous: 401, signedOutEmployee: 401, signedOutTechAdmin: 401 });

const employees = { employee: 'pass', otherEmployee: 'pass' } as const;
/** The employee's own consultation: another employee is told it does not exist. */
const employeeOwnConsultation = { employee: 'pass', otherEmployee: 404 } as const;
const psychologists = { psychologist: 'pass', otherPsychologist: 'pass' } as const;
const psychologistOwnConsultation = { psychologist: 'pass', otherPsychologist: 404 } as const;
const allAdmins = { siteAdmin: 'pass', techAdmin: 'pass' } as const;
const techAdmins = { techAdmin: 'pass' } as const;
/** Every role past its first connection (« Mon compte »'s sessions). */
const everyAccount = { ...employees, ...psychologists, ...allAdmins } as const;
/** One of 'employee''s other sessions: ending it is theirs alone, anyone else is told it does not exist. */
const employeeOwnSession = { employee: 'pass', otherEmployee: 404, psychologist: 404, otherPsychologist: 404, siteAdmin: 404, techAdmin: 404 } as const;

export const EXPECTED: Record<string, Expectations> = {
  'GET /api/health': everyone(),
  'GET /api/health/ready': everyone(),
  'GET /api/public/config': everyone(),
  'GET /api/legal/facts': everyone(),
  'POST /api/token/create': everyone(),
  'GET /api/token/check': signedIn(),
  'POST /api/account/first/connection': signedIn(),
  'POST /api/token/second-factor': everyone(),
  'POST /api/token/second-factor/enrolment': everyone(),
  'POST /api/token/second-factor/enrolment/confirm': everyone(),
  'GET /api/account/second-factor': signedIn(),
  'POST /api/account/second-factor/enrolment': signedIn(),
  'POST /api/account/second-factor/enrolment/confirm': signedIn(),
  'POST /api/account/second-factor/recovery-codes': signedIn(),
  'POST /api/account/second-factor/disable': signedIn(),
  'POST /api/admin/accounts/:userId/second-factor/reset': only(techAdmins),
  'GET /api/admin/second-factor-resets': only(techAdmins),
  'POST /api/admin/second-factor-resets/:requestId/approve': only(techAdmins),
  'POST /api/admin/second-factor-resets/:requestId/cancel': only(techAdmins),
  'POST /api/account/second-factor-reset/refuse/:resetToken': everyone(),
  'POST /api/account/password/reset/request': everyone(),
  'GET /api/account/password/reset/check/:resetToken': everyone(),
  'POST /api/account/password/reset/confirm/:resetToken': everyone(),
  'POST /api/account/email-change/confirm/:emailChangeToken': everyone(),
  // The token mailed to the personal address is the key (decision 0047); a wrong one answers 400.
  'POST /api/account/contact-email/confirm/:contactEmailToken': everyone(),
  'POST /api/account/email-change/refuse/:emailChangeToken': everyone(),
  'POST /api/account/email-change/undo/:emailChangeToken': everyone(),
  'GET /api/account/email-change/proposal': only(everyAccount),
  'POST /api/account/email-change/proposal/accept': only(everyAccount),
  'POST /api/account/email-change/proposal/decline': only(everyAccount),
  'POST /api/account/email-change/request': only(everyAccount),
  'GET /api/account/invitation/check/:invitationToken': everyone(),
  'POST /api/account/invitation/accept/:invitationToken': everyone(),
  'POST /api/account/lock/toggle': only(allAdmins),
  'POST /api/token/revoke': signedIn(),
  'GET /api/account/sessions': only(everyAccount),
  'DELETE /api/account/sessions/:sessionId': only(employeeOwnSession),
  'POST /api/account/sessions/end-others': only(everyAccount),
  'POST /api/contact/request': everyone(),
  'GET /api/admin/contact-requests': only(allAdmins),
  'POST /api/admin/contact-requests/:id/handled': only(allAdmins),
  'GET /api/admin/mails': only(techAdmins),
  'POST /api/admin/mails/:id/send': only(techAdmins),
  'PUT /api/admin/mails/:id': only(techAdmins),
  'DELETE /api/admin/mails/:id': only(techAdmins),
  'GET /api/admin/maintenance': only(techAdmins),
  'POST /api/admin/maintenance/backups': only(techAdmins),
  'GET /api/admin/audit': only(techAdmins),
  'GET /api/admin/admins/get/me': only(allAdmins),
  'GET /api/admin/admins/get/all': only(allAdmins),
  'POST /api/admin/admins/create': only(allAdmins),
  'PUT /api/admin/admins/update/:id': only(allAdmins),
  'POST /api/admin/admins/:id/invitation/resend': only(allAdmins),
  // Only TECH administrators approve a TECH role (the target has no request waiting: 409 once through).
  'POST /api/admin/admins/:id/tech-approval/approve': only(techAdmins),
  // The target is a TECH account: the access rules let a SITE admin through, the role rules then refuse.
  'DELETE /api/admin/admins/delete/:id': only({ siteAdmin: 403, techAdmin: 'pass' }),
  'GET /api/admin/doctors/:id/bills': only(techAdmins),
  'POST /api/admin/doctors/:id/bills/:month/document': only(techAdmins),
  'GET /api/admin/doctors/:id/bills/:month/document': only(techAdmins),
  'POST /api/admin/doctors/:id/bills/:month/validate': only(techAdmins),
  'POST /api/admin/doctors/:id/bills/:month/pay': only(techAdmins),
  'GET /api/admin/settings': only(techAdmins),
  'PUT /api/admin/settings/consultation-price': only(techAdmins),
  'GET /api/admin/companies/get/all': only(allAdmins),
  'GET /api/admin/companies/get/:companyId': only(allAdmins),
  'GET /api/admin/companies/report/:companyId': only(allAdmins),
  'POST /api/admin/companies/create': only(allAdmins),
  'POST /api/admin/companies/update/:companyId': only(allAdmins),
  'DELETE /api/admin/companies/delete/:companyId': only(allAdmins),
  'GET /api/admin/companies/:companyId/employees/get/all': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/create/V2': only(allAdmins),
  'PUT /api/admin/companies/:companyId/employees/update/:employeeId': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/:employeeId/temporary-password': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/:employeeId/temporary-password/reveal': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/temporary-passwords/export': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/export/xlsx': only(allAdmins),
  'POST /api/admin/companies/:companyId/employee-imports': only(allAdmins),
  'POST /api/admin/companies/:companyId/employee-imports/check': only(allAdmins),
  'POST /api/admin/companies/:companyId/employee-imports/xlsx-rows': only(allAdmins),
  'GET /api/admin/companies/:companyId/employee-imports/latest': only(allAdmins),
  'GET /api/admin/companies/:companyId/employee-imports/:importId': only(allAdmins),
  'POST /api/admin/companies/:companyId/employee-imports/:importId/summary': only(allAdmins),
  'POST /api/admin/companies/:companyId/employees/:employeeId/invitation/resend': only(allAdmins),
  'DELETE /api/admin/companies/:companyId/employees/delete/:employeeId': only(allAdmins),
  'GET /api/admin/doctors/get/all': only(allAdmins),
  'GET /api/admin/doctors/:id/credits/load': only(allAdmins),
  'POST /api/admin/doctors/create': only(allAdmins),
  'PUT /api/admin/doctors/update/:id': only(allAdmins),
  'POST /api/admin/doctors/:id/invitation/resend': only(allAdmins),
  // The psychologist has an upcoming consultation: the deletion is refused (409) once the access rules let it through.
  'DELETE /api/admin/doctors/delete/:id': only(allAdmins),
  'GET /api/doctor/account/details': only(psychologists),
  'POST /api/doctor/account/details/update': only(psychologists),
  'GET /api/doctor/meetings/awaiting': only(psychologists),
  'GET /api/doctor/presentation': only(psychologists),
  'PUT /api/doctor/presentation': only(psychologists),
  'DELETE /api/doctor/presentation': only(psychologists),
  'POST /api/doctor/meetings/:id/accept': only(psychologistOwnConsultation),
  'POST /api/doctor/meetings/:id/refuse': only(psychologistOwnConsultation),
  'POST /api/doctor/meetings/:id/cancel': only(psychologistOwnConsultation),
  'POST /api/doctor/meetings/:id/no-show': only(psychologistOwnConsultation),
  'GET /api/doctor/meetings/:id/follow-up': only(psychologistOwnConsultation),
  'POST /api/doctor/meetings/:id/follow-up': only(psychologistOwnConsultation),
  'GET /api/doctor/calendar-feed': only(psychologists),
  'POST /api/doctor/calendar-feed': only(psychologists),
  'DELETE /api/doctor/calendar-feed': only(psychologists),
  // The secret address is the key: anyone holding a working one reads the feed (an unknown one answers 404).
  'GET /api/calendar/:token.ics': everyone(),
  'POST /api/planning/load': only(psychologists),
  'PUT /api/planning/update/v2': only(psychologists),
  'POST /api/planning/copy-week': only(psychologists),
  'GET /api/planning/standing-week': only(psychologists),
  'PUT /api/planning/standing-week': only(psychologists),
  'POST /api/planning/absences/preview': only(psychologists),
  'POST /api/planning/absences': only(psychologists),
  'GET /api/planning/absences': only(psychologists),
  // Another psychologist's absence answers like a missing one.
  'DELETE /api/planning/absences/:absenceId': only(psychologistOwnConsultation),
  'GET /api/planning/public-holidays': only(psychologists),
  'PUT /api/planning/public-holidays/open': only(psychologists),
  'PUT /api/planning/public-holidays/close': only(psychologists),
  'GET /api/employee-service/employee/account/details': only(employees),
  'POST /api/employee-service/employee/account/details/update': only(employees),
  'POST /api/employee-service/meeting/find': only(employees),
  'POST /api/employee-service/meeting/create': only(employees),
  'GET /api/employee-service/meeting/load': only(employees),
  'GET /api/employee-service/psychologists': only(employees),
  'POST /api/employee-service/meeting/:id/cancel': only(employeeOwnConsultation),
  'POST /api/employee-service/meeting/:id/rate': only(employeeOwnConsultation),
  'POST /api/employee-service/meeting/:id/move/find': only(employeeOwnConsultation),
  'POST /api/employee-service/meeting/:id/move': only(employeeOwnConsultation),
  'GET /api/employee-service/meeting/:id/continue': only(employeeOwnConsultation),
  'POST /api/employee-service/meeting/:id/continue/find': only(employeeOwnConsultation),
  'POST /api/employee-service/meeting/:id/no-show': only(employeeOwnConsultation),
  'GET /api/employee-service/waiting-list': only(employees),
  // Without a valid body ('{}') the employee is refused 400 once the access rules let them through.
  'POST /api/employee-service/waiting-list': only(employees),
  // The employee's own entry; another employee is told it does not exist.
  'POST /api/employee-service/waiting-list/:id/cancel': only(employeeOwnConsultation),
  'POST /api/employee-service/waiting-list/offer/book': only(employees),
  'GET /api/employee-service/follow-up': only(employees),
  // A proposal made to 'employee' (below): another employee is told it does not exist.
  'GET /api/employee-service/follow-up/:id': only(employeeOwnConsultation),
  'POST /api/employee-service/follow-up/:id/accept': only(employeeOwnConsultation),
  'POST /api/employee-service/follow-up/:id/decline': only(employeeOwnConsultation),
  // Without its password ('{}') the erasure is refused (400) and nothing is erased.
  'POST /api/employee-service/employee/data/erase': only(employees),
  'POST /api/employee-service/employee/data/export': only(employees),
  'GET /api/employee-service/employee/data/export': only(employees),
  // The employee's own export (in preparation: 409, which passes); another employee is told it does not exist.
  'GET /api/employee-service/employee/data/export/:id/download': only(employeeOwnConsultation),
  'GET /api/employee-service/employee/account/mail-preferences': only(employees),
  'PUT /api/employee-service/employee/account/mail-preferences': only(employees),
};

/**
 * Valid bodies where an ownership check can only run after validation; other routes get '{}', and
 * the anonymous caller a malformed body.
 */
export const VALID_BODIES: Record<string, object> = {
  'PUT /api/admin/mails/:id': { subject: 'Objet', content: 'Texte' },
  'POST /api/employee-service/meeting/:id/rate': { rating: 5 },
  'POST /api/employee-service/meeting/:id/move/find': { startDate: '2026-01-05T08:00:00.000Z', endDate: '2026-01-06T08:00:00.000Z' },
  'POST /api/employee-service/meeting/:id/move': { meetingId: '00000000-0000-4000-8000-000000000000' },
  'POST /api/employee-service/meeting/:id/continue/find': { meetingType: 'TEAMS', startDate: '2026-01-05T08:00:00.000Z', endDate: '2026-01-06T08:00:00.000Z' },
  'POST /api/employee-service/follow-up/:id/accept': { meetingId: '00000000-0000-4000-8000-000000000000' },
  'POST /api/doctor/meetings/:id/follow-up': { meetingIds: ['00000000-0000-4000-8000-000000000000'] },
  'PUT /api/admin/settings/consultation-price': { consultationPriceEuros: 80 },
};
