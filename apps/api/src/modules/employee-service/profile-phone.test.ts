import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingMessages } from '@parenthese/shared';
import { employees } from '../../db/schema';
import { createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const storedPhone = async (userId: string) => (await testApp.db.select().from(employees).where(eq(employees.userId, userId)))[0].phoneNumber;

describe('an employee profile update and the phone number', () => {
  it('keeps the stored phone when phoneNumber is left out, and clears it only when sent empty or null', async () => {
    const employee = await createEmployee(testApp.db, { phoneNumber: '0612345678' });
    const authorization = await bearerFor(testApp, employee);
    const update = (body: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/employee-service/employee/account/details/update',
        headers: { authorization },
        payload: { mail: employee.email, firstName: 'Léa', lastName: 'Moreau', ...body },
      });

    const withoutPhone = await update({});
    expect(withoutPhone.statusCode).toBe(200);
    expect(withoutPhone.json().phoneNumber).toBe('0612345678');
    expect(await storedPhone(employee.id)).toBe('0612345678');

    expect((await update({ phoneNumber: null })).json().phoneNumber).toBeNull();
    expect((await storedPhone(employee.id)) || null).toBeNull();

    expect((await update({ phoneNumber: '0687654321' })).json().phoneNumber).toBe('0687654321');
    expect((await update({ phoneNumber: '' })).json().phoneNumber).toBeNull();
    expect((await storedPhone(employee.id)) || null).toBeNull();
  });

  it('refuses to clear the number while a phone consultation is booked, and allows it once cancelled', async () => {
    const employee = await createEmployee(testApp.db, { phoneNumber: '0612345678' });
    const psychologist = await createPsychologist(testApp.db);
    const call = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(5, 10, testApp.clock.now()), meetingType: 'PHONE' });
    const authorization = await bearerFor(testApp, employee);
    const update = (phoneNumber: string | null) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/employee-service/employee/account/details/update',
        headers: { authorization },
        payload: { mail: employee.email, firstName: 'Léa', lastName: 'Moreau', phoneNumber },
      });

    for (const cleared of ['', null]) {
      const refused = await update(cleared);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: bookingMessages.phoneNeededForUpcomingCall, errors: { phoneNumber: bookingMessages.phoneNeededForUpcomingCall } });
      expect(await storedPhone(employee.id)).toBe('0612345678');
    }
    // Changing the number stays allowed.
    expect((await update('0687654321')).statusCode).toBe(200);

    const cancel = await testApp.app.inject({ method: 'POST', url: `/api/employee-service/meeting/${call.id}/cancel`, headers: { authorization } });
    expect(cancel.statusCode).toBe(200);
    expect((await update(null)).statusCode).toBe(200);
    expect((await storedPhone(employee.id)) || null).toBeNull();
  });
});
