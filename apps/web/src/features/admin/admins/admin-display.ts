import { dateText, monthYearText, timeText, type AdminAccount } from '@parenthese/shared';

/** Name from first and last name; the email when both are empty. */
export const adminName = (admin: Pick<AdminAccount, 'firstName' | 'lastName' | 'userMail'>) => [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.userMail;

/** The id as the spec shows it: up to the first hyphen. */
export const shortAdminId = (adminId: string) => adminId.split('-')[0];

/** 'Jamais' until the first sign-in. */
export const lastLoginText = (lastLoginAt: string | null) => (lastLoginAt ? `${dateText(lastLoginAt)} à ${timeText(lastLoginAt)}` : 'Jamais');

/** Month and year: 'novembre 2026'. */
export const creationText = (createdAt: string) => monthYearText(createdAt);
