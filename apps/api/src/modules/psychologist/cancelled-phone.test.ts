import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../../../test/support/consultations';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe("the employee's phone number on a phone consultation", () => {
  it('is shown to the psychologist while the consultation is on, and no longer once it is cancelled', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db, { phoneNumber: '0698765432' });
    const startsAt = weekdayAt(7, 11, testApp.clock.now());
    const bookedConsultation = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt, meetingType: 'PHONE' });
    const authorization = await bearerFor(testApp, psychologist);
    const week = () => testApp.app.inject({ method: 'POST', url: '/api/planning/load', headers: { authorization }, payload: { startDate: startsAt.toISOString() } });

    const before = (await week()).json().consultations.find((row: { meetingId: string }) => row.meetingId === bookedConsultation.id);
    expect(before.phoneNumber).toBe('0698765432');

    const cancelled = await testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${bookedConsultation.id}/refuse`, headers: { authorization } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ meetingStatus: 'CANCELLED', phoneNumber: null });
    const after = (await week()).json().consultations.find((row: { meetingId: string }) => row.meetingId === bookedConsultation.id);
    expect(after?.phoneNumber ?? null).toBeNull();
    expect(JSON.stringify((await week()).json())).not.toContain('0698765432');
  });

  it('is no longer shown once the consultation has ended (retention: numbers are erased at the end, decision 0038)', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db, { phoneNumber: '0611122233' });
    const hour = 60 * 60 * 1000;
    // Ended an hour ago, and one still under way (started half an hour ago): only the latter shows the number.
    const ended = await createBookedConsultation(testApp.db, {
      doctorId: psychologist.id,
      employee,
      startsAt: new Date(Math.floor(testApp.clock.now().getTime() / hour) * hour - 2 * hour),
      meetingType: 'PHONE',
    });
    const authorization = await bearerFor(testApp, psychologist);
    const week = await testApp.app.inject({ method: 'POST', url: '/api/planning/load', headers: { authorization }, payload: { startDate: ended.startsAt.toISOString() } });
    expect(week.statusCode).toBe(200);
    const row = week.json().consultations.find((consultation: { meetingId: string }) => consultation.meetingId === ended.id);
    expect(row).toMatchObject({ meetingType: 'PHONE', phoneNumber: null });
    expect(JSON.stringify(week.json())).not.toContain('0611122233');
  });

  it('is shown while the consultation is under way', async () => {
    const psychologist = await createPsychologist(testApp.db);
    const employee = await createEmployee(testApp.db, { phoneNumber: '0644455566' });
    const startsAt = new Date(testApp.clock.now().getTime() - 30 * 60 * 1000);
    const underWay = await createBookedConsultation(testApp.db, { doctorId: psychologist.id, employee, startsAt, meetingType: 'PHONE' });
    const authorization = await bearerFor(testApp, psychologist);
    const week = await testApp.app.inject({ method: 'POST', url: '/api/planning/load', headers: { authorization }, payload: { startDate: startsAt.toISOString() } });
    const row = week.json().consultations.find((consultation: { meetingId: string }) => consultation.meetingId === underWay.id);
    expect(row).toMatchObject({ phoneNumber: '0644455566' });
  });
});
