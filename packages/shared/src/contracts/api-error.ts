import { z } from 'zod';
import { API_ERROR_CODES } from './api-error-codes';

/**
 * Every error the API sends: a stable code for clients to decide on (api-error-codes.ts), a French
 * sentence to show, and per-field sentences when a field is at fault.
 */
export const apiErrorSchema = z.object({
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid('Identifiant invalide') });
