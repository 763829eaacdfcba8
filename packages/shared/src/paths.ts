import type { AdminPermission } from './rules/admin-permissions';

/**
 * The admin area's sections (spec section 2, `?view=`): companies is the default and the fallback.
 * 'demo-requests' lists what visitors sent from /contact, 'audit' the staff's actions (TECH only);
 * neither is in the spec's menu. 'account' is the administrator's « Mon compte » (open sessions).
 */
export const ADMIN_VIEWS = ['companies', 'psychologists', 'admins', 'super-admin', 'demo-requests', 'audit', 'account'] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];

/** Each section's name: its navigation entry and its page title (« Entreprises – Administration »). */
export const ADMIN_VIEW_LABELS: Record<AdminView, string> = {
  companies: 'Entreprises',
  psychologists: 'Psychologues',
  admins: 'Administrateurs',
  'super-admin': 'Super Admin',
  'demo-requests': 'Demandes de démo',
  audit: "Journal d'audit",
  account: 'Mon compte',
};

/**
 * The sections only some administrators open, with the permission they need (the Super Admin entry shows only
 * to a TECH administrator, spec section 2): the navigation hides them from the others, and the server refuses
 * their reads.
 */
export const ADMIN_VIEW_PERMISSIONS: Partial<Record<AdminView, AdminPermission>> = { 'super-admin': 'mails:read', audit: 'audit:read' };

/**
 * The browser of a TECH administrator says so in this cookie, so that the server sends the sections every
 * administrator opens with the TECH navigation's shell (7 entries, not 5: on a phone, one more line that would
 * push the page down once the role is known). A display hint, never read for access; the web app sets it once
 * it knows the administrator's role and clears it at sign-out.
 */
export const ADMIN_SHELL_COOKIE = 'parenthese_admin_shell';
/** The server's table key of the TECH administrator's shell of a page (apps/web/build/prerender.ts writes it). */
export const techAdminShellKey = (pageKey: string) => `TECH ${pageKey}`;

/**
 * Every page of the web app's route table (spec section 2), named once: the router, menus, links,
 * guards and the server's mail links build their addresses from here. Parameterised pages are
 * functions; their router patterns are in `routePatterns`.
 */
export const paths = {
  home: '/',
  index: '/index',
  contact: '/contact',
  /** The pages the law expects (issue 26), linked from every page's footer. */
  privacy: '/confidentialite',
  legalNotice: '/mentions-legales',
  accessibility: '/accessibilite',
  termsOfUse: '/conditions-utilisation',
  /** Without a token: the page says the link is invalid. */
  resetPasswordWithoutToken: '/reset-password',
  resetPassword: (resetToken: string) => `/reset-password/${encodeURIComponent(resetToken)}`,
  /** Mailed to the new address of a sign-in email change: following it completes the change. */
  confirmEmailChange: (emailChangeToken: string) => `/confirm-email/${encodeURIComponent(emailChangeToken)}`,
  /** Mailed to the current address of a sign-in email change: following it cancels the change. */
  refuseEmailChange: (emailChangeToken: string) => `/refuse-email-change/${encodeURIComponent(emailChangeToken)}`,
  /** Mailed to the owner of an account whose second-factor reset a TECH administrator asked: following it lets them refuse it. */
  refuseSecondFactorReset: (resetToken: string) => `/refuse-second-factor-reset/${encodeURIComponent(resetToken)}`,
  /** Mailed to the former address once a change is done: following it (a click posts) undoes the change. */
  undoEmailChange: (emailChangeToken: string) => `/undo-email-change/${encodeURIComponent(emailChangeToken)}`,
  /** Mailed to the personal address an employee gave for their mails: following it (a click posts) puts it in use. */
  confirmContactEmail: (contactEmailToken: string) => `/confirm-contact-email/${encodeURIComponent(contactEmailToken)}`,
  firstConnection: '/first-connection',
  /** Mailed to an invited employee: the first connection with the work email already filled (issue 24). */
  acceptInvitation: (invitationToken: string) => `/invitation/${encodeURIComponent(invitationToken)}`,
  admin: '/account/admin',
  adminView: (view: AdminView) => `/account/admin?view=${view}`,
  psychologistBilling: (psychologistId: string) => `/account/admin/${encodeURIComponent(psychologistId)}`,
  psyProfile: '/account/psy/profile',
  psyCalendar: '/account/psy/calendar',
  psyWorkingHours: '/account/psy/working-hours',
  /** The booking flow has two addresses (same screen); the menus use `employeeBooking`. */
  employeeHome: '/account/employee',
  employeeBooking: '/employee/appointment',
  employeeProfile: '/account/employee/profile',
  employeeConsultations: '/account/employee/appointments',
  /** Mailed to a waiting employee (the waiting list): following it, signed in, books the freed slot. */
  waitingListOffer: (offerToken: string) => `/employee/waiting-list/${encodeURIComponent(offerToken)}`,
  /** The mail link of a follow-up proposal: « Mes rendez-vous » opens it. */
  employeeFollowUp: (proposalId: string) => `/account/employee/appointments?suivi=${encodeURIComponent(proposalId)}`,
} as const;

/** The router's patterns of the parameterised pages, beside the builders above. */
export const routePatterns = {
  resetPassword: '/reset-password/:resetToken',
  confirmEmailChange: '/confirm-email/:emailChangeToken',
  refuseEmailChange: '/refuse-email-change/:emailChangeToken',
  refuseSecondFactorReset: '/refuse-second-factor-reset/:resetToken',
  undoEmailChange: '/undo-email-change/:emailChangeToken',
  acceptInvitation: '/invitation/:invitationToken',
  confirmContactEmail: '/confirm-contact-email/:contactEmailToken',
  psychologistBilling: '/account/admin/:psychologistId',
  waitingListOffer: '/employee/waiting-list/:offerToken',
} as const;

/** A route pattern's segments: `:name` stands for any one segment. */
const pagePatterns = [...Object.values(paths).filter((page): page is Extract<(typeof paths)[keyof typeof paths], string> => typeof page === 'string'), ...Object.values(routePatterns)].map((pattern) =>
  pattern.split('/').filter(Boolean),
);

/**
 * Whether a path is one of the web app's pages, as its router matches them (letter case and a final slash
 * ignored): the server answers any other address 404 with the not-found page, not 200.
 */
export function isWebAppPage(pathname: string): boolean {
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return pagePatterns.some((pattern) => pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]));
}
