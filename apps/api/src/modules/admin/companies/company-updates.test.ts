import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companyMessages } from '@parenthese/shared';
import { auditLog, companies, employees } from '../../../db/schema';
import { createPsychologist, createEmployee } from '../../../../test/support/factories';
import { bearerFor, bookSlot, createBookedConsultation, createSlot, ledgerBalances, weekdayAt } from '../../../../test/support/consultations';
import { companiesTestbed } from '../../../../test/support/companies';

const bed = companiesTestbed();
const { call, validCompany, asUpdate, lowCreditMails } = bed;

// Updating a company: its pool and allowances through the ledger, its lock, its report mail and low-credit
// alerts, and the pool administrators see between nightly snapshots. The rest of companies: companies.test.ts.
describe('updating a company', () => {
  it('moves the pool and the allowances through the ledger, never taking back what was used', async () => {
    const company = (await call('POST', '/create', validCompany({ creditsAmount: 20, employeeAmountMax: 3, triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 0 }))).json();
    const fresh = await createEmployee(bed.testApp.db, { companyId: company.companyId, credits: 3 });
    const busy = await createEmployee(bed.testApp.db, { companyId: company.companyId, credits: 3 });
    const psychologist = await createPsychologist(bed.testApp.db);
    // One day, two hours: two days ahead can fall on the same Monday (a Friday's 8 and 9 days ahead).
    await createBookedConsultation(bed.testApp.db, { doctorId: psychologist.id, employee: busy, startsAt: weekdayAt(8, 10, bed.testApp.clock.now()) });
    await createBookedConsultation(bed.testApp.db, { doctorId: psychologist.id, employee: busy, startsAt: weekdayAt(8, 11, bed.testApp.clock.now()) });

    // The administrator sees 20 (the snapshot, before the two bookings) and sets 10: 10 credits fewer,
    // from the live pool too, where the two bookings stay spent.
    const lowered = await call('POST', `/update/${company.companyId}`, asUpdate(company, { creditsAmount: 10, employeeAmountMax: 1 }));
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ creditsAmount: 10, creditsGranted: 10, employeeAmountMax: 1, usagePercent: 0 });
    const [pool] = await bed.testApp.db.select({ creditsAmount: companies.creditsAmount }).from(companies).where(eq(companies.id, company.companyId));
    expect(pool.creditsAmount).toBe(8);
    const allowances = async () =>
      Object.fromEntries((await bed.testApp.db.select().from(employees).where(eq(employees.companyId, company.companyId))).map((row) => [row.userId, [row.availableCredits, row.creditsFromCompany]]));
    // The busy employee used 2 of 3: with an allowance of 1 nothing is left, and nothing is taken back.
    expect(await allowances()).toEqual({ [fresh.id]: [1, 1], [busy.id]: [0, 1] });

    await call('POST', `/update/${company.companyId}`, asUpdate(company, { creditsAmount: 10, employeeAmountMax: 3 }));
    expect(await allowances()).toEqual({ [fresh.id]: [3, 3], [busy.id]: [2, 3] });

    const balances = await ledgerBalances(bed.testApp.db, company.companyId);
    expect(balances.companyLedger).toBe(balances.companyCredits);
    expect(balances.employees.every((employee) => employee.credits === employee.ledger)).toBe(true);
  });

  it('locks and unlocks the company, and refuses a taken email or an unknown company', async () => {
    const company = (await call('POST', '/create', validCompany())).json();
    const other = (await call('POST', '/create', validCompany())).json();
    expect((await call('POST', `/update/${company.companyId}`, asUpdate(company, { locked: true }))).json()).toMatchObject({ locked: true, status: 'LOCKED' });
    expect((await call('POST', `/update/${company.companyId}`, asUpdate(company, { locked: false }))).json()).toMatchObject({ locked: false });
    const taken = await call('POST', `/update/${company.companyId}`, asUpdate(company, { companyMail: other.companyMail }));
    expect(taken.statusCode).toBe(409);
    const unknown = await call('POST', '/update/00000000-0000-4000-8000-000000000000', asUpdate(company));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(companyMessages.notFound);
  });

  it('switches the monthly report mail off and on, keeps it when the field is absent, and journals each change', async () => {
    const company = (await call('POST', '/create', validCompany({ reportMailEnabled: false }))).json();
    expect(company.reportMailEnabled).toBe(false);
    const switchedOn = await call('POST', `/update/${company.companyId}`, asUpdate(company, { reportMailEnabled: true }));
    expect(switchedOn.json()).toMatchObject({ reportMailEnabled: true });
    expect((await call('POST', `/update/${company.companyId}`, asUpdate(company))).json()).toMatchObject({ reportMailEnabled: true });
    expect((await call('POST', `/update/${company.companyId}`, asUpdate(company, { reportMailEnabled: false }))).json()).toMatchObject({ reportMailEnabled: false });
    expect((await call('GET', `/get/${company.companyId}`)).json()).toMatchObject({ reportMailEnabled: false });
    const [stored] = await bed.testApp.db.select({ isReportMailEnabled: companies.isReportMailEnabled }).from(companies).where(eq(companies.id, company.companyId));
    expect(stored.isReportMailEnabled).toBe(false);
    const refused = await call('POST', `/update/${company.companyId}`, asUpdate(company, { reportMailEnabled: null }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.reportMailEnabled).toBe(companyMessages.reportMail);
    const journal = await bed.testApp.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.updated'), eq(auditLog.targetId, company.companyId)))
      .orderBy(auditLog.sequence);
    expect(journal.map((row) => (row.details as { reportMailEnabled?: boolean }).reportMailEnabled)).toEqual([true, undefined, false]);
  });

  it('mails the company once when a new threshold puts its snapshot pool under it, and not for a pool an administrator lowered', async () => {
    const company = (await call('POST', '/create', validCompany({ creditsAmount: 10, amountOfCreditsToTriggerMail: 20, employeeAmountMax: 3 }))).json();
    const employee = await createEmployee(bed.testApp.db, { companyId: company.companyId, credits: 3 });
    const psychologist = await createPsychologist(bed.testApp.db);
    for (const hour of [10, 11, 12]) await createBookedConsultation(bed.testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(6, hour, bed.testApp.clock.now()) });
    // The snapshot says 10 (the bookings wait for the night): lowering it to 4 lowers what was granted too, so usage stays 0 %.
    expect((await call('POST', `/update/${company.companyId}`, asUpdate(company, { creditsAmount: 4 }))).json()).toMatchObject({ creditsAmount: 4, creditsGranted: 4, usagePercent: 0 });
    expect(await lowCreditMails(company.companyMail)).toHaveLength(0);
    // A threshold of 100 % of 4: the snapshot's pool of 4 is under it, whatever the bookings left live (1).
    const raise = () => call('POST', `/update/${company.companyId}`, asUpdate(company, { creditsAmount: 4, amountOfCreditsToTriggerMail: 100 }));
    expect((await raise()).statusCode).toBe(200);
    const mails = await lowCreditMails(company.companyMail);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain('Il reste 4 crédits de consultation');
    await raise();
    expect(await lowCreditMails(company.companyMail)).toHaveLength(1);
  });

  it('mails the company from the nightly snapshot when bookings took its pool to the threshold, once, never at a booking', async () => {
    const company = (await call('POST', '/create', validCompany({ creditsAmount: 10, amountOfCreditsToTriggerMail: 20, employeeAmountMax: 3 }))).json();
    const psychologist = await createPsychologist(bed.testApp.db);
    const bookOne = async (startsAt: Date) => {
      const employee = await createEmployee(bed.testApp.db, { companyId: company.companyId, credits: 1 });
      const slot = await createSlot(bed.testApp.db, psychologist.id, startsAt);
      const response = await bookSlot(bed.testApp.app, await bearerFor(bed.testApp, employee), { slotId: slot.id, category: 'Psychologue clinicien' });
      expect(response.statusCode).toBe(200);
    };
    const nights = [1, 2, 3].map((days) => new Date(bed.testApp.clock.now().getTime() + days * 86_400_000));
    // 10 granted, 20 %: 7 bookings leave 3, the night's snapshot is above the threshold.
    for (const hour of [8, 9, 10, 11, 12, 13, 14]) await bookOne(weekdayAt(5, hour, bed.testApp.clock.now()));
    await bed.testApp.services.poolSnapshots.takePoolSnapshots(nights[0]);
    expect(await lowCreditMails(company.companyMail)).toHaveLength(0);
    // The 8th leaves 2: no mail at the booking's time, one from the next night's snapshot, dated by it.
    await bookOne(weekdayAt(5, 15, bed.testApp.clock.now()));
    expect(await lowCreditMails(company.companyMail)).toHaveLength(0);
    await bed.testApp.services.poolSnapshots.takePoolSnapshots(nights[1]);
    expect(await lowCreditMails(company.companyMail)).toHaveLength(1);
    expect((await lowCreditMails(company.companyMail))[0].textBody).toContain('Il reste 2 crédits de consultation');
    // Taken again the same night, or lower the next night: still one crossing, one mail.
    await bed.testApp.services.poolSnapshots.takePoolSnapshots(nights[1]);
    await bookOne(weekdayAt(5, 16, bed.testApp.clock.now()));
    await bed.testApp.services.poolSnapshots.takePoolSnapshots(nights[2]);
    expect(await lowCreditMails(company.companyMail)).toHaveLength(1);
  });
});

describe('the pool administrators see', () => {
  it('stays as of the last nightly snapshot after a booking, in the list, the detail and an update, until the next snapshot', async () => {
    const company = (await call('POST', '/create', validCompany({ creditsAmount: 10, triggerMailIfCreditsLow: false, amountOfCreditsToTriggerMail: 0 }))).json();
    expect(company).toMatchObject({ creditsAmount: 10, usagePercent: 0, poolAsOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const employee = await createEmployee(bed.testApp.db, { companyId: company.companyId, credits: 2 });
    const psychologist = await createPsychologist(bed.testApp.db);
    const slot = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(4, 10, bed.testApp.clock.now()));
    const booked = await bookSlot(bed.testApp.app, await bearerFor(bed.testApp, employee), { slotId: slot.id, category: 'Psychologue clinicien', meetingType: 'PHONE' });
    expect(booked.statusCode).toBe(200);
    const pool = (answer: { creditsAmount: number; usagePercent: number; poolAsOf: string }) => ({ creditsAmount: answer.creditsAmount, usagePercent: answer.usagePercent, poolAsOf: answer.poolAsOf });
    const listed = async () => (await call('GET', `/get/all?page=1&pageSize=20&search=${encodeURIComponent(company.companyName)}`)).json().items[0];
    expect(pool((await call('GET', `/get/${company.companyId}`)).json())).toEqual(pool(company));
    expect(pool(await listed())).toEqual(pool(company));
    // An update of something else echoes the administrator's write, not the booking.
    expect(pool((await call('POST', `/update/${company.companyId}`, asUpdate(company, { employeeAmountMax: 3 }))).json())).toEqual(pool(company));

    const tomorrow = new Date(bed.testApp.clock.now().getTime() + 86_400_000);
    await bed.testApp.services.poolSnapshots.takePoolSnapshots(tomorrow);
    const [day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(tomorrow).split(',');
    expect(pool((await call('GET', `/get/${company.companyId}`)).json())).toEqual({ creditsAmount: 9, usagePercent: 10, poolAsOf: day });
  });
});
