import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from 'date-fns';
import { bookingWindow, inParis, parisDateTime, parisDayKey } from '@parenthese/shared';
import type { AuthenticatedUser } from '../../plugins/auth';
import { createAdmin, createCompany, createPsychologist, createEmployee, TEST_PASSWORD } from '../../../test/support/factories';
import { bearerFor, bookSlot, createBookedConsultation, createSlot, offeredSlots, searchSlots, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { createAccountLockService } from '../accounts/account-lock';
import { createCompanyService } from '../admin/companies/service';
import { createPsychologistAdminService } from '../admin/psychologists/service';
import { createEmployeeAdminService } from '../admin/employees/service';
import { createPsychologistService } from '../psychologist/service';
import { createAccountErasureService } from '../personal-data/erasure/service';
import { createAbsenceService } from '../planning/absences';
import { isPublicHoliday } from '../planning/public-holidays';
import { createPlanningService } from '../planning/service';
import { createStandingWeekService } from '../planning/standing-week-service';
import { createEmployeeService } from './service';

/**
 * Every write that changes what can be booked tells the slot search cache through its after-commit hook
 * (availability-changes.ts). Here the cache keeps results for a minute and checks each answer it keeps
 * against a fresh search (isSlotSearchCacheVerified): a write path that forgets the hook answers the next
 * search from a result the database no longer agrees with, and that search fails with a 500 whose
 * logged cause names the kept and the fresh hours.
 *
 * Each test searches, writes through the service or route a user would, and searches again; its hours
 * are alone at their hour in the category, so the hours offered are the slots offered.
 */

const logged: string[] = [];
let testApp: TestApp;
let searcher: string;
let actor: AuthenticatedUser;

beforeAll(async () => {
  testApp = await createTestApp(
    { slotSearchCacheMilliseconds: 60_000, isSlotSearchCacheVerified: true, logLevel: 'error' },
    {
      logDestination: new Writable({
        write(chunk, _encoding, done) {
          logged.push(String(chunk));
          done();
        },
      }),
    },
  );
  const company = await createCompany(testApp.db, { creditsAmount: 100 });
  searcher = await bearerFor(testApp, await createEmployee(testApp.db, { companyId: company.id, credits: 3 }));
  const admin = await createAdmin(testApp.db);
  actor = { id: admin.id, role: 'ADMIN', email: admin.email, username: null, isFirstConnection: false, adminRole: 'TECH', sessionId: '' };
});
afterAll(async () => testApp.close());

const DAY = 86_400_000;
const app = () => testApp.app;
const services = () => testApp.services;

/** The hours offered to a person holding none, in 'Psychologue clinicien' by video: the category the factories use. */
async function offeredHours() {
  const now = testApp.clock.now().getTime();
  const response = await searchSlots(app(), searcher, { category: 'Psychologue clinicien', from: new Date(now - DAY), before: new Date(now + 120 * DAY) });
  expect(response.statusCode, `${response.body}\n${logged.join('')}`).toBe(200);
  return offeredSlots(response).map((slot) => slot.startDate);
}

/**
 * The hours offered before and after `write`. The factories write straight into the database, which no
 * hook sees: the cache is emptied once they are done, as a fresh process would start.
 */
async function aroundWrite(write: () => Promise<unknown>) {
  services().slotSearchCache.invalidateAll();
  const before = await offeredHours();
  await write();
  const after = await offeredHours();
  // A write that changed nothing in the hours would prove nothing here.
  expect(after).not.toEqual(before);
  return { before, after };
}

async function employeeWith(credits = 3) {
  const company = await createCompany(testApp.db, { creditsAmount: 100 });
  const employee = await createEmployee(testApp.db, { companyId: company.id, credits });
  return { company, employee, authorization: await bearerFor(testApp, employee) };
}

async function bookedFor(employee: { id: string; companyId: string }, psychologistId: string, startsAt: Date) {
  return createBookedConsultation(testApp.db, { doctorId: psychologistId, employee, startsAt, meetingType: 'TEAMS', doctorDecision: 'ACCEPTED' });
}

const iso = (date: Date) => date.toISOString();

/** A working day of its own for each slot (weekdayAt moves a weekend or holiday forward, onto others' days). */
const usedDays = new Set<string>();
function ownDay(hour: number) {
  for (let daysAhead = 3; ; daysAhead += 1) {
    const startsAt = weekdayAt(daysAhead, hour, testApp.clock.now());
    if (!usedDays.has(parisDayKey(startsAt))) {
      usedDays.add(parisDayKey(startsAt));
      return startsAt;
    }
  }
}

describe('the slot search cache follows every write that changes what can be booked', () => {
  it('a booking', async () => {
    const slot = await createSlot(testApp.db, (await createPsychologist(testApp.db)).id, ownDay(10));
    const { authorization } = await employeeWith();
    const { before, after } = await aroundWrite(async () => {
      const response = await bookSlot(app(), authorization, { slotId: slot.id, category: 'Psychologue clinicien', subject: 'Consultation' });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(before).toContain(iso(slot.startsAt));
    expect(after).not.toContain(iso(slot.startsAt));
  });

  it('a cancellation by the person', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const { employee } = await employeeWith();
    const booked = await bookedFor(employee, psychologist.id, ownDay(10));
    const { after } = await aroundWrite(() => createEmployeeService(services()).cancel(employee.id, booked.id));
    expect(after).toContain(iso(booked.startsAt));
  });

  it('a move', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const { employee } = await employeeWith();
    const booked = await bookedFor(employee, psychologist.id, ownDay(10));
    const target = await createSlot(testApp.db, psychologist.id, ownDay(14));
    const { before, after } = await aroundWrite(() => createEmployeeService(services()).move(employee.id, booked.id, target.id));
    expect(before).toContain(iso(target.startsAt));
    expect(after).toContain(iso(booked.startsAt));
    expect(after).not.toContain(iso(target.startsAt));
  });

  it('a planning save: a slot added, another removed', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const monday = ownDay(10);
    const removed = await createSlot(testApp.db, psychologist.id, monday);
    const added = new Date(monday.getTime() + 3 * 3_600_000);
    const { after } = await aroundWrite(() =>
      createPlanningService(services()).updateWeek(psychologist.id, { startDate: parisDayKey(monday), meetingDates: [iso(added)], meetingsToRemove: [removed.id] }),
    );
    expect(after).toContain(iso(added));
    expect(after).not.toContain(iso(removed.startsAt));
  });

  it('a week copied', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const source = await createSlot(testApp.db, psychologist.id, ownDay(17));
    const report = await aroundWrite(() => createPlanningService(services()).copyWeek(psychologist.id, { startDate: parisDayKey(source.startsAt), weeks: 1 }));
    expect(report.after.length).toBeGreaterThan(report.before.length);
  });

  it('an absence confirmed: its free slots withdrawn', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const slot = await createSlot(testApp.db, psychologist.id, ownDay(10));
    const day = parisDayKey(slot.startsAt);
    const { after } = await aroundWrite(() => createAbsenceService(services()).confirm(psychologist.id, { kind: 'DAYS', firstDay: day, lastDay: day }));
    expect(after).not.toContain(iso(slot.startsAt));
  });

  it('a public holiday closed: its free slots withdrawn', async () => {
    const window = bookingWindow(testApp.clock.now());
    let day = inParis(addDays(testApp.clock.now(), 2));
    while (day.getTime() < window.endsBefore.getTime() - DAY && !(day.getDay() >= 1 && day.getDay() <= 5 && isPublicHoliday(parisDayKey(day)))) day = inParis(addDays(day, 1));
    const holiday = parisDayKey(day);
    // A window of three months always holds one on a weekday, whatever the date the test runs.
    expect(isPublicHoliday(holiday)).toBe(true);
    const psychologist = await createPsychologist(testApp.db);
    const slot = await createSlot(testApp.db, psychologist.id, parisDateTime(day.getFullYear(), day.getMonth() + 1, day.getDate(), 18));
    const { after } = await aroundWrite(() => createAbsenceService(services()).setHoliday(psychologist.id, holiday, false));
    expect(after).not.toContain(iso(slot.startsAt));
  });

  it('a standing week turned on (the job publishes), then off (its slots withdrawn)', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const standingWeeks = createStandingWeekService(services());
    const on = await aroundWrite(() => standingWeeks.save(psychologist.id, { isEnabled: true, hours: [{ weekday: 2, hour: 7 }] }));
    expect(on.after.length).toBeGreaterThan(on.before.length);
    const off = await aroundWrite(() => standingWeeks.save(psychologist.id, { isEnabled: false, hours: [{ weekday: 2, hour: 7 }] }));
    expect(off.after.length).toBeLessThan(off.before.length);
  });

  it('follow-up proposals: hours held, then freed by a decline, by the expiry job and by an answer', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const { employee, authorization } = await employeeWith(5);
    const origin = await bookedFor(employee, psychologist.id, ownDay(9));
    const [first, second] = [await createSlot(testApp.db, psychologist.id, ownDay(10)), await createSlot(testApp.db, psychologist.id, ownDay(11))];
    const proposals = services().followUpProposals;

    const held = await aroundWrite(() => proposals.propose(psychologist.id, origin.id, [first.id]));
    expect(held.after).not.toContain(iso(first.startsAt));
    const declined = await aroundWrite(async () => {
      const proposal = (await proposals.listOpen(employee.id)).proposals[0];
      await proposals.decline(employee.id, proposal.proposalId);
    });
    expect(declined.after).toContain(iso(first.startsAt));

    await proposals.propose(psychologist.id, origin.id, [first.id]);
    const expired = await aroundWrite(() => proposals.freeStaleProposals(new Date(testApp.clock.now().getTime() + 4 * DAY)));
    expect(expired.after).toContain(iso(first.startsAt));

    const { proposalId } = await proposals.propose(psychologist.id, origin.id, [first.id, second.id]);
    const answered = await aroundWrite(async () => {
      const response = await app().inject({ method: 'POST', url: `/api/employee-service/follow-up/${proposalId}/accept`, headers: { authorization }, payload: { meetingId: first.id } });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(answered.after).toContain(iso(second.startsAt));
    expect(answered.after).not.toContain(iso(first.startsAt));
  });

  it('a psychologist’s categories changed by them', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const slot = await createSlot(testApp.db, psychologist.id, ownDay(10));
    const { after } = await aroundWrite(() =>
      createPsychologistService(services()).updateDetails(psychologist.id, {
        mail: psychologist.email!,
        firstName: 'Claire',
        lastName: 'Dubois',
        phoneNumber: '0611223344',
        doctorCategories: ['Neuropsychologue'],
        phoneEnabled: true,
        teamsEnabled: true,
      }),
    );
    expect(after).not.toContain(iso(slot.startsAt));
  });

  it('a psychologist’s categories changed by an administrator', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const slot = await createSlot(testApp.db, psychologist.id, ownDay(10));
    const { after } = await aroundWrite(() =>
      createPsychologistAdminService(services()).update(actor, psychologist.id, {
        adeliNumber: psychologist.profile.adeliNumber!,
        firstName: 'Claire',
        lastName: 'Dubois',
        mail: psychologist.email!,
        doctorCategories: ['Neuropsychologue'],
        phoneNumber: '',
        address: '',
      }),
    );
    expect(after).not.toContain(iso(slot.startsAt));
  });

  it('a psychologist deleted by an administrator', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const slot = await createSlot(testApp.db, psychologist.id, ownDay(10));
    const { after } = await aroundWrite(() => createPsychologistAdminService(services()).remove(actor, psychologist.id));
    expect(after).not.toContain(iso(slot.startsAt));
  });

  it('a psychologist locked, then unlocked', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const slot = await createSlot(testApp.db, psychologist.id, ownDay(10));
    const locks = createAccountLockService(services());
    expect((await aroundWrite(() => locks.toggleLock(actor, { userId: psychologist.id, lockAccount: true }))).after).not.toContain(iso(slot.startsAt));
    expect((await aroundWrite(() => locks.toggleLock(actor, { userId: psychologist.id, lockAccount: false }))).after).toContain(iso(slot.startsAt));
  });

  it('a person erasing their own account: their consultations cancelled', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const { employee } = await employeeWith();
    const booked = await bookedFor(employee, psychologist.id, ownDay(10));
    const { after } = await aroundWrite(() => createAccountErasureService(services()).eraseOwnAccount(employee.id, { password: TEST_PASSWORD }, '127.0.0.1'));
    expect(after).toContain(iso(booked.startsAt));
  });

  it.each(['employee', 'company'] as const)('an administrator deleting the %s a follow-up proposal holds hours for', async (deleted) => {
    const psychologist = await createPsychologist(testApp.db);
    const { company, employee } = await employeeWith(5);
    // Past: nothing upcoming stands in the way of the deletion.
    const origin = await bookedFor(employee, psychologist.id, weekdayAt(-10, 10, testApp.clock.now()));
    const slot = await createSlot(testApp.db, psychologist.id, ownDay(10));
    await services().followUpProposals.propose(psychologist.id, origin.id, [slot.id]);
    const { after } = await aroundWrite(() =>
      deleted === 'employee' ? createEmployeeAdminService(services()).remove(actor, company.id, employee.id) : createCompanyService(services()).remove(actor, company.id),
    );
    expect(after).toContain(iso(slot.startsAt));
  });
});
