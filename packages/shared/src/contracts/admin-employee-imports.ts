import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, personFields, personMessages } from './person-fields';
import { companyMessages } from './admin-companies';
import { EMPLOYEES_PER_FILE, employeeImportMessages, startsLikeFormula } from '../rules/employee-import';

/**
 * Admin: CSV imports of a company's employees, run as a background job (issue 24), under
 * /api/admin/companies/{companyId}/employee-imports. The file is parsed in the browser; its rows are sent.
 */

const noFormula = { message: employeeImportMessages.formula, abort: true } as const;
const isNotFormula = (value: string) => !startsLikeFormula(value);

// Names and labels refuse formulas in personFields itself (every writer); the email here.
const importLabel = personFields.label.optional().default('');

/** A work email, optional: '' or absent means none (the employee gets an identifier and a temporary password). */
const importEmail = z
  .string({ error: personMessages.email })
  .trim()
  .max(EMAIL_MAX_LENGTH, personMessages.emailTooLong)
  .refine(isNotFormula, noFormula)
  .refine((value) => value === '' || z.email().safeParse(value).success, personMessages.email)
  .transform((value) => (value === '' ? null : value.toLowerCase()))
  .nullish()
  .transform((value) => value ?? null);

/** One row of an import file; `line` is its line in the file, only for the sentences that name it. */
export const employeeImportRowSchema = z.object({
  line: z.number().int().min(1).max(1_000_000).optional(),
  firstName: personFields.firstName,
  lastName: personFields.lastName,
  service: importLabel,
  job: importLabel,
  email: importEmail,
});
export type EmployeeImportRow = z.input<typeof employeeImportRowSchema>;
export type EmployeeImportRowValues = z.output<typeof employeeImportRowSchema>;

/**
 * POST /admin/companies/{companyId}/employee-imports: every row of the file (its hash says whether it
 * was imported already), the indexes of the rows the administrator dropped (duplicates), and whether
 * the administrator confirmed importing a file again.
 */
export const employeeImportStartRequestSchema = z.object({
  rows: z.array(employeeImportRowSchema, { error: employeeImportMessages.noRow }).min(1, employeeImportMessages.noRow).max(EMPLOYEES_PER_FILE, employeeImportMessages.tooManyRows),
  droppedRows: z
    .array(z.number().int().min(0).max(EMPLOYEES_PER_FILE), { error: employeeImportMessages.droppedRowUnknown })
    .max(EMPLOYEES_PER_FILE, employeeImportMessages.droppedRowUnknown)
    .optional()
    .default([]),
  isReimportConfirmed: z.boolean().optional().default(false),
});
export type EmployeeImportStartRequest = z.input<typeof employeeImportStartRequestSchema>;

/** What the preview asks the server about (unchecked rows too: each answer names rows by index). */
const checkedRowSchema = z.object({
  firstName: z.string().max(PERSON_NAME_MAX_LENGTH * 4),
  lastName: z.string().max(PERSON_NAME_MAX_LENGTH * 4),
  service: z.string().max(400).optional().default(''),
  email: z
    .string()
    .max(EMAIL_MAX_LENGTH * 2)
    .nullish(),
});

/** POST /admin/companies/{companyId}/employee-imports/check */
export const employeeImportCheckRequestSchema = z.object({
  rows: z.array(checkedRowSchema).max(EMPLOYEES_PER_FILE, employeeImportMessages.tooManyRows),
});
export type EmployeeImportCheckRequest = z.input<typeof employeeImportCheckRequestSchema>;

/**
 * The rows that match an employee of the company (same names, and same email or service), and those
 * whose email an account already has. Indexes only: nothing about the other accounts.
 */
export const employeeImportCheckResponseSchema = z.object({
  existingEmployeeRows: z.array(z.number().int()),
  takenEmailRows: z.array(z.number().int()),
});
export type EmployeeImportCheckResponse = z.infer<typeof employeeImportCheckResponseSchema>;

/**
 * POST /admin/companies/{companyId}/employee-imports/xlsx-rows (multipart, field `file`): the first
 * worksheet of an .xlsx read on the server, its non-blank rows as text with their row number, header
 * first: what the browser's CSV parser gives, so the same checks and preview follow (issue 34 item 14).
 */
export const employeeSpreadsheetRowsSchema = z.object({
  rows: z.array(z.object({ line: z.number().int().min(1), cells: z.array(z.string()) })),
});
export type EmployeeSpreadsheetRows = z.infer<typeof employeeSpreadsheetRowsSchema>;

export const EMPLOYEE_IMPORT_STATUSES = ['RUNNING', 'COMPLETED', 'FAILED'] as const;
export type EmployeeImportStatus = (typeof EMPLOYEE_IMPORT_STATUSES)[number];

/** An import as its progress is polled. */
export const employeeImportSchema = z.object({
  importId: z.string(),
  companyId: z.string(),
  status: z.enum(EMPLOYEE_IMPORT_STATUSES),
  /** Rows to create (the file's rows but the dropped ones). */
  totalCount: z.number().int(),
  createdCount: z.number().int(),
  /** Of the created, those with an email: invited rather than given a temporary password. */
  invitedCount: z.number().int(),
  /** Rows the administrator dropped (duplicates). */
  skippedCount: z.number().int(),
  failureReason: z.string().nullable(),
  /** The summary (identifiers and temporary passwords) can be downloaded, once. */
  isSummaryAvailable: z.boolean(),
  /** The summary was never downloaded and the nightly retention erased it, its temporary passwords expired. */
  isSummaryErased: z.boolean(),
  /** Running, and its server was lost: taken over (or about to be) by another, from its last committed chunk. */
  isResuming: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type EmployeeImport = z.infer<typeof employeeImportSchema>;

/** GET /admin/companies/{companyId}/employee-imports/latest: the running import, or the last one. */
export const latestEmployeeImportResponseSchema = z.object({ employeeImport: employeeImportSchema.nullable() });
export type LatestEmployeeImportResponse = z.infer<typeof latestEmployeeImportResponseSchema>;

export const employeeImportParamsSchema = z.object({
  companyId: z.uuid(companyMessages.notFound),
  importId: z.uuid(employeeImportMessages.notFound),
});
