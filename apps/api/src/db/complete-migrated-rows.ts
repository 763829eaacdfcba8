import { and, asc, eq, isNull } from 'drizzle-orm';
import { companyNameKey } from '@parenthese/shared';
import type { Executor } from './client';
import { companies } from './schema';
import { isUniqueViolation } from '../lib/database-errors';

/**
 * Gives every company without one its name key, oldest first (decision 0032). The key is computed by the
 * shared rule (any-ascii), which SQL cannot repeat, so migration 0022 adds the column and its unique index
 * and this runs after the migrations at every start: it fills the rows that existed before, and those a
 * script wrote in SQL (bench/seed-scale). A company named like an older one keeps no key: it stays as
 * it is, and the next change of its name must make it unique. Returns the ids of those companies.
 */
export async function fillMissingCompanyNameKeys(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(isNull(companies.nameKey)).orderBy(asc(companies.createdAt), asc(companies.id));
  const namedAlike: string[] = [];
  for (const row of rows) {
    try {
      await db
        .update(companies)
        .set({ nameKey: companyNameKey(row.name) })
        .where(and(eq(companies.id, row.id), isNull(companies.nameKey)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      namedAlike.push(row.id);
    }
  }
  return namedAlike;
}

/** What the migrations cannot compute in SQL, filled after them at every start: the companies' name keys (decision 0032). */
export async function completeMigratedRows(db: Executor) {
  const namedAlike = await fillMissingCompanyNameKeys(db);
  if (namedAlike.length > 0) console.warn(`Entreprises portant le nom d'une entreprise plus ancienne (à renommer) : ${namedAlike.join(', ')}`);
}
