import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, creditLedger, employees, meetings, secondFactors, users } from '../../db/schema';
import { decryptSecret } from '../../lib/secret-box';
import { MISSED_CONSULTATION_REPORT_DAYS, parisDateKey, parisDateTime, parisMonthKey, shiftMonthKey } from '@parenthese/shared';
import { bearerFor, ledgerBalances } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD, demoAccounts, seedDemoWorld, seedDemoWorldIfEnabled } from './demo-seed';
import { DEMO_SECOND_FACTOR_SECRETS } from '../../db/demo-second-factor';
import { signIn } from '../../../test/support/factories';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('demo seed', () => {
  it('creates every demo account, moves credits only through the ledger, and runs once', async () => {
    expect(await seedDemoWorld(testApp.db, testApp.config, testApp.clock.now())).toBe(true);
    const logins = (await testApp.db.select({ email: users.email, username: users.username }).from(users)).map((user) => user.username ?? user.email);
    expect(logins.sort()).toEqual(demoAccounts.map((account) => account.login).sort());

    const [company] = await testApp.db.select().from(companies);
    expect(company.creditsAmount).toBe(100);
    const balances = await ledgerBalances(testApp.db, company.id);
    expect(balances.companyLedger).toBe(balances.companyCredits);
    expect(balances.employees.every((employee) => employee.credits === employee.ledger)).toBe(true);
    expect(balances.employees.map((employee) => employee.credits).sort()).toEqual([1, 2, 3]);
    expect((await testApp.db.select().from(creditLedger).where(eq(creditLedger.reason, 'GRANT'))).length).toBe(4);
    expect((await testApp.db.select().from(employees)).every((employee) => employee.creditsFromCompany === 3)).toBe(true);

    const [newcomer] = await testApp.db.select().from(users).where(eq(users.username, 'nouveau.salarie'));
    expect(newcomer.isFirstConnection).toBe(true);
    expect(decryptSecret(testApp.config.dataEncryptionKey, newcomer.temporaryPasswordEncrypted!)).toBe(DEMO_TEMPORARY_PASSWORD);

    expect(await seedDemoWorld(testApp.db, testApp.config, testApp.clock.now())).toBe(false);
  });

  it('enrols the demo staff in the second factor with the secrets written in the README, encrypted', async () => {
    const enrolled = await testApp.db.select({ email: users.email, secretEncrypted: secondFactors.secretEncrypted }).from(secondFactors).innerJoin(users, eq(users.id, secondFactors.userId));
    expect(Object.fromEntries(enrolled.map((row) => [row.email, decryptSecret(testApp.config.dataEncryptionKey, row.secretEncrypted)]))).toEqual(DEMO_SECOND_FACTOR_SECRETS);
    expect(enrolled.every((row) => !Object.values(DEMO_SECOND_FACTOR_SECRETS).some((secret) => row.secretEncrypted.includes(secret)))).toBe(true);
    // A code computed from the README's secret signs the TECH administrator in.
    expect((await signIn(testApp.app, 'tech.admin@demo.fr', DEMO_PASSWORD)).answer.role).toBe('ADMIN');
  });

  it('seeds nothing, and so no demo secret, when DEMO_SEED=false', async () => {
    const unseeded = await createTestApp({ isDemoSeedEnabled: false });
    try {
      expect(await seedDemoWorldIfEnabled(unseeded.db, unseeded.config, unseeded.clock.now())).toBe(false);
      expect(await unseeded.db.select().from(secondFactors)).toEqual([]);
      expect(await unseeded.db.select().from(users)).toEqual([]);
    } finally {
      await unseeded.close();
    }
  });

  it('gives psy.clinicien a completed consultation last month, a bill of 80 € that can be closed', async () => {
    const [clinicien] = await testApp.db.select().from(users).where(eq(users.email, 'psy.clinicien@demo.fr'));
    const [techAdmin] = await testApp.db.select().from(users).where(eq(users.email, 'tech.admin@demo.fr'));
    const response = await testApp.app.inject({ method: 'GET', url: `/api/admin/doctors/${clinicien.id}/bills`, headers: { authorization: await bearerFor(testApp, techAdmin) } });
    expect(response.json().bills).toEqual([
      expect.objectContaining({ month: shiftMonthKey(parisMonthKey(testApp.clock.now()), -1), consultationsCount: 1, totalAmountCents: 8000, status: 'pending', isInProgress: false }),
    ]);
  });

  it('gives autre.salarie a consultation with psy.travail on the last working day, still open to a missed-consultation report', async () => {
    const [autre] = await testApp.db.select().from(users).where(eq(users.username, 'autre.salarie'));
    const [travail] = await testApp.db.select().from(users).where(eq(users.email, 'psy.travail@demo.fr'));
    const [recent] = await testApp.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.employeeId, autre.id), eq(meetings.doctorId, travail.id)));
    const now = testApp.clock.now().getTime();
    expect(recent.status).toBe('BOOKED');
    expect(recent.startsAt.getTime()).toBeLessThan(now);
    // Within the report window, from any day of the week (a Monday's last working day is the Friday before).
    expect(now - recent.startsAt.getTime()).toBeLessThan(MISSED_CONSULTATION_REPORT_DAYS * 24 * 3600 * 1000);
  });

  it('obeys the booking rules: every phone consultation has a number to call', async () => {
    const phoneBookings = await testApp.db
      .select({ phoneNumber: employees.phoneNumber })
      .from(meetings)
      .innerJoin(employees, eq(employees.userId, meetings.employeeId))
      .where(and(eq(meetings.status, 'BOOKED'), eq(meetings.meetingType, 'PHONE')));
    expect(phoneBookings.length).toBeGreaterThan(0);
    expect(phoneBookings.filter((booking) => !booking.phoneNumber)).toEqual([]);
  });
});

describe('demo seed on a fixed clock', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => fresh.close());

  it('publishes no availability on a public holiday (closed-hours.ts, as the week editor)', async () => {
    // Friday 19 December 2031: the three weeks ahead hold Christmas and New Year's Day, both Thursdays.
    expect(await seedDemoWorld(fresh.db, fresh.config, parisDateTime(2031, 12, 19, 12))).toBe(true);
    const days = new Set((await fresh.db.select({ startsAt: meetings.startsAt }).from(meetings).where(eq(meetings.status, 'AVAILABLE'))).map((slot) => parisDateKey(slot.startsAt)));
    expect(days).toContain('2031-12-24');
    expect(days).toContain('2031-12-26');
    expect(days).not.toContain('2031-12-25');
    expect(days).not.toContain('2032-01-01');
  });
});
