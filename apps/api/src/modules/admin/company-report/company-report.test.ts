import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companyMessages, lastClosedMonthAt, parisDateTime, shiftMonthKey, type CompanyReport } from '@parenthese/shared';
import { companies, companyReportRecords, meetings, users } from '../../../db/schema';
import { seedDemoWorld } from '../../demo-world/demo-seed';
import { createAdmin, createCompany, createPsychologist, createEmployee } from '../../../../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../../../../test/support/consultations';
import { insertMeetings, insertReportEmployees, monthUsage } from '../../../../test/support/company-report';
import { createTestApp, TEST_CLOCK_START, type TestApp } from '../../../../test/support/test-app';
import { freezeClosedMonths } from './month-freezing';
import { publishFrozenMonths } from './presenter';
import { listFrozenRecords } from './repository';
import { createEmployeeKeyer } from './report-records';
import { loadCompanyReport } from './service';

let testApp: TestApp;
let techAuthorization: string;
const lastClosedMonth = lastClosedMonthAt(TEST_CLOCK_START);

/** The instant a Paris month starts, plus `days` days. */
function inMonth(month: string, days = 0): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(parisDateTime(year, monthNumber, 1).getTime() + days * 86_400_000);
}

async function getReport(companyId: string, authorization = techAuthorization) {
  return testApp.app.inject({ method: 'GET', url: `/api/admin/companies/report/${companyId}`, headers: { authorization } });
}

async function reportOf(companyId: string): Promise<CompanyReport> {
  const response = await getReport(companyId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A company created at `createdAt` with `count` employees created then. */
async function companyWithEmployees(count: number, createdAt = inMonth(shiftMonthKey(lastClosedMonth, -1)), creditsAmount = 100) {
  const company = await createCompany(testApp.db, { createdAt, creditsAmount });
  const employeeIds = await insertReportEmployees(testApp.db, { companyId: company.id, count, createdAt });
  // Psychologists of its own: the bookings of two companies never claim the same slot.
  const psychologistIds = await Promise.all([1, 2, 3, 4].map(async () => (await createPsychologist(testApp.db)).id));
  return { companyId: company.id, employeeIds, psychologistIds };
}

/** Every figure of a JSON value, as [path, figure]. */
function figuresIn(value: unknown, path = '$'): [string, { suppressed: boolean }][] {
  if (value === null || typeof value !== 'object') return [];
  if ('suppressed' in value) return [[path, value as { suppressed: boolean }]];
  return Object.entries(value).flatMap(([key, field]) => figuresIn(field, `${path}.${key}`));
}

const monthPeriod = (report: CompanyReport, month: string) => report.consultations.find((period) => period.period.level === 'month' && period.period.months[0] === month);

beforeAll(async () => {
  testApp = await createTestApp();
  // The demo world is written only into an empty database: first.
  expect(await seedDemoWorld(testApp.db, testApp.config, testApp.clock.now())).toBe(true);
  techAuthorization = await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'TECH' }));
});
afterAll(async () => testApp?.close());

describe('GET /api/admin/companies/report/:companyId', () => {
  it('opens to SITE and TECH administrators only', async () => {
    const { companyId } = await companyWithEmployees(1);
    const employee = await createEmployee(testApp.db, { companyId });
    const psychologist = await createPsychologist(testApp.db);
    expect((await getReport(companyId, await bearerFor(testApp, await createAdmin(testApp.db, { adminRole: 'SITE' })))).statusCode).toBe(200);
    expect((await getReport(companyId)).statusCode).toBe(200);
    expect((await getReport(companyId, await bearerFor(testApp, employee))).statusCode).toBe(403);
    expect((await getReport(companyId, await bearerFor(testApp, psychologist))).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/admin/companies/report/${companyId}` })).statusCode).toBe(401);
  });

  it("answers an unknown company, or one deleted since a report was computed, with the companies' French 404 (and null to the mail)", async () => {
    const { companyId, employeeIds, psychologistIds } = await companyWithEmployees(12);
    await insertMeetings(testApp.db, monthUsage({ month: lastClosedMonth, employeeIds, psychologistIds, consultingEmployees: 12 }));
    expect(await loadCompanyReport(testApp.services, companyId, testApp.clock.now())).not.toBeNull();
    await testApp.db.delete(companies).where(eq(companies.id, companyId));
    expect(await loadCompanyReport(testApp.services, companyId, testApp.clock.now())).toBeNull();
    const response = await getReport(companyId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(companyMessages.notFound);
    // The frozen records went with the company.
    expect(await testApp.db.select().from(companyReportRecords).where(eq(companyReportRecords.companyId, companyId))).toEqual([]);
    expect((await getReport('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getReport('pas-un-identifiant')).statusCode).toBe(400);
  });

  it('shows the demo company almost entirely as « moins de 10 »: three employees, one past consultation', async () => {
    const [demo] = await testApp.db.select().from(companies).where(eq(companies.name, 'Entreprise Démo'));
    const report = await reportOf(demo.id);
    expect(report.consultations).toEqual([]);
    expect(report.ratings).toEqual([]);
    expect(report.employees).toBeNull();
    expect(report.trend).toHaveLength(12);
    expect(figuresIn(report).every(([, figure]) => figure.suppressed)).toBe(true);
    // Only the employer's own purchase is a figure: what its three employees spent is « moins de 10 ».
    expect(report.credits).toEqual({ granted: demo.creditsGranted, remaining: { suppressed: true }, used: { suppressed: true }, exhaustionMonth: null });
  });

  it('publishes every figure of a 500-employee company with enough usage each month, and carries no day, name, motive or employee id', async () => {
    const firstMonth = shiftMonthKey(lastClosedMonth, -11);
    const { companyId, employeeIds, psychologistIds } = await companyWithEmployees(500, inMonth(firstMonth), 2640);
    for (const [index, month] of Array.from({ length: 12 }, (_, offset) => shiftMonthKey(firstMonth, offset)).entries()) {
      await insertMeetings(testApp.db, monthUsage({ month, employeeIds, psychologistIds, consultingEmployees: 240, offset: index * 53 }));
    }
    const response = await getReport(companyId);
    expect(response.statusCode).toBe(200);
    const report: CompanyReport = response.json();
    expect(figuresIn(report).filter(([, figure]) => figure.suppressed)).toEqual([]);
    expect(report.consultations.map((period) => period.period)).toEqual(report.trend.map(({ month }) => ({ level: 'month', months: [month] })));
    expect(report.consultations.every((period) => period.total.suppressed === false && period.total.value === 240)).toBe(true);
    expect(report.consultations[0].status).toEqual({
      HELD: { suppressed: false, value: 60 },
      CANCELLED_ON_TIME: { suppressed: false, value: 60 },
      CANCELLED_LATE: { suppressed: false, value: 60 },
      CANCELLED_BY_PSYCHOLOGIST: { suppressed: false, value: 60 },
    });
    expect(report.ratings).toHaveLength(12);
    expect(report.ratings[0].average).toEqual({ suppressed: false, value: 3 });
    expect(report.trend.at(-1)).toEqual({ month: lastClosedMonth, isBeforeCompany: false, consultations: { suppressed: false, value: 240 }, held: { suppressed: false, value: 60 } });
    expect(report.employees).toEqual({
      asOf: lastClosedMonth,
      registered: { suppressed: false, value: 500 },
      activated: { suppressed: false, value: 334 },
      notActivated: { suppressed: false, value: 166 },
    });
    // 120 credits a month (held and cancelled late) over 12 published months: 1,440 used of 2,640, 1,200 left,
    // ten months from the running one.
    expect(report.credits).toEqual({ granted: 2640, remaining: { suppressed: false, value: 1200 }, used: { suppressed: false, value: 1440 }, exhaustionMonth: shiftMonthKey(lastClosedMonth, 11) });

    const keys = (await testApp.db.select().from(companyReportRecords).where(eq(companyReportRecords.companyId, companyId))).flatMap((row) => row.records.map((record) => record.employeeKey));
    expect(keys.length).toBeGreaterThan(500);
    const body = response.body;
    for (const secret of [...employeeIds, ...keys.slice(0, 50), 'Léa', 'Moreau', 'rapport.', 'Motif', ...psychologistIds]) expect(body).not.toContain(secret);
    expect(body).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it.each([0, 1, 9, 10, 11])('publishes the month of %i consulting employees alone only from 10', async (consulting) => {
    const { companyId, employeeIds, psychologistIds } = await companyWithEmployees(Math.max(consulting, 1));
    await insertMeetings(testApp.db, monthUsage({ month: lastClosedMonth, employeeIds, psychologistIds, consultingEmployees: consulting }));
    const report = await reportOf(companyId);
    const trendPoint = report.trend.at(-1)!;
    if (consulting < 10) {
      expect(monthPeriod(report, lastClosedMonth)).toBeUndefined();
      expect(trendPoint.consultations).toEqual({ suppressed: true });
    } else {
      expect(monthPeriod(report, lastClosedMonth)?.total).toEqual({ suppressed: false, value: consulting });
      expect(trendPoint.consultations).toEqual({ suppressed: false, value: consulting });
    }
  });

  it('starts the history of a company created mid-month at that month, and has none for one created this month', async () => {
    const { companyId, employeeIds, psychologistIds } = await companyWithEmployees(12, inMonth(lastClosedMonth, 14));
    const rows = monthUsage({ month: lastClosedMonth, employeeIds, psychologistIds, consultingEmployees: 12 }).map((row) => ({
      ...row,
      startsAt: new Date(row.startsAt!.getTime() + 15 * 86_400_000),
      endsAt: new Date(row.endsAt!.getTime() + 15 * 86_400_000),
    }));
    await insertMeetings(testApp.db, rows);
    const report = await reportOf(companyId);
    expect(report.consultations.map((period) => period.period)).toEqual([{ level: 'month', months: [lastClosedMonth] }]);
    const frozen = await testApp.db.selectDistinct({ month: companyReportRecords.month }).from(companyReportRecords).where(eq(companyReportRecords.companyId, companyId));
    expect(frozen).toEqual([{ month: lastClosedMonth }]);
    expect(report.employees?.registered).toEqual({ suppressed: false, value: 12 });

    const created = await createCompany(testApp.db);
    await createEmployee(testApp.db, { companyId: created.id });
    const fresh = await reportOf(created.id);
    expect({ consultations: fresh.consultations, ratings: fresh.ratings, employees: fresh.employees }).toEqual({ consultations: [], ratings: [], employees: null });
  });

  it('moves no credit figure after a booking in the running month: used and remaining come from closed months only', async () => {
    const { companyId, employeeIds, psychologistIds } = await companyWithEmployees(12, inMonth(shiftMonthKey(lastClosedMonth, -1)), 500);
    await insertMeetings(testApp.db, monthUsage({ month: lastClosedMonth, employeeIds, psychologistIds, consultingEmployees: 12 }));
    const employee = await createEmployee(testApp.db, { companyId });
    const before = await reportOf(companyId);
    // Twelve consulting employees publish the month; its held and late-cancelled cells are each below 10.
    expect(monthPeriod(before, lastClosedMonth)?.total).toEqual({ suppressed: false, value: 12 });
    await createBookedConsultation(testApp.db, { doctorId: psychologistIds[0], employee, startsAt: weekdayAt(3, 10, testApp.clock.now()) });
    const [pool] = await testApp.db.select({ creditsAmount: companies.creditsAmount }).from(companies).where(eq(companies.id, companyId));
    expect(pool.creditsAmount).toBe(499);
    const after = await reportOf(companyId);
    expect(after.credits).toEqual(before.credits);
    expect(after.credits).toEqual({ granted: 500, used: { suppressed: true }, remaining: { suppressed: true }, exhaustionMonth: null });
  });

  it('keeps a published month as frozen when an employee is deleted afterwards', async () => {
    const { companyId, employeeIds, psychologistIds } = await companyWithEmployees(10);
    await insertMeetings(testApp.db, monthUsage({ month: lastClosedMonth, employeeIds, psychologistIds, consultingEmployees: 10 }));
    const before = await reportOf(companyId);
    expect(monthPeriod(before, lastClosedMonth)?.total).toEqual({ suppressed: false, value: 10 });
    await testApp.db.delete(users).where(eq(users.id, employeeIds[0]));
    const after = await reportOf(companyId);
    expect(after.consultations).toEqual(before.consultations);
    expect(after.employees).toEqual(before.employees);
    // From the frozen records themselves, not from the figures kept between two calls.
    expect(publishFrozenMonths(await listFrozenRecords(testApp.db, companyId), lastClosedMonth).consultations).toEqual(before.consultations);
  });
});

describe('the frozen months', () => {
  it("counts a booking without one of the four categories in its psychologist's (read through SQL on both databases)", async () => {
    const { companyId, employeeIds } = await companyWithEmployees(3);
    const psychologist = await createPsychologist(testApp.db, { categories: ['Psychologue social', 'Neuropsychologue'] });
    const rows = monthUsage({ month: lastClosedMonth, employeeIds, psychologistIds: [psychologist.id], consultingEmployees: 3 });
    await insertMeetings(testApp.db, [{ ...rows[0], category: null }, { ...rows[1], category: 'Ancienne catégorie' }, rows[2]]);
    await reportOf(companyId);
    const [frozen] = await testApp.db
      .select()
      .from(companyReportRecords)
      .where(sql`${companyReportRecords.companyId} = ${companyId} and ${companyReportRecords.kind} = 'consultation' and ${companyReportRecords.month} = ${lastClosedMonth}`);
    expect(frozen.records.map((record) => record.cells.category).sort()).toEqual([rows[2].category, 'Psychologue social', 'Psychologue social'].sort());
  });

  it('counts a rating in the month it is given: a late one never changes a frozen month', async () => {
    const month = shiftMonthKey(lastClosedMonth, -1);
    const { companyId, employeeIds, psychologistIds } = await companyWithEmployees(12, inMonth(month));
    await insertMeetings(testApp.db, monthUsage({ month, employeeIds, psychologistIds, consultingEmployees: 12, rated: false }));
    const first = await loadCompanyReport(testApp.services, companyId, inMonth(lastClosedMonth, 3));
    expect(first?.ratings).toEqual([]);

    // Every held consultation rated in the next month, and one rating written back into the frozen month.
    await testApp.db.execute(
      sql`update meetings set rating = 4, rated_at = ${inMonth(lastClosedMonth, 5).toISOString()}::timestamptz where employee_id in (select user_id from employees where company_id = ${companyId}) and status = 'BOOKED'`,
    );
    await testApp.db.insert(meetings).values(
      monthUsage({ month, employeeIds, psychologistIds, consultingEmployees: 1 }).map((row) => ({
        ...row,
        startsAt: inMonth(month, 20),
        endsAt: inMonth(month, 20.05),
        ratedAt: inMonth(month, 21),
        rating: 1,
      })),
    );
    const sameMonth = await loadCompanyReport(testApp.services, companyId, inMonth(lastClosedMonth, 20));
    expect(sameMonth?.ratings).toEqual([]);
    const later = await loadCompanyReport(testApp.services, companyId, inMonth(shiftMonthKey(lastClosedMonth, 1), 3));
    expect(later?.consultations).toEqual(first?.consultations);
    // Three held of twelve rated in lastClosedMonth: too few raters alone; none counted in the frozen month.
    expect(later?.ratings.some((period) => period.period.months.includes(month))).toBe(false);
    const [ratingRows] = await testApp.db
      .select()
      .from(companyReportRecords)
      .where(sql`${companyReportRecords.companyId} = ${companyId} and ${companyReportRecords.kind} = 'rating' and ${companyReportRecords.month} = ${lastClosedMonth}`);
    expect(ratingRows.records.map((record) => record.cells)).toEqual([{ score: '4' }, { score: '4' }, { score: '4' }]);
  });

  it('writes each month once, whether asked twice or at the same moment', async () => {
    const firstMonth = shiftMonthKey(lastClosedMonth, -2);
    const { companyId, employeeIds, psychologistIds } = await companyWithEmployees(15, inMonth(firstMonth));
    await insertMeetings(testApp.db, monthUsage({ month: firstMonth, employeeIds, psychologistIds, consultingEmployees: 15 }));
    const reports = await Promise.all([1, 2, 3, 4].map(() => loadCompanyReport(testApp.services, companyId, testApp.clock.now())));
    expect(new Set(reports.map((report) => JSON.stringify(report))).size).toBe(1);
    const { rows } = await testApp.db.execute<{ count: number; writers: number }>(
      sql`select count(*)::int as count, count(distinct xmin::text)::int as writers from company_report_records where company_id = ${companyId}`,
    );
    // Three months of consultations and ratings, the last one's employees: one transaction wrote them.
    expect(rows[0]).toEqual({ count: 7, writers: 1 });
    expect(await freezeClosedMonths(testApp.db, createEmployeeKeyer(testApp.config.dataEncryptionKey), companyId, lastClosedMonth)).toEqual([]);
  });
});
