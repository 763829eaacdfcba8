import { z } from 'zod';

/** GET /api/admin/maintenance: real figures of the running platform. */
export const maintenanceReportSchema = z.object({
  database: z.object({ kind: z.enum(['PGlite', 'PostgreSQL']), version: z.string() }),
  migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  mails: z.object({ waiting: z.number().int(), failed: z.number().int() }),
  /** Bytes of the files under DATA_DIR/uploads (0 when the directory does not exist). */
  uploads: z.object({ bytes: z.number().int() }),
});
export type MaintenanceReport = z.infer<typeof maintenanceReportSchema>;
