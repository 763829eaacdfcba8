import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactRequests, psychologists, employees, meetings } from '../db/schema';
import { validContactRequest } from '../../test/support/contact-requests';
import { createAdmin, createPsychologist, createEmployee } from '../../test/support/factories';
import { bearerFor, createSlot, weekdayAt } from '../../test/support/consultations';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const REFUSED = 'Les données envoyées contiennent un caractère non autorisé.';

describe('a NUL character (which PostgreSQL cannot store)', () => {
  it('is refused with 400 in an employee profile, and the profile is unchanged', async () => {
    const employee = await createEmployee(testApp.db);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/employee-service/employee/account/details/update',
      headers: { authorization: await bearerFor(testApp, employee) },
      payload: { mail: employee.email, firstName: 'a\u0000b', lastName: 'Moreau', phoneNumber: '0612345678' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: REFUSED, errors: { firstName: REFUSED } });
    const [row] = await testApp.db.select().from(employees).where(eq(employees.userId, employee.id));
    expect(row.firstName).toBe('Léa');
  });

  it('is refused in a psychologist profile and in a booking message, changing nothing', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const profile = await testApp.app.inject({
      method: 'POST',
      url: '/api/doctor/account/details/update',
      headers: { authorization: await bearerFor(testApp, psychologist) },
      payload: {
        mail: psychologist.email,
        firstName: 'Claire',
        lastName: 'Du\u0000bois',
        phoneNumber: '0611223344',
        doctorCategories: ['Psychologue clinicien'],
        phoneEnabled: true,
        teamsEnabled: true,
      },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(REFUSED);
    const [psychologistRow] = await testApp.db.select().from(psychologists).where(eq(psychologists.userId, psychologist.id));
    expect(psychologistRow.lastName).toBe('Dubois');

    const slot = await createSlot(testApp.db, psychologist.id, weekdayAt(4, 9, testApp.clock.now()));
    const employee = await createEmployee(testApp.db);
    const booking = await testApp.app.inject({
      method: 'POST',
      url: '/api/employee-service/meeting/create',
      headers: { authorization: await bearerFor(testApp, employee) },
      payload: { meetingType: 'TEAMS', meetingId: slot.id, doctorCategoryName: 'Psychologue clinicien', subject: 'bonjour\u0000' },
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().errors).toEqual({ subject: REFUSED });
    const [slotRow] = await testApp.db.select().from(meetings).where(eq(meetings.id, slot.id));
    expect(slotRow.status).toBe('AVAILABLE');
  });

  it('is refused at sign-in and in a query string', async () => {
    const signIn = await testApp.app.inject({ method: 'POST', url: '/api/token/create', payload: { usermail: 'a\u0000@b.fr', password: 'x' } });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe(REFUSED);
    const admin = await createAdmin(testApp.db);
    const mails = await testApp.app.inject({ method: 'GET', url: '/api/admin/mails?to=a%00b', headers: { authorization: await bearerFor(testApp, admin) } });
    expect(mails.statusCode).toBe(400);
    expect(mails.json().message).toBe(REFUSED);
  });

  it('is still stripped from a demonstration request, as the spec asks', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/contact/request', payload: validContactRequest({ firstName: 'Zo\u0000é' }) });
    expect(response.statusCode).toBe(200);
    const rows = await testApp.db.select().from(contactRequests);
    expect(rows.map((row) => row.firstName)).toContain('Zoé');
  });
});
