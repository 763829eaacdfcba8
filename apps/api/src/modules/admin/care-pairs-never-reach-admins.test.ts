import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisMonthKey } from '@parenthese/shared';
import { eq } from 'drizzle-orm';
import { carePairs, mailOutbox } from '../../db/schema';
import { createAdmin, createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, bookSlot, createSlot, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * Who continues with whom never reaches an administrator (decision 0060): no administration route and
 * no employer report reads `care_pairs`, and no administrator's answer carries a pair's pseudonym.
 */

const SOURCE_ROOT = resolve(__dirname, '../..');
const sourceFilesUnder = (directory: string): string[] =>
  readdirSync(directory).flatMap((name) => {
    const path = resolve(directory, name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });

/** The files a set of entry files runs, following relative value imports (a type-only import runs nothing). */
function importClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?\bfrom\s+'(\.[^']+)'/gms)) {
      const target = resolve(dirname(file), specifier);
      pending.push(existsSync(`${target}.ts`) ? `${target}.ts` : resolve(target, 'index.ts'));
    }
  }
  return seen;
}

/**
 * A file reads the pairs if it names the table (Drizzle's `carePairs`, SQL's `care_pairs`) or imports a
 * value of the care-pairs module. The schema that declares the table is not a reader.
 */
const readsCarePairs = (file: string) =>
  !relative(SOURCE_ROOT, file).startsWith('db/schema/') && /\bcarePairs\b|\bcare_pairs\b|^import\s+(?!type\b)[^;]*?from\s+'[^']*care-pairs\//ms.test(readFileSync(file, 'utf8'));

const readersAmong = (files: Set<string>) => [...files].filter(readsCarePairs).map((file) => relative(SOURCE_ROOT, file));

describe('the care pairs, statically', () => {
  // Every module answering an administrator (those registering /admin/ routes) and the employer's monthly report.
  const entries = [
    ...sourceFilesUnder(resolve(SOURCE_ROOT, 'modules/admin')),
    ...sourceFilesUnder(resolve(SOURCE_ROOT, 'modules/company-report-mail')),
    ...['second-factor', 'settings', 'contact', 'outbox'].map((module) => resolve(SOURCE_ROOT, `modules/${module}/routes.ts`)),
  ];

  it('are read by no file an administration route or the employer report runs', () => {
    const closure = importClosure(entries);
    // Not vacuous: the known administration modules, and what they run, are among the files looked at.
    const looked = [...closure].map((file) => relative(SOURCE_ROOT, file));
    for (const known of [
      'modules/admin/routes.ts',
      'modules/admin/employees/service.ts',
      'modules/admin/audit/repository.ts',
      'modules/admin/company-report/repository.ts',
      'modules/company-report-mail/company-report-mail.ts',
      'modules/outbox/repository.ts',
      'db/schema/index.ts',
    ]) {
      expect(looked, known).toContain(known);
    }
    expect(readersAmong(closure)).toEqual([]);
  });

  it('would be caught: the same search finds the psychologist’s own readers', () => {
    const readers = readersAmong(importClosure([resolve(SOURCE_ROOT, 'modules/calendar/routes.ts'), resolve(SOURCE_ROOT, 'modules/psychologist/routes.ts')]));
    expect(readers).toEqual(expect.arrayContaining(['modules/calendar/repository.ts', 'modules/care-pairs/repository.ts']));
  });
});

describe('the care pairs, in every administrator’s answer', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 240_000);
  afterAll(async () => testApp?.close());

  it('never carry a pseudonym, whichever GET route of /api/admin is read, by SITE or TECH', async () => {
    const company = await createCompany(testApp.db, { creditsAmount: 20 });
    const psychologist = await createPsychologist(testApp.db);
    const employees = await Promise.all([0, 1].map(() => createEmployee(testApp.db, { companyId: company.id, credits: 3 })));
    // Pseudonyms of letters (a drawn one of digits only could match a year by chance), which the bookings
    // then keep; two people each book the psychologist twice through the real booking, so their mails name them.
    const pseudonyms = ['ZQ7X', 'W9KR'];
    await testApp.db.insert(carePairs).values(employees.map((employee, index) => ({ employeeId: employee.id, doctorId: psychologist.id, pseudonym: pseudonyms[index] })));
    for (const [index, employee] of employees.entries()) {
      const authorization = await bearerFor(testApp, employee);
      for (const daysAhead of [5, 12]) {
        const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(daysAhead, 9 + index, testApp.clock.now()));
        const booked = await bookSlot(testApp.app, authorization, { slotId: slot.id, category: 'Psychologue clinicien', subject: 'Fatigue' });
        expect(booked.statusCode, booked.body).toBe(200);
      }
    }
    await testApp.services.deferredWork.idle();
    const leak = new RegExp(`\\b(${pseudonyms.join('|')})\\b`);
    // Not vacuous: the psychologist's mails in the outbox do carry them, so the mail view had them to show.
    const psychologistMails = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, psychologist.login));
    expect(psychologistMails.some((mail) => leak.test(mail.textBody ?? ''))).toBe(true);

    const parameters: Record<string, string> = { companyId: company.id, id: psychologist.id, month: parisMonthKey(testApp.clock.now()), importId: company.id };
    const routes = testApp.app.routeAccessTable.filter((route) => route.method === 'GET' && route.url.startsWith('/api/admin/')).map((route) => route.url);
    expect(routes).toEqual(
      expect.arrayContaining(['/api/admin/mails', '/api/admin/audit', '/api/admin/companies/:companyId/employees/get/all', '/api/admin/companies/report/:companyId', '/api/admin/doctors/get/all']),
    );
    const readers = [await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'SITE' })), await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'TECH' }))];
    const answered: string[] = [];
    for (const route of routes) {
      const url = route.replace(/:(\w+)/g, (_match, name: string) => parameters[name]);
      for (const authorization of readers) {
        const response = await testApp.app.inject({ method: 'GET', url, headers: { authorization } });
        expect(response.statusCode, `${route}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
        if (response.statusCode === 200) answered.push(route);
        expect(leak.test(response.body), route).toBe(false);
      }
    }
    // Not vacuous: the lists an administrator reads most did answer.
    expect(answered).toEqual(expect.arrayContaining(['/api/admin/mails', '/api/admin/audit', '/api/admin/companies/:companyId/employees/get/all', '/api/admin/doctors/get/all']));
    // And the same search does find a pseudonym where it belongs: the psychologist's own week.
    const week = await testApp.app.inject({
      method: 'POST',
      url: '/api/planning/load',
      headers: { authorization: await bearerFor(testApp, psychologist) },
      payload: { startDate: weekdayAt(5, 9, testApp.clock.now()).toISOString() },
    });
    expect(leak.test(week.body)).toBe(true);
  });
});
