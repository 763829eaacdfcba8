import { ensureCompiledEntries } from './compiled-entries';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './database-templates';

/**
 * Once per run, before any test file: the migrated templates the test databases start from (database-templates.ts),
 * and the compiled entry points of the tests that start the API as a process (compiled-entries.ts).
 */
export default async function setup() {
  await Promise.all([ensurePgliteTemplate(), ensureCompiledEntries()]);
  if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
}
