import { z } from 'zod';
import { contactEmailField } from './person-fields';
import { pendingEmailChangeFieldSchema } from './email-change';

/** GET /api/employee-service/employee/account/details */
export const employeeAccountDetailsSchema = z.object({
  mail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  username: z.string(),
  availableCredits: z.number().int(),
  creditsFromCompany: z.number().int(),
  companyName: z.string(),
  service: z.string(),
  job: z.string(),
  /** A sign-in email change waiting for the link mailed to the new address. */
  pendingEmailChange: pendingEmailChangeFieldSchema,
});
export type EmployeeAccountDetails = z.infer<typeof employeeAccountDetailsSchema>;

/** GET and PUT /api/employee-service/employee/account/mail-preferences (decision 0047). */
export const employeeMailPreferencesSchema = z.object({
  /** The personal address the mails about appointments go to; null: the sign-in email. */
  contactEmail: z.string().nullable(),
  /** An address waiting for its owner to follow the link mailed to it. */
  pendingContactEmail: z.string().nullable(),
  /** False: every mail about the employee's use reads « Parenthèse : un message pour vous ». */
  isDetailedSubject: z.boolean(),
});
export type EmployeeMailPreferences = z.infer<typeof employeeMailPreferencesSchema>;

/** A new personal address is mailed a link and used once it is followed; '' removes the address (and any waiting one). */
export const employeeMailPreferencesUpdateSchema = z.object({
  contactEmail: contactEmailField,
  isDetailedSubject: z.boolean({ error: 'Choix invalide' }),
});
export type EmployeeMailPreferencesUpdate = z.infer<typeof employeeMailPreferencesUpdateSchema>;

/** POST /api/account/contact-email/confirm/{contactEmailToken}: the link mailed to the personal address. */
export const contactEmailTokenParamsSchema = z.object({
  contactEmailToken: z
    .string()
    .min(16, 'Lien invalide')
    .max(128, 'Lien invalide')
    .regex(/^[A-Za-z0-9_-]+$/, 'Lien invalide'),
});

export const contactEmailMessages = {
  linkSent: 'Un lien de confirmation a été envoyé à votre adresse personnelle : elle sera utilisée dès que vous l’aurez suivi.',
  saved: 'Vos préférences de messages sont enregistrées.',
  confirmed: 'Votre adresse personnelle est confirmée : nos messages y seront envoyés.',
  invalidLink: 'Ce lien est invalide ou a expiré. Saisissez de nouveau votre adresse personnelle dans votre profil.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  sameAsSignIn: 'Cette adresse est déjà votre identifiant de connexion : laissez le champ vide pour l’utiliser.',
} as const;
