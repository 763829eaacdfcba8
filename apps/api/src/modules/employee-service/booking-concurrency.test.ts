import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consultationMoveMessages, bookingMessages, type PsychologistConsultation } from '@parenthese/shared';
import { carePairs, meetings } from '../../db/schema';
import { createAdmin, createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, ledgerBalances, weekdayAt } from '../../../test/support/consultations';
import { serversOnOneDatabase } from '../../../test/support/servers-on-one-database';

/**
 * Real concurrency needs a real server: PGlite has a single connection, so every request would run
 * one after the other and these tests could not fail. They run in the api-postgres project
 * (TEST_DB=postgres), where three servers share one database through their own pools (10 connections each).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('booking under concurrency (PostgreSQL)', () => {
  const cluster = serversOnOneDatabase();

  /** Spreads the requests over the three servers, all fired at once. */
  const fireAll = (requests: { authorization: string; url: string; payload?: object }[]) => cluster.fireAll(requests.map((request) => ({ ...request, url: `/api/employee-service${request.url}` })));
  const bookAll = (requests: { authorization: string; meetingId: string }[]) =>
    fireAll(
      requests.map(({ authorization, meetingId: consultationId }) => ({
        authorization,
        url: '/meeting/create',
        payload: { meetingType: 'TEAMS', meetingId: consultationId, doctorCategoryName: 'Psychologue clinicien' },
      })),
    );

  async function expectLedgerMatchesBalances(companyId: string) {
    const balances = await ledgerBalances(cluster.testApp.db, companyId);
    expect(balances.companyLedger).toBe(balances.companyCredits);
    for (const employee of balances.employees) expect(employee.ledger).toBe(employee.credits);
    return balances;
  }

  it('50 employees booking one slot at once: exactly one 200 and 49 clear 409s', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
    const psychologist = await createPsychologist(cluster.testApp.db);
    const slot = await createSlot(cluster.testApp.db, psychologist.id, weekdayAt(5, 9, cluster.testApp.clock.now()));
    const staff = await Promise.all(Array.from({ length: 50 }, () => createEmployee(cluster.testApp.db, { companyId: company.id, credits: 1 })));
    const authorizations = await Promise.all(staff.map((employee) => bearerFor(cluster.testApp, employee)));

    const responses = await bookAll(authorizations.map((authorization) => ({ authorization, meetingId: slot.id })));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const response of responses.filter((response) => response.statusCode === 409)) {
      expect(response.json().message).toBe(bookingMessages.slotTaken);
    }
    const [row] = await cluster.testApp.db.select().from(meetings).where(eq(meetings.id, slot.id));
    const winner = staff[statuses.indexOf(200)];
    expect(row.employeeId).toBe(winner.id);
    const balances = await expectLedgerMatchesBalances(company.id);
    expect(balances.companyCredits).toBe(99);
    expect(balances.employees.filter((employee) => employee.credits === 0)).toHaveLength(1);
  });

  it('20 appointments moved to one free hour at once: exactly one moves, the 19 others stay as they were', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
    const psychologist = await createPsychologist(cluster.testApp.db);
    const target = await createSlot(cluster.testApp.db, psychologist.id, weekdayAt(9, 15, cluster.testApp.clock.now()));
    const staff = await Promise.all(Array.from({ length: 20 }, () => createEmployee(cluster.testApp.db, { companyId: company.id, credits: 1 })));
    const bookings = await Promise.all(
      staff.map((employee, index) =>
        createBookedConsultation(cluster.testApp.db, {
          doctorId: psychologist.id,
          employee,
          startsAt: new Date(weekdayAt(6, 0, cluster.testApp.clock.now()).getTime() + index * 3_600_000),
          meetingType: 'TEAMS',
        }),
      ),
    );
    const authorizations = await Promise.all(staff.map((employee) => bearerFor(cluster.testApp, employee)));
    const balancesBefore = await expectLedgerMatchesBalances(company.id);

    const responses = await fireAll(bookings.map((booking, index) => ({ authorization: authorizations[index], url: `/meeting/${booking.id}/move`, payload: { meetingId: target.id } })));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((response) => response.statusCode === 409)) expect(response.json().message).toBe(consultationMoveMessages.slotGone);
    const winner = bookings[statuses.indexOf(200)];
    const atTarget = await cluster.testApp.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.startsAt, target.startsAt)));
    expect(atTarget.map((row) => [row.id, row.status, row.employeeId])).toEqual([[winner.id, 'BOOKED', winner.employeeId]]);
    for (const booking of bookings.filter((booking) => booking.id !== winner.id)) {
      const [row] = await cluster.testApp.db.select().from(meetings).where(eq(meetings.id, booking.id));
      expect(row).toMatchObject({ status: 'BOOKED', startsAt: booking.startsAt, moveCount: 0 });
    }
    // No credit moved: the ledger is what it was.
    expect(await expectLedgerMatchesBalances(company.id)).toEqual(balancesBefore);
  });

  it('one employee with 1 credit firing 20 bookings of different slots gets exactly one', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
    const psychologist = await createPsychologist(cluster.testApp.db);
    const slots = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createSlot(cluster.testApp.db, psychologist.id, new Date(weekdayAt(6, 2, cluster.testApp.clock.now()).getTime() + index * 3_600_000))),
    );
    const employee = await createEmployee(cluster.testApp.db, { companyId: company.id, credits: 1 });
    const authorization = await bearerFor(cluster.testApp, employee);

    const responses = await bookAll(slots.map((slot) => ({ authorization, meetingId: slot.id })));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(bookingMessages.noEmployeeCredit);
    }
    const booked = await cluster.testApp.db.select().from(meetings).where(eq(meetings.employeeId, employee.id));
    expect(booked).toHaveLength(1);
    const balances = await expectLedgerMatchesBalances(company.id);
    expect(balances.employees[0].credits).toBe(0);
    expect(balances.companyCredits).toBe(99);
  });

  it('one employee firing 10 bookings of the same hour with 10 psychologists gets exactly one', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
    const start = weekdayAt(7, 11, cluster.testApp.clock.now());
    const slots = await Promise.all(Array.from({ length: 10 }, async () => createSlot(cluster.testApp.db, (await createPsychologist(cluster.testApp.db)).id, start)));
    const employee = await createEmployee(cluster.testApp.db, { companyId: company.id, credits: 3 });
    const authorization = await bearerFor(cluster.testApp, employee);

    const responses = await bookAll(slots.map((slot) => ({ authorization, meetingId: slot.id })));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused.map((response) => response.statusCode)).toEqual(Array(9).fill(409));
    for (const response of refused) expect(response.json().message).toBe(bookingMessages.overlapsOwnConsultation);
    const booked = await cluster.testApp.db.select().from(meetings).where(eq(meetings.employeeId, employee.id));
    expect(booked).toHaveLength(1);
    const balances = await expectLedgerMatchesBalances(company.id);
    expect(balances.employees[0].credits).toBe(2);
  });

  it('first bookings of one pair at once (two hours of one psychologist, no pair yet): one pair, the same pseudonym on both', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
    const psychologist = await createPsychologist(cluster.testApp.db);
    const day = weekdayAt(8, 8, cluster.testApp.clock.now());
    // Four people, each firing their two hours together; the psychologist's hours follow each other that day.
    const staff = await Promise.all(Array.from({ length: 4 }, () => createEmployee(cluster.testApp.db, { companyId: company.id, credits: 3 })));
    const slots = await Promise.all(Array.from({ length: 8 }, (_, index) => createSlot(cluster.testApp.db, psychologist.id, new Date(day.getTime() + index * 3_600_000))));
    const authorizations = await Promise.all(staff.map((employee) => bearerFor(cluster.testApp, employee)));

    const responses = await bookAll(slots.map((slot, index) => ({ authorization: authorizations[Math.floor(index / 2)], meetingId: slot.id })));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const planning = await cluster.testApp.app.inject({
      method: 'POST',
      url: '/api/planning/load',
      headers: { authorization: await bearerFor(cluster.testApp, psychologist) },
      payload: { startDate: day.toISOString() },
    });
    expect(planning.statusCode, planning.body).toBe(200);
    const consultations = planning.json().consultations as PsychologistConsultation[];
    for (const [index, employee] of staff.entries()) {
      const pairs = await cluster.testApp.db
        .select()
        .from(carePairs)
        .where(and(eq(carePairs.employeeId, employee.id), eq(carePairs.doctorId, psychologist.id)));
      expect(pairs).toHaveLength(1);
      const own = slots.slice(2 * index, 2 * index + 2).map((slot) => consultations.find((consultation) => consultation.meetingId === slot.id));
      expect(own.map((consultation) => consultation?.carePair?.pseudonym)).toEqual([pairs[0].pseudonym, pairs[0].pseudonym]);
    }
  });

  it('a company pool of 5 shared by 10 employees booking at once: 5 successes, the pool at 0, never below', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 5 });
    const psychologist = await createPsychologist(cluster.testApp.db);
    const slots = await Promise.all(Array.from({ length: 10 }, (_, index) => createSlot(cluster.testApp.db, psychologist.id, weekdayAt(9, 8 + index, cluster.testApp.clock.now()))));
    const staff = await Promise.all(Array.from({ length: 10 }, () => createEmployee(cluster.testApp.db, { companyId: company.id, credits: 2 })));
    const authorizations = await Promise.all(staff.map((employee) => bearerFor(cluster.testApp, employee)));

    const responses = await bookAll(authorizations.map((authorization, index) => ({ authorization, meetingId: slots[index].id })));

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(5);
    for (const response of responses.filter((response) => response.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(bookingMessages.noCompanyCredit);
    }
    const balances = await expectLedgerMatchesBalances(company.id);
    expect(balances.companyCredits).toBe(0);
    expect(balances.employees.reduce((sum, employee) => sum + employee.credits, 0)).toBe(15);
    const booked = await cluster.testApp.db.select().from(meetings).where(eq(meetings.doctorId, psychologist.id));
    expect(booked.filter((row) => row.status === 'BOOKED')).toHaveLength(5);
  });
  it('20 bookings and 20 changes of the pool and allowance at once: never a 500, the ledger still matches', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100, employeeAmountMax: 2 });
    const psychologist = await createPsychologist(cluster.testApp.db);
    // Two days a week apart: days 12 and 13 both land on the same Monday when today is a Monday.
    const slots = await Promise.all(
      Array.from({ length: 20 }, (_, index) => createSlot(cluster.testApp.db, psychologist.id, weekdayAt(12 + 7 * Math.floor(index / 10), 8 + (index % 10), cluster.testApp.clock.now()))),
    );
    const staff = await Promise.all(Array.from({ length: 20 }, () => createEmployee(cluster.testApp.db, { companyId: company.id, credits: 2 })));
    const authorizations = await Promise.all(staff.map((employee) => bearerFor(cluster.testApp, employee)));
    const admin = await bearerFor(cluster.testApp, await createAdmin(cluster.testApp.db, { adminRole: 'SITE' }));
    const servers = cluster.apps;
    // The update locks the company, then every employee (the allowance); a booking must take them in that order too.
    const updates = Array.from({ length: 20 }, (_, index) =>
      servers[index % servers.length].inject({
        method: 'POST',
        url: `/api/admin/companies/update/${company.id}`,
        headers: { authorization: admin },
        payload: {
          companyName: company.name,
          companyMail: company.email,
          creditsAmount: 80 + index,
          employeeAmountMax: 1 + (index % 3),
          triggerMailIfCreditsLow: false,
          amountOfCreditsToTriggerMail: 0,
          logoUrl: '',
        },
        remoteAddress: `10.2.0.${index}`,
      }),
    );

    const [bookings, changes] = await Promise.all([bookAll(authorizations.map((authorization, index) => ({ authorization, meetingId: slots[index].id }))), Promise.all(updates)]);

    // Deadlocks are retried; a conflict that outlasts the retries is a French 503, never a 500.
    expect([...bookings, ...changes].filter((response) => response.statusCode === 500).map((response) => response.json())).toEqual([]);
    expect(bookings.every((response) => [200, 409, 503].includes(response.statusCode))).toBe(true);
    expect(changes.every((response) => [200, 503].includes(response.statusCode))).toBe(true);
    await expectLedgerMatchesBalances(company.id);
  });
});
