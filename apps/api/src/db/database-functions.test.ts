import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { migrationsFolder, type Executor } from './client';
import { applyDatabaseFunctions, readDatabaseFunctions } from './database-functions';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const functions = readDatabaseFunctions();
/** What PostgreSQL keeps of a function (pg_proc.prosrc): the text between its dollar quotes. */
const bodyOf = (text: string) => text.slice(text.indexOf('$$') + 2, text.lastIndexOf('$$'));

describe('the SQL functions of db/functions (decision 0083)', () => {
  it('are each one CREATE OR REPLACE FUNCTION named as its file', () => {
    expect(functions.map(({ name }) => name)).toContain('book_consultation.sql');
    for (const { name, text } of functions) {
      const definitions = [...text.matchAll(/^CREATE (?:OR REPLACE )?FUNCTION (\w+)\(/gim)].map((match) => match[1]);
      expect(definitions, name).toEqual([path.basename(name, '.sql')]);
      expect(text, name).toMatch(/^CREATE OR REPLACE FUNCTION/m);
    }
  });

  it('are written by no migration: a change is a diff of the function file, not a new copy', () => {
    const names = functions.map(({ name }) => path.basename(name, '.sql'));
    const copies = readdirSync(migrationsFolder)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) =>
        [...readFileSync(path.join(migrationsFolder, file), 'utf8').matchAll(/^CREATE (?:OR REPLACE )?FUNCTION (\w+)\(/gim)]
          .map((match) => match[1])
          .filter((name) => names.includes(name))
          .map((name) => `${file}: ${name}`),
      );
    expect(copies).toEqual([]);
  });

  it('are what the migrated database runs, one of each name', async () => {
    for (const { name, text } of functions) {
      const { rows } = await testApp.db.execute<{ source: string }>(sql`
        select p.prosrc as source from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = ${path.basename(name, '.sql')}`);
      expect(rows, name).toEqual([{ source: bodyOf(text) }]);
    }
  });
});

// PostgreSQL only (the api-postgres project): PGlite is one process's, so no two processes meet on it.
describe.runIf(process.env.TEST_DB === 'postgres')('the SQL functions written by several processes starting at once', () => {
  it('are written by each in turn, none refused', async () => {
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: testApp.databaseUrl, max: 1 }));
    try {
      // Each process's start, several times over, so that two writes of one function meet.
      for (let round = 0; round < 5; round += 1) {
        const outcomes = await Promise.allSettled(pools.map((pool) => applyDatabaseFunctions(drizzle(pool) as unknown as Executor)));
        expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      }
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});
