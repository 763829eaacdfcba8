import type { z } from 'zod';
import type {
  WaitingListCancelResponse,
  WaitingListOfferBookRequest,
  WaitingListOfferBookResponse,
  WaitingListResponse,
  WaitingListSubscribeRequest,
  WaitingListSubscribeResponse,
  StandingWeekResponse,
  StandingWeekUpdateRequest,
  StandingWeekUpdateResponse,
  AbsenceCreatedResponse,
  AbsenceListResponse,
  AbsencePreviewResponse,
  AbsenceRequest,
  PublicHolidaysResponse,
  DoctorFollowUpOptions,
  EmployeeFollowUp,
  EmployeeFollowUpList,
  FollowUpAcceptRequest,
  FollowUpAcceptResponse,
  FollowUpDeclineResponse,
  FollowUpProposeRequest,
  FollowUpProposeResponse,
  EmailChangeProposalAcceptRequest,
  EmailChangeProposalAnswer,
  OwnEmailChangeRequest,
  AccountErasureRequest,
  DataExportAnswer,
  LatestDataExportAnswer,
  AccountSecondFactorCodeRequest,
  AccountSecondFactorStatus,
  AdminAccount,
  AdminDoctor,
  AdminMeResponse,
  AdminSettings,
  AdminWriteRequest,
  AuditLogEntry,
  CalendarFeedCreated,
  CalendarFeedState,
  Company,
  CompanyCreateRequest,
  CompanyReport,
  CompanyUpdateRequest,
  ConsultationPriceUpdateRequest,
  ContactRequest,
  ContactRequestHandledRequest,
  ContactRequestListItem,
  DoctorAccountDetails,
  DoctorAccountUpdateRequest,
  DoctorAwaitingConsultations,
  DoctorBilling,
  DoctorPresentationResponse,
  PresentationForm,
  PsychologistChoicesResponse,
  DoctorConsultation,
  DoctorCreateRequest,
  DoctorUpdateRequest,
  EmployeeAccount,
  EmployeeTemporaryPassword,
  EmployeeTemporaryPasswordsExport,
  InvitationAcceptRequest,
  InvitationCheckResponse,
  LegalFacts,
  EmployeeAccountDetails,
  EmployeeMailPreferences,
  EmployeeMailPreferencesUpdate,
  EmployeeCreateRequest,
  EmployeeImport,
  EmployeeImportCheckRequest,
  EmployeeImportCheckResponse,
  EmployeeSpreadsheetRows,
  EmployeeImportStartRequest,
  LatestEmployeeImportResponse,
  EmployeeProfileUpdateRequest,
  EmployeeProfileUpdateResponse,
  EmployeeUpdateRequest,
  EndedSessions,
  FirstConnectionRequest,
  MaintenanceReport,
  MeetingCancelResponse,
  MeetingMoveFindRequest,
  CareContinuationFindRequest,
  CareContinuationOptions,
  MeetingMoveRequest,
  MeetingMoveResponse,
  MeetingNoShowResponse,
  MeetingCreateRequest,
  MeetingCreateResponse,
  MeetingFindRequest,
  MeetingFindResponse,
  MeetingLoadResponse,
  MeetingRateRequest,
  MonthlyBill,
  OpenSessionList,
  OutboxMail,
  OutboxMailUpdateRequest,
  PageResult,
  PasswordResetCheckResponse,
  PasswordResetRequest,
  PlanningCopyWeekRequest,
  PlanningCopyWeekResponse,
  PlanningLoadRequest,
  PlanningUpdateRequest,
  PlanningWeekResponse,
  PublicConfig,
  RecoveryCodesResponse,
  SecondFactorEnrolmentConfirmRequest,
  SecondFactorEnrolmentConfirmResponse,
  SecondFactorEnrolmentRequest,
  SecondFactorEnrolmentResponse,
  SecondFactorResetRequestsResponse,
  SecondFactorSignInRequest,
  SuccessResponse,
  TokenCreateAnswer,
  TokenCreateRequest,
  TokenCreateResponse,
  adminDoctorListSchema,
  companyListSchema,
  doctorCreateResponseSchema,
  doctorCreditsResponseSchema,
  employeeAccountListSchema,
  employeeCreateResponseSchema,
  lockToggleRequestSchema,
  lockToggleResponseSchema,
  meetingRateResponseSchema,
  passwordResetConfirmRequestSchema,
} from '@parenthese/shared';

/** A route's JSON body (`undefined` when it takes none) and its successful answer, both from the shared contracts. */
type Route<Body, Response> = { body: Body; response: Response };
type NoBody = undefined;
/** What the API answers as a file (Content-Disposition names it), not JSON. */
export type FileAnswer = { file: Blob; fileName: string };

/**
 * Every route the web calls, keyed by method and path as the web's api modules build it (`:name` for a
 * path parameter, query strings left out). A handler is typed by its entry, so a change of a contract
 * breaks the tests' fake answers where they are written.
 */
export type ApiRoutes = {
  // Sign-in, password, first connection, email change
  'POST /api/token/create': Route<TokenCreateRequest, TokenCreateAnswer>;
  'POST /api/token/second-factor': Route<SecondFactorSignInRequest, TokenCreateResponse>;
  'POST /api/token/second-factor/enrolment': Route<SecondFactorEnrolmentRequest, SecondFactorEnrolmentResponse>;
  'POST /api/token/second-factor/enrolment/confirm': Route<SecondFactorEnrolmentConfirmRequest, SecondFactorEnrolmentConfirmResponse>;
  'POST /api/token/revoke': Route<NoBody, SuccessResponse>;
  'POST /api/account/first/connection': Route<FirstConnectionRequest, SuccessResponse>;
  'POST /api/account/password/reset/request': Route<PasswordResetRequest, SuccessResponse>;
  'GET /api/account/password/reset/check/:resetToken': Route<NoBody, PasswordResetCheckResponse>;
  'POST /api/account/password/reset/confirm/:resetToken': Route<z.input<typeof passwordResetConfirmRequestSchema>, SuccessResponse>;
  'POST /api/account/email-change/confirm/:emailChangeToken': Route<NoBody, SuccessResponse>;
  'POST /api/account/contact-email/confirm/:contactEmailToken': Route<NoBody, SuccessResponse>;
  'POST /api/account/email-change/refuse/:emailChangeToken': Route<NoBody, SuccessResponse>;
  'POST /api/account/email-change/undo/:emailChangeToken': Route<NoBody, SuccessResponse>;
  'GET /api/account/email-change/proposal': Route<NoBody, EmailChangeProposalAnswer>;
  'POST /api/account/email-change/proposal/accept': Route<EmailChangeProposalAcceptRequest, SuccessResponse>;
  'POST /api/account/email-change/proposal/decline': Route<NoBody, SuccessResponse>;
  'POST /api/account/email-change/request': Route<OwnEmailChangeRequest, SuccessResponse>;
  'GET /api/account/invitation/check/:invitationToken': Route<NoBody, InvitationCheckResponse>;
  'POST /api/account/invitation/accept/:invitationToken': Route<InvitationAcceptRequest, TokenCreateAnswer>;
  'POST /api/account/lock/toggle': Route<z.input<typeof lockToggleRequestSchema>, z.output<typeof lockToggleResponseSchema>>;

  // One's own account: second factor, sessions
  'GET /api/account/second-factor': Route<NoBody, AccountSecondFactorStatus>;
  'POST /api/account/second-factor/enrolment': Route<NoBody, SecondFactorEnrolmentResponse>;
  'POST /api/account/second-factor/enrolment/confirm': Route<AccountSecondFactorCodeRequest, RecoveryCodesResponse>;
  'POST /api/account/second-factor/recovery-codes': Route<AccountSecondFactorCodeRequest, RecoveryCodesResponse>;
  'POST /api/account/second-factor/disable': Route<AccountSecondFactorCodeRequest, SuccessResponse>;
  'GET /api/account/sessions': Route<NoBody, OpenSessionList>;
  'DELETE /api/account/sessions/:sessionId': Route<NoBody, SuccessResponse>;
  'POST /api/account/sessions/end-others': Route<NoBody, EndedSessions>;

  // Public pages
  'GET /api/public/config': Route<NoBody, PublicConfig>;
  'GET /api/legal/facts': Route<NoBody, LegalFacts>;
  'POST /api/contact/request': Route<ContactRequest, SuccessResponse>;

  // Employee service
  'GET /api/employee-service/employee/account/details': Route<NoBody, EmployeeAccountDetails>;
  'POST /api/employee-service/employee/account/details/update': Route<EmployeeProfileUpdateRequest, EmployeeProfileUpdateResponse>;
  'GET /api/employee-service/employee/account/mail-preferences': Route<NoBody, EmployeeMailPreferences>;
  'PUT /api/employee-service/employee/account/mail-preferences': Route<EmployeeMailPreferencesUpdate, EmployeeMailPreferences>;
  'GET /api/employee-service/meeting/load': Route<NoBody, MeetingLoadResponse>;
  'GET /api/employee-service/psychologists': Route<NoBody, PsychologistChoicesResponse>;
  'POST /api/employee-service/meeting/find': Route<MeetingFindRequest, MeetingFindResponse>;
  'POST /api/employee-service/meeting/create': Route<MeetingCreateRequest, MeetingCreateResponse>;
  'POST /api/employee-service/meeting/:meetingId/cancel': Route<NoBody, MeetingCancelResponse>;
  'POST /api/employee-service/meeting/:meetingId/move/find': Route<MeetingMoveFindRequest, MeetingFindResponse>;
  'POST /api/employee-service/meeting/:meetingId/move': Route<MeetingMoveRequest, MeetingMoveResponse>;
  'GET /api/employee-service/meeting/:meetingId/continue': Route<NoBody, CareContinuationOptions>;
  'POST /api/employee-service/meeting/:meetingId/continue/find': Route<CareContinuationFindRequest, MeetingFindResponse>;
  'POST /api/employee-service/meeting/:meetingId/no-show': Route<NoBody, MeetingNoShowResponse>;
  'GET /api/employee-service/follow-up': Route<NoBody, EmployeeFollowUpList>;
  'GET /api/employee-service/follow-up/:proposalId': Route<NoBody, EmployeeFollowUp>;
  'POST /api/employee-service/follow-up/:proposalId/accept': Route<FollowUpAcceptRequest, FollowUpAcceptResponse>;
  'POST /api/employee-service/follow-up/:proposalId/decline': Route<NoBody, FollowUpDeclineResponse>;
  'POST /api/employee-service/meeting/:meetingId/rate': Route<MeetingRateRequest, z.output<typeof meetingRateResponseSchema>>;
  'POST /api/employee-service/employee/data/export': Route<NoBody, DataExportAnswer>;
  'GET /api/employee-service/employee/data/export': Route<NoBody, LatestDataExportAnswer>;
  'GET /api/employee-service/employee/data/export/:exportId/download': Route<NoBody, FileAnswer>;
  'POST /api/employee-service/employee/data/erase': Route<AccountErasureRequest, SuccessResponse>;
  'GET /api/employee-service/waiting-list': Route<NoBody, WaitingListResponse>;
  'POST /api/employee-service/waiting-list': Route<WaitingListSubscribeRequest, WaitingListSubscribeResponse>;
  'POST /api/employee-service/waiting-list/:entryId/cancel': Route<NoBody, WaitingListCancelResponse>;
  'POST /api/employee-service/waiting-list/offer/book': Route<WaitingListOfferBookRequest, WaitingListOfferBookResponse>;

  // Psychologist
  'GET /api/doctor/account/details': Route<NoBody, DoctorAccountDetails>;
  'POST /api/doctor/account/details/update': Route<DoctorAccountUpdateRequest, DoctorAccountDetails>;
  'GET /api/doctor/calendar-feed': Route<NoBody, CalendarFeedState>;
  'POST /api/doctor/calendar-feed': Route<NoBody, CalendarFeedCreated>;
  'DELETE /api/doctor/calendar-feed': Route<NoBody, CalendarFeedState>;
  'GET /api/doctor/presentation': Route<NoBody, DoctorPresentationResponse>;
  'PUT /api/doctor/presentation': Route<PresentationForm, DoctorPresentationResponse>;
  'DELETE /api/doctor/presentation': Route<NoBody, DoctorPresentationResponse>;
  'GET /api/doctor/meetings/awaiting': Route<NoBody, DoctorAwaitingConsultations>;
  'GET /api/doctor/meetings/:meetingId/follow-up': Route<NoBody, DoctorFollowUpOptions>;
  'POST /api/doctor/meetings/:meetingId/follow-up': Route<FollowUpProposeRequest, FollowUpProposeResponse>;
  'POST /api/doctor/meetings/:meetingId/:answer': Route<NoBody, DoctorConsultation>;
  'POST /api/planning/load': Route<PlanningLoadRequest, PlanningWeekResponse>;
  'PUT /api/planning/update/v2': Route<PlanningUpdateRequest, PlanningWeekResponse>;
  'POST /api/planning/copy-week': Route<PlanningCopyWeekRequest, PlanningCopyWeekResponse>;
  'GET /api/planning/standing-week': Route<NoBody, StandingWeekResponse>;
  'PUT /api/planning/standing-week': Route<StandingWeekUpdateRequest, StandingWeekUpdateResponse>;
  'POST /api/planning/absences/preview': Route<AbsenceRequest, AbsencePreviewResponse>;
  'POST /api/planning/absences': Route<AbsenceRequest, AbsenceCreatedResponse>;
  'GET /api/planning/absences': Route<NoBody, AbsenceListResponse>;
  'DELETE /api/planning/absences/:absenceId': Route<NoBody, AbsenceListResponse>;
  'GET /api/planning/public-holidays': Route<NoBody, PublicHolidaysResponse>;
  'PUT /api/planning/public-holidays/open': Route<{ day: string }, PublicHolidaysResponse>;
  'PUT /api/planning/public-holidays/close': Route<{ day: string }, PublicHolidaysResponse>;

  // Back office: administrators
  'GET /api/admin/admins/get/me': Route<NoBody, AdminMeResponse>;
  'GET /api/admin/admins/get/all': Route<NoBody, PageResult<AdminAccount>>;
  'POST /api/admin/admins/create': Route<AdminWriteRequest, AdminAccount>;
  'PUT /api/admin/admins/update/:adminId': Route<AdminWriteRequest, AdminAccount>;
  'DELETE /api/admin/admins/delete/:adminId': Route<NoBody, SuccessResponse>;
  'POST /api/admin/admins/:adminId/invitation/resend': Route<NoBody, AdminAccount>;
  'POST /api/admin/admins/:adminId/tech-approval/approve': Route<NoBody, AdminAccount>;
  'POST /api/admin/accounts/:userId/second-factor/reset': Route<NoBody, SuccessResponse>;
  'GET /api/admin/second-factor-resets': Route<NoBody, SecondFactorResetRequestsResponse>;
  'POST /api/admin/second-factor-resets/:requestId/approve': Route<NoBody, SuccessResponse>;
  'POST /api/admin/second-factor-resets/:requestId/cancel': Route<NoBody, SuccessResponse>;
  'POST /api/account/second-factor-reset/refuse/:resetToken': Route<NoBody, SuccessResponse>;

  // Back office: companies and their employees
  'GET /api/admin/companies/get/all': Route<NoBody, PageResult<Company> | z.output<typeof companyListSchema>>;
  'GET /api/admin/companies/get/:companyId': Route<NoBody, Company>;
  'POST /api/admin/companies/create': Route<CompanyCreateRequest, Company>;
  'POST /api/admin/companies/update/:companyId': Route<CompanyUpdateRequest, Company>;
  'DELETE /api/admin/companies/delete/:companyId': Route<NoBody, SuccessResponse>;
  'GET /api/admin/companies/:companyId/employees/get/all': Route<NoBody, PageResult<EmployeeAccount> | z.output<typeof employeeAccountListSchema>>;
  'POST /api/admin/companies/:companyId/employees/create/V2': Route<EmployeeCreateRequest, z.output<typeof employeeCreateResponseSchema>>;
  'PUT /api/admin/companies/:companyId/employees/update/:employeeId': Route<EmployeeUpdateRequest, EmployeeAccount>;
  'DELETE /api/admin/companies/:companyId/employees/delete/:employeeId': Route<NoBody, SuccessResponse>;
  'POST /api/admin/companies/:companyId/employees/:employeeId/temporary-password': Route<NoBody, EmployeeAccount>;
  'POST /api/admin/companies/:companyId/employees/:employeeId/temporary-password/reveal': Route<NoBody, EmployeeTemporaryPassword>;
  'POST /api/admin/companies/:companyId/employees/temporary-passwords/export': Route<NoBody, EmployeeTemporaryPasswordsExport>;
  'POST /api/admin/companies/:companyId/employees/export/xlsx': Route<NoBody, FileAnswer>;
  'POST /api/admin/companies/:companyId/employee-imports': Route<EmployeeImportStartRequest, EmployeeImport>;
  'POST /api/admin/companies/:companyId/employee-imports/check': Route<EmployeeImportCheckRequest, EmployeeImportCheckResponse>;
  'POST /api/admin/companies/:companyId/employee-imports/xlsx-rows': Route<FormData, EmployeeSpreadsheetRows>;
  'GET /api/admin/companies/:companyId/employee-imports/latest': Route<NoBody, LatestEmployeeImportResponse>;
  'POST /api/admin/companies/:companyId/employee-imports/:importId/summary': Route<NoBody, FileAnswer>;
  'POST /api/admin/companies/:companyId/employees/:employeeId/invitation/resend': Route<NoBody, EmployeeAccount>;
  'GET /api/admin/companies/report/:companyId': Route<NoBody, CompanyReport>;

  // Back office: psychologists and their billing
  'GET /api/admin/doctors/get/all': Route<NoBody, PageResult<AdminDoctor> | z.output<typeof adminDoctorListSchema>>;
  'POST /api/admin/doctors/create': Route<DoctorCreateRequest, z.output<typeof doctorCreateResponseSchema>>;
  'PUT /api/admin/doctors/update/:doctorId': Route<DoctorUpdateRequest, AdminDoctor>;
  'DELETE /api/admin/doctors/delete/:doctorId': Route<NoBody, SuccessResponse>;
  'POST /api/admin/doctors/:doctorId/invitation/resend': Route<NoBody, z.output<typeof doctorCreateResponseSchema>>;
  'GET /api/admin/doctors/:doctorId/credits/load': Route<NoBody, z.output<typeof doctorCreditsResponseSchema>>;
  'GET /api/admin/doctors/:doctorId/bills': Route<NoBody, DoctorBilling>;
  /** The upload is a multipart form with the file under `file`. */
  'POST /api/admin/doctors/:doctorId/bills/:month/document': Route<FormData, MonthlyBill>;
  'GET /api/admin/doctors/:doctorId/bills/:month/document': Route<NoBody, FileAnswer>;
  'POST /api/admin/doctors/:doctorId/bills/:month/validate': Route<NoBody, MonthlyBill>;
  'POST /api/admin/doctors/:doctorId/bills/:month/pay': Route<NoBody, MonthlyBill>;

  // Back office: platform
  'GET /api/admin/settings': Route<NoBody, AdminSettings>;
  'PUT /api/admin/settings/consultation-price': Route<ConsultationPriceUpdateRequest, AdminSettings>;
  'GET /api/admin/maintenance': Route<NoBody, MaintenanceReport>;
  'POST /api/admin/maintenance/backups': Route<NoBody, { message: string }>;
  'GET /api/admin/mails': Route<NoBody, PageResult<OutboxMail>>;
  'PUT /api/admin/mails/:id': Route<OutboxMailUpdateRequest, OutboxMail>;
  'DELETE /api/admin/mails/:id': Route<NoBody, SuccessResponse>;
  'POST /api/admin/mails/:id/send': Route<NoBody, OutboxMail>;
  'GET /api/admin/audit': Route<NoBody, PageResult<AuditLogEntry>>;
  'GET /api/admin/contact-requests': Route<NoBody, PageResult<ContactRequestListItem>>;
  'POST /api/admin/contact-requests/:id/handled': Route<ContactRequestHandledRequest, ContactRequestListItem>;
};

export type ApiRouteKey = keyof ApiRoutes;
