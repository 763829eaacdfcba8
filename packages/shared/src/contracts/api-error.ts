import { z } from 'zod';

/** Every error the API sends: a French sentence, and per-field sentences when a field is at fault. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid('Identifiant invalide') });
