import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createTestApp } from '../../../test/support/test-app';
import { pgliteDirectory, restoreBackup } from './backups';

const KEY = 'une-clé-de-sauvegarde-assez-longue';
const directories: string[] = [];
const temporaryDirectory = (name: string) => {
  const directory = mkdtempSync(path.join(tmpdir(), `parenthese-${name}-`));
  directories.push(directory);
  return directory;
};
afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

/**
 * PGlite's backup is taken from the running database (decision 0069): while transactions keep
 * committing, the backup must hold each of them wholly or not at all. On PostgreSQL this is pg_dump's
 * own guarantee (one snapshot for the whole dump), so the test runs on PGlite only.
 */
describe.runIf(process.env.TEST_DB !== 'postgres')('an online PGlite backup', () => {
  it('holds each transaction committed before it wholly, none half, while writes go on', async () => {
    const dataDir = temporaryDirectory('online-backup');
    const testApp = await createTestApp({ dataDir, backup: { key: KEY, directory: path.join(dataDir, 'backups'), keep: 14 } }, { database: { dataDir } });
    try {
      await testApp.db.execute(sql`create table backup_pairs (n int not null, side text not null)`);
      // Each transaction writes two rows with a pause between them, as a booking writes its slot and its ledger row.
      let isWriting = true;
      let committed = 0;
      const writer = (async () => {
        for (let n = 0; isWriting; n += 1) {
          await testApp.db.transaction(async (tx) => {
            await tx.execute(sql`insert into backup_pairs values (${n}, 'a')`);
            await new Promise((resolve) => setTimeout(resolve, 1));
            await tx.execute(sql`insert into backup_pairs values (${n}, 'b')`);
          });
          committed = n + 1;
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const committedBefore = committed;
      const { path: file } = await testApp.services.databaseBackups.makeOne();
      isWriting = false;
      await writer;

      const target = temporaryDirectory('online-restore');
      await restoreBackup({ file, key: KEY, dataDir: target, databaseUrl: undefined, force: false });
      const restored = new PGlite(pgliteDirectory(target), { extensions: { pg_trgm } });
      try {
        const pairs = (await restored.query<{ n: number; rows: number }>('select n, count(*)::int as rows from backup_pairs group by n order by n')).rows;
        expect(pairs.length).toBeGreaterThanOrEqual(Math.max(1, committedBefore));
        expect(pairs.filter((pair) => pair.rows !== 2)).toEqual([]);
        // No gap: the backup is the database as it was at one moment.
        expect(pairs.map((pair) => pair.n)).toEqual(pairs.map((_pair, index) => index));
      } finally {
        await restored.close();
      }
    } finally {
      await testApp.close();
    }
  }, 120_000);
});
