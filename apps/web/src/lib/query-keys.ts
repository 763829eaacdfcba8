import type { PsychologistCategory, ListQuery, MeetingType } from '@parenthese/shared';

/**
 * The key of every cached answer, in one registry below the features: a feature builds its
 * `queryOptions` from here, and invalidates another feature's data through here without importing
 * that feature (the boundary rule; booking and appointments would otherwise import each other).
 * Keys nest: invalidating a key reaches every key that starts with it.
 */
export const queryKeys = {
  auth: {
    /** Whether a mailed reset link can still be used, checked when its page opens. */
    resetLink: (resetToken: string) => ['auth', 'reset-link', resetToken] as const,
    /** Whether an invitation link can still be used, and the email it was sent to, checked when its page opens. */
    invitationLink: (invitationToken: string) => ['auth', 'invitation-link', invitationToken] as const,
    /** The signed-in account's second factor (« Mon compte »): on, required, recovery codes left. */
    secondFactor: ['auth', 'second-factor'],
  },
  account: {
    /** The signed-in person's open sessions (« Mon compte », any role). */
    sessions: ['account', 'sessions'],
    /** An administrator's proposal of a new sign-in email, waiting for the signed-in owner. */
    emailChangeProposal: ['account', 'email-change-proposal'],
  },
  admin: {
    contactRequests: ['admin', 'contact-requests'],
    /** The signed-in administrator (GET /admin/admins/get/me). */
    me: ['admin', 'me'],
    admins: {
      all: ['admin', 'admins'],
      page: (listQuery: ListQuery) => ['admin', 'admins', 'page', listQuery] as const,
    },
    mails: {
      all: ['admin', 'mails'],
      page: (listQuery: ListQuery) => ['admin', 'mails', 'page', listQuery] as const,
    },
    maintenance: ['admin', 'maintenance'],
    /** The journal of staff actions (TECH), one page per filter (administrator, record) and list query. */
    audit: {
      all: ['admin', 'audit'],
      page: (filters: { actorId: string; targetId: string }, listQuery: ListQuery) => ['admin', 'audit', 'page', filters, listQuery] as const,
    },
    /** The platform's effective settings (TECH). */
    settings: ['admin', 'settings'],
    billing: {
      /** Every psychologist's bills: a new consultation price changes the open ones. */
      all: ['admin', 'billing'],
      ofPsychologist: (psychologistId: string) => ['admin', 'billing', psychologistId] as const,
    },
    companies: {
      /** Every company query, and every employee query below them: a write invalidates this. */
      all: ['admin', 'companies'],
      page: (listQuery: ListQuery) => ['admin', 'companies', 'page', listQuery] as const,
      one: (companyId: string) => ['admin', 'companies', 'one', companyId] as const,
      employees: {
        ofCompany: (companyId: string) => ['admin', 'companies', companyId, 'employees'] as const,
        list: (companyId: string) => ['admin', 'companies', companyId, 'employees', 'list'] as const,
        page: (companyId: string, listQuery: ListQuery) => ['admin', 'companies', companyId, 'employees', 'page', listQuery] as const,
      },
      /** The company's running or latest CSV import, polled while it runs. */
      latestImport: (companyId: string) => ['admin', 'companies', companyId, 'imports', 'latest'] as const,
      /** The employer's usage report (issue 25): only published figures. */
      report: (companyId: string) => ['admin', 'companies', companyId, 'report'] as const,
    },
    doctors: {
      /** Every psychologist query: a write invalidates this. */
      all: ['admin', 'doctors'],
      page: (listQuery: ListQuery) => ['admin', 'doctors', 'page', listQuery] as const,
      /** Their completed consultations (the card's count). */
      credits: (psychologistId: string) => ['admin', 'doctors', psychologistId, 'credits'] as const,
    },
  },
  employee: {
    details: ['employee', 'account-details'],
    /** Where and how the mails about appointments are sent (decision 0047). */
    mailPreferences: ['employee', 'mail-preferences'],
    meetings: ['employee', 'meetings'],
    /** « Choisir ma psychologue »: the presented psychologists of a category and mode (decision 0061). */
    psychologists: (category: PsychologistCategory | null, meetingType: MeetingType | null) => ['employee', 'psychologists', category, meetingType] as const,
    /** The open follow-up proposals (decision 0066), and one of them opened from its mail link. */
    followUps: ['employee', 'follow-ups'],
    followUp: (proposalId: string) => ['employee', 'follow-ups', proposalId] as const,
    /** The latest export of « Mes données », polled while it is prepared. */
    dataExport: ['employee', 'data-export'],
    /** The employee's waiting list entries. */
    waitingList: ['employee', 'waiting-list'],
    availableSlots: {
      all: ['employee', 'available-slots'],
      /** `presentationId`: « Choisir ma psychologue », null for « La première disponible ». */
      ofMonth: (category: PsychologistCategory | null, meetingType: MeetingType | null, month: string, presentationId: string | null = null) =>
        ['employee', 'available-slots', category, meetingType, month, presentationId] as const,
      /** Free hours to move one appointment to: its psychologist's, or the whole category's. */
      ofMove: (bookingId: string, isWholeCategory: boolean, month: string) => ['employee', 'available-slots', 'move', bookingId, isWholeCategory, month] as const,
      ofContinuation: (bookingId: string, meetingType: string, month: string) => ['employee', 'available-slots', 'continue', bookingId, meetingType, month] as const,
      /** Whether anything of a category and mode is free in the waiting list's next days (« Me prévenir »). */
      inWaitingDays: (category: PsychologistCategory | null, meetingType: MeetingType | null) => ['employee', 'available-slots', 'waiting-days', category, meetingType] as const,
    },
  },
  doctor: {
    details: ['doctor', 'account-details'],
    /** Whether the private calendar feed address is active (never the address itself). */
    calendarFeed: ['doctor', 'calendar-feed'],
    /** The presentation employees see (decision 0061). */
    presentation: ['doctor', 'presentation'],
  },
  /** What the legal pages state (publisher, host, contacts, retention periods): the server's settings. */
  legalFacts: ['legal', 'facts'],
  planning: {
    all: ['planning'],
    week: (weekStart: Date) => ['planning', 'week', weekStart.toISOString()] as const,
    /** The psychologist's bookings still waiting for an answer: under planning, so an answer refreshes it. */
    awaiting: ['planning', 'awaiting'],
    standingWeek: ['planning', 'standing-week'],
    /** Absences and public holidays close hours of the weeks: under planning, so a change refreshes the weeks too. */
    absences: ['planning', 'absences'],
    publicHolidays: (year: number) => ['planning', 'public-holidays', year] as const,
    /** The free hours a psychologist may propose as a follow-up of one consultation: under planning, as the week's hours change with it. */
    followUp: (consultationId: string) => ['planning', 'follow-up', consultationId] as const,
  },
} as const;
