import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees } from '../../db/schema';
import { createEmployee } from '../../../test/support/factories';
import { bearerFor } from '../../../test/support/meetings';
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
    const authorization = await bearerFor(testApp.config.jwtSecret, employee);
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
    expect(await storedPhone(employee.id) || null).toBeNull();

    expect((await update({ phoneNumber: '0687654321' })).json().phoneNumber).toBe('0687654321');
    expect((await update({ phoneNumber: '' })).json().phoneNumber).toBeNull();
    expect(await storedPhone(employee.id) || null).toBeNull();
  });
});
