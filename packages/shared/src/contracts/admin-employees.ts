import { z } from 'zod';
import { pageResultSchema } from './lists';
import { EMAIL_MAX_LENGTH, personFields, personMessages } from './person-fields';
import { accountInvitationSchema } from './invitations';
import { temporaryPasswordStateFields } from '../rules/temporary-password-expiry';

/** Admin: a company's employees (spec sections 3, 5, 7 and 8), under /api/admin/companies/{companyId}/employees. */

/** What one call may create: 10 rows from the manual tab, up to 500 from a CSV file. */
export const EMPLOYEES_PER_MANUAL_BATCH = 10;
export const EMPLOYEES_PER_IMPORT = 500;

export const employeeAdminMessages = {
  noRow: 'Veuillez remplir au moins un employé avec nom et prénom',
  manualMaximum: `Maximum ${EMPLOYEES_PER_MANUAL_BATCH} employés par ajout`,
  importMaximum: `Un import contient au plus ${EMPLOYEES_PER_IMPORT} employés`,
  notFound: 'Employé introuvable',
  // No count: how many consultations an employee holds is their usage, which administrators never see.
  upcomingConsultations: "Impossible de supprimer l'employé : une consultation est encore à venir.",
  passwordChanged: 'Modifié par utilisateur',
  emailTwice: 'Cette adresse email est déjà donnée pour un autre employé de la liste',
  /** An export of a company without employees (spec section 9's toast text). */
  nothingToExport: "Il n'y a aucun employé dans cette entreprise",
} as const;

/**
 * A work email that may be left empty: empty or absent means none (the employee gets an identifier and a
 * temporary password; the output leaves it out); given, it is validated and lower-cased, and the
 * employee is invited by email.
 */
export const optionalWorkEmailSchema = z
  .string({ error: personMessages.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, personMessages.emailTooLong)
  .refine((value) => value === '' || z.email().safeParse(value).success, personMessages.email)
  .transform((value) => (value === '' ? undefined : value.toLowerCase()))
  .nullish()
  // Absent rather than null when none is given: rows without email keep their former shape.
  .transform((value) => value ?? undefined);

/** One new employee: both names required, department, position and work email optional. */
export const newEmployeeSchema = z.object({
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  service: personFields.label.optional().default(''),
  job: personFields.label.optional().default(''),
  email: optionalWorkEmailSchema,
});
export type NewEmployee = z.input<typeof newEmployeeSchema>;

/** POST /admin/companies/{companyId}/employees/create/V2: created in one transaction, or none. */
export const employeeCreateRequestSchema = z.object({
  employees: z
    .array(newEmployeeSchema, { error: employeeAdminMessages.noRow })
    .min(1, employeeAdminMessages.noRow)
    .max(EMPLOYEES_PER_IMPORT, employeeAdminMessages.importMaximum)
    .superRefine((rows, context) => {
      // One address, one account: the second row giving it is refused on its own field.
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (!row.email) return;
        if (seen.has(row.email)) context.addIssue({ code: 'custom', message: employeeAdminMessages.emailTwice, path: [index, 'email'] });
        seen.add(row.email);
      });
    }),
});
export type EmployeeCreateRequest = z.input<typeof employeeCreateRequestSchema>;

/** PUT /admin/companies/{companyId}/employees/update/{employeeId}: the work email is not edited here (it moves with its owner's link). */
export const employeeUpdateRequestSchema = newEmployeeSchema.omit({ email: true });
export type EmployeeUpdateRequest = z.input<typeof employeeUpdateRequestSchema>;

export const employeeParamsSchema = z.object({
  companyId: z.uuid('Entreprise introuvable'),
  employeeId: z.uuid(employeeAdminMessages.notFound),
});

/**
 * An employee account as administrators see it (spec field names): the account only, never its
 * usage (balance, consultations), which would tell an administrator when this employee booked.
 */
export const employeeAccountSchema = z.object({
  employeeId: z.string(),
  companyId: z.string(),
  /** Empty until the employee gives theirs at first connection. */
  mail: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /**
   * The temporary password only in the answers that issue one (creation, « Nouveau mot de passe
   * temporaire »); elsewhere empty: it is read through the audited reveal (decision 0023).
   */
  password: z.string(),
  /** A working temporary password exists and can be revealed (first connection, not expired). */
  hasTemporaryPassword: z.boolean(),
  locked: z.boolean(),
  service: z.string(),
  job: z.string(),
  isFirstConnection: z.boolean(),
  ...temporaryPasswordStateFields,
  /** The employee's invitation by email, or null for an employee created with a temporary password. */
  invitation: accountInvitationSchema.nullable(),
});
export type EmployeeAccount = z.infer<typeof employeeAccountSchema>;

/** GET .../employees/get/all without page parameters. */
export const employeeAccountListSchema = z.object({ employeeAccounts: z.array(employeeAccountSchema) });
export const employeeAccountPageSchema = pageResultSchema(employeeAccountSchema);

/** POST .../employees/{employeeId}/temporary-password/reveal: one employee's temporary password, the reveal audited. */
export const employeeTemporaryPasswordSchema = z.object({ employeeId: z.string(), password: z.string() });
export type EmployeeTemporaryPassword = z.infer<typeof employeeTemporaryPasswordSchema>;

/** POST .../employees/temporary-passwords/export: every readable temporary password of the company, for its export; one audit row. */
export const employeeTemporaryPasswordsExportSchema = z.object({ temporaryPasswords: z.array(employeeTemporaryPasswordSchema) });
export type EmployeeTemporaryPasswordsExport = z.infer<typeof employeeTemporaryPasswordsExportSchema>;

/** The created accounts, each with its temporary password to hand over, or its invitation (no password). */
export const employeeCreateResponseSchema = z.object({ employees: z.array(employeeAccountSchema) });
