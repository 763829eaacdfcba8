import { z } from 'zod';
import { totpCodeSchema } from './second-factor';

/*
 * An employee's rights over their data (issue 26), in « Mon compte » › « Mes données ».
 * Routes, under /api/employee-service (role EMPLOYEE):
 *   POST /employee/data/export             → { export }      asks for a new export (a job prepares it)
 *   GET  /employee/data/export             → { export|null } the latest export still offered
 *   GET  /employee/data/export/:id/download?format=json|html → the file (attachment)
 *   POST /employee/data/erase {password, code?} → { success, message }  erases the account, for good
 */

export const DATA_EXPORT_STATUSES = ['PREPARING', 'READY', 'FAILED'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];
export const DATA_EXPORT_FORMATS = ['json', 'html'] as const;
/** The media type each format is downloaded with (the API document declares the same). */
export const DATA_EXPORT_MEDIA_TYPES = { json: 'application/json', html: 'text/html' } as const satisfies Record<(typeof DATA_EXPORT_FORMATS)[number], string>;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];

export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  /** Set once READY. */
  readyAt: z.string().nullable(),
  /** READY: the download stops working at this time (DATA_EXPORT_LIFETIME_HOURS after readyAt). */
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportAnswerSchema = z.object({ export: dataExportSchema });
export type DataExportAnswer = z.infer<typeof dataExportAnswerSchema>;
export const latestDataExportAnswerSchema = z.object({ export: dataExportSchema.nullable() });
export type LatestDataExportAnswer = z.infer<typeof latestDataExportAnswerSchema>;
export const dataExportDownloadQuerySchema = z.object({ format: z.enum(DATA_EXPORT_FORMATS, { error: 'Format inconnu : json ou html' }).default('json') });

/** POST /employee/data/erase: the current password, and a code from the authenticator app when a second factor is enrolled. */
export const accountErasureRequestSchema = z.object({
  password: z.string({ error: 'Le mot de passe est requis' }).min(1, 'Le mot de passe est requis').max(256, 'Mot de passe invalide'),
  code: totpCodeSchema.optional(),
});
export type AccountErasureRequest = z.input<typeof accountErasureRequestSchema>;

export const personalDataMessages = {
  exportAlreadyPreparing: 'Un export de vos données est déjà en préparation.',
  exportNotFound: 'Export introuvable ou expiré',
  exportNotReady: "L'export n'est pas encore prêt",
  wrongPassword: 'Mot de passe incorrect',
  codeRequired: 'Saisissez le code de votre application d’authentification',
  consultationTooSoon: 'Une consultation commence dans moins d’une heure ou est en cours : vous pourrez supprimer votre compte après celle-ci.',
  erased: 'Votre compte et vos données personnelles ont été supprimés.',
  /** How an erased employee is shown wherever they appeared (psychologist's calendar, audit journal). */
  erasedAccountLabel: 'Compte supprimé',
} as const;
