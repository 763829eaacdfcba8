import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-templates';

/** Once per run, before any test file: the migrated templates the test databases start from (database-templates.ts). */
export default async function setup() {
  await ensurePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
}
