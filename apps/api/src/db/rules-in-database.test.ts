import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@parenthese/shared';
import { createCompany, createPsychologist, createEmployee } from '../../test/support/factories';
import { createBookedConsultation, ledgerBalances, weekdayAt } from '../../test/support/consultations';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { creditLedger } from './schema';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

/** The section of docs/architecture.md that names every function and trigger the migrations create. */
function documentedRules(): string {
  const doc = readFileSync(new URL('../../../../docs/architecture.md', import.meta.url), 'utf8');
  const start = doc.indexOf('## Rules that live in the database');
  expect(start, 'docs/architecture.md has a section "Rules that live in the database"').toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

/** The message a database function raised (code P0001), under Drizzle's wrapping; undefined when nothing was raised. */
async function raisedBy(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    for (let current = error as { code?: string; message?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
      if (current.code === 'P0001') return current.message;
    }
    throw error;
  }
  return undefined;
}

describe('rules that live in the database', () => {
  it('are each named in docs/architecture.md: a migration adding a function or a trigger documents it', async () => {
    // Functions and triggers of the public schema, without those an extension brings (pg_trgm's).
    const functions = await testApp.db.execute<{ name: string }>(sql`
      select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`);
    const triggers = await testApp.db.execute<{ name: string }>(sql`
      select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal`);
    const names = [...functions.rows, ...triggers.rows].map((row) => row.name);
    // The query finds what the migrations wrote (so this test cannot pass on an empty list).
    expect(names).toEqual(expect.arrayContaining(['book_consultation', 'spend_consultation_credit', 'business_time_zone', 'employees_company_counts']));
    expect(names).not.toContain('similarity');

    const section = documentedRules();
    const undocumented = names.filter((name) => !section.includes(`\`${name}\``));
    expect(undocumented, 'name each one, in backquotes, in "Rules that live in the database"').toEqual([]);
  });

  it('reckon on the shared BUSINESS_TIME_ZONE: business_time_zone() is its one SQL copy', async () => {
    const { rows } = await testApp.db.execute<{ zone: string }>(sql`select business_time_zone() as zone`);
    expect(rows).toEqual([{ zone: BUSINESS_TIME_ZONE }]);
  });

  it('spend a consultation credit only when both balances have one, with its two ledger rows', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const emptyPool = await createCompany(testApp.db, { creditsAmount: 0 });
    const employee = await createEmployee(testApp.db, { companyId: emptyPool.id, credits: 2 });
    // The pool is empty: the spend raises, and the balances and the ledger stay as they were.
    expect(
      await raisedBy(createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee: { id: employee.id, companyId: emptyPool.id }, startsAt: weekdayAt(3, 10, testApp.clock.now()) })),
    ).toBe('NO_COMPANY_CREDIT');
    expect(await ledgerBalances(testApp.db, emptyPool.id)).toMatchObject({ companyCredits: 0, employees: [{ credits: 2 }] });

    const company = await createCompany(testApp.db, { creditsAmount: 5 });
    const spender = await createEmployee(testApp.db, { companyId: company.id, credits: 1 });
    const consultation = await createBookedConsultation(testApp.db, {
      doctorId: psychologist.id,
      employee: { id: spender.id, companyId: company.id },
      startsAt: weekdayAt(3, 11, testApp.clock.now()),
    });
    expect(await ledgerBalances(testApp.db, company.id)).toEqual({ companyCredits: 4, companyLedger: 4, employees: [{ userId: spender.id, credits: 0, ledger: 0 }] });
    const rows = await testApp.db.select().from(creditLedger).where(eq(creditLedger.meetingId, consultation.id));
    expect(rows.map((row) => [row.account, row.delta, row.reason]).sort()).toEqual([
      ['COMPANY', -1, 'BOOKING'],
      ['EMPLOYEE', -1, 'BOOKING'],
    ]);

    // The employee's allowance is spent: the next one raises before touching the company.
    expect(
      await raisedBy(createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee: { id: spender.id, companyId: company.id }, startsAt: weekdayAt(3, 14, testApp.clock.now()) })),
    ).toBe('NO_EMPLOYEE_CREDIT');
    expect((await ledgerBalances(testApp.db, company.id)).companyCredits).toBe(4);
  });
});
