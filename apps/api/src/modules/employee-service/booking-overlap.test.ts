import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingMessages } from '@parenthese/shared';
import { companies, employees, meetings } from '../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, bookSlot, createSlot, offeredSlots, searchSlots, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const book = (authorization: string, consultationId: string) => bookSlot(testApp.app, authorization, { slotId: consultationId, category: 'Psychologue clinicien' });

async function world() {
  const company = await createCompany(testApp.db, { creditsAmount: 10 });
  const employee = await createEmployee(testApp.db, { companyId: company.id, credits: 3 });
  const authorization = await bearerFor(testApp, employee);
  const [first, second] = [await createPsychologist(testApp.db), await createPsychologist(testApp.db)];
  return { company, employee, authorization, first, second };
}

async function credits(employeeId: string, companyId: string) {
  const [employee] = await testApp.db.select({ credits: employees.availableCredits }).from(employees).where(eq(employees.userId, employeeId));
  const [company] = await testApp.db.select({ credits: companies.creditsAmount }).from(companies).where(eq(companies.id, companyId));
  return { employee: employee.credits, company: company.credits };
}

describe('an employee cannot hold two consultations at the same time', () => {
  it('refuses a second booking at the same hour with another psychologist (409, French), and changes nothing', async () => {
    const { company, employee, authorization, first, second } = await world();
    const start = weekdayAt(4, 10, testApp.clock.now());
    const mine = await createSlot(testApp.db, first.id, start);
    const sameHour = await createSlot(testApp.db, second.id, start);
    expect((await book(authorization, mine.id)).statusCode).toBe(200);

    const response = await book(authorization, sameHour.id);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(bookingMessages.overlapsOwnConsultation);
    const [row] = await testApp.db.select().from(meetings).where(eq(meetings.id, sameHour.id));
    expect(row.status).toBe('AVAILABLE');
    expect(row.employeeId).toBeNull();
    expect(await credits(employee.id, company.id)).toEqual({ employee: 2, company: 9 });
  });

  it('allows the next hour, and the same hour again once the first consultation is cancelled', async () => {
    const { authorization, first, second } = await world();
    const start = weekdayAt(5, 10, testApp.clock.now());
    const mine = await createSlot(testApp.db, first.id, start);
    const nextHour = await createSlot(testApp.db, second.id, new Date(start.getTime() + 3_600_000));
    const sameHour = await createSlot(testApp.db, second.id, start);
    expect((await book(authorization, mine.id)).statusCode).toBe(200);
    expect((await book(authorization, nextHour.id)).statusCode).toBe(200);

    const cancelled = await testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${mine.id}/cancel`, headers: { authorization } });
    expect(cancelled.statusCode).toBe(200);
    expect((await book(authorization, sameHour.id)).statusCode).toBe(200);
  });

  it('refuses the second of two bookings of the same hour fired at once', async () => {
    const { company, employee, authorization, first, second } = await world();
    const start = weekdayAt(6, 14, testApp.clock.now());
    const slots = [await createSlot(testApp.db, first.id, start), await createSlot(testApp.db, second.id, start)];

    const responses = await Promise.all(slots.map((slot) => book(authorization, slot.id)));

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(bookingMessages.overlapsOwnConsultation);
    const booked = await testApp.db.select().from(meetings).where(eq(meetings.employeeId, employee.id));
    expect(booked).toHaveLength(1);
    expect(await credits(employee.id, company.id)).toEqual({ employee: 2, company: 9 });
  });
});

describe('finding slots', () => {
  it('does not offer the hours the employee already holds a consultation at', async () => {
    const { authorization, first, second } = await world();
    const start = weekdayAt(8, 10, testApp.clock.now());
    const mine = await createSlot(testApp.db, first.id, start);
    const sameHour = await createSlot(testApp.db, second.id, start);
    const nextHour = await createSlot(testApp.db, second.id, new Date(start.getTime() + 3_600_000));
    expect((await book(authorization, mine.id)).statusCode).toBe(200);

    const response = await searchSlots(testApp.app, authorization, {
      category: 'Psychologue clinicien',
      from: new Date(start.getTime() - 86_400_000),
      before: new Date(start.getTime() + 86_400_000),
    });

    expect(response.statusCode).toBe(200);
    const offered = offeredSlots(response).map((slot) => slot.meetingId);
    expect(offered).toContain(nextHour.id);
    expect(offered).not.toContain(sameHour.id);
  });
});
