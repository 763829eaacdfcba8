import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const awaiting = (authorization: string) => testApp.app.inject({ method: 'GET', url: '/api/doctor/meetings/awaiting', headers: { authorization } });

describe('GET /api/doctor/meetings/awaiting', () => {
  it('lists the psychologist’s upcoming bookings not yet accepted, soonest first, whatever their week', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const otherPsychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db, { credits: 3 });
    const later = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(40, 10, testApp.clock.now()) });
    const sooner = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(3, 10, testApp.clock.now()) });
    await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(5, 11, testApp.clock.now()), doctorDecision: 'ACCEPTED' });
    const authorization = await bearerFor(testApp, psychologist);

    const response = await awaiting(authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().consultations.map((item: { meetingId: string }) => item.meetingId)).toEqual([sooner.id, later.id]);
    expect(response.json().consultations[0]).toMatchObject({ meetingStatus: 'BOOKED', doctorDecision: 'PENDING', cancelledBy: null });

    // Once answered, a booking is no longer waiting; another psychologist sees none of them.
    expect((await testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${sooner.id}/refuse`, headers: { authorization } })).statusCode).toBe(200);
    expect((await awaiting(authorization)).json().consultations.map((item: { meetingId: string }) => item.meetingId)).toEqual([later.id]);
    expect((await awaiting(await bearerFor(testApp, otherPsychologist))).json().consultations).toEqual([]);
  });

  it('says who cancelled a consultation, on both sides', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db, { credits: 3 });
    const refused = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt: weekdayAt(6, 9, testApp.clock.now()) });
    const psychologistAuthorization = await bearerFor(testApp, psychologist);
    const refusal = await testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${refused.id}/refuse`, headers: { authorization: psychologistAuthorization } });
    expect(refusal.json()).toMatchObject({ meetingStatus: 'CANCELLED', cancelledBy: 'DOCTOR', doctorDecision: 'PENDING' });

    const employeeView = await testApp.app.inject({
      method: 'GET',
      url: '/api/employee-service/meeting/load',
      headers: { authorization: await bearerFor(testApp, employee) },
    });
    expect(employeeView.json().meetings.find((consultation: { meetingId: string }) => consultation.meetingId === refused.id)).toMatchObject({
      meetingStatus: 'CANCELLED',
      cancelledBy: 'DOCTOR',
      doctorDecision: 'PENDING',
    });
  });
});
