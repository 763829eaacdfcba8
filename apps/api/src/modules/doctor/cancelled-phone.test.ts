import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoctor, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, weekdayAt } from '../../../test/support/meetings';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe("the employee's phone number on a phone consultation", () => {
  it('is shown to the psychologist while the consultation is on, and no longer once it is cancelled', async () => {
    const doctor = await createDoctor(testApp.db);
    const employee = await createEmployee(testApp.db, { phoneNumber: '0698765432' });
    const startsAt = weekdayAt(7, 11);
    const meeting = await createBookedConsultation(testApp.db, { doctorId: doctor.id, employee, startsAt, meetingType: 'PHONE' });
    const authorization = await bearerFor(testApp, doctor);
    const week = () => testApp.app.inject({ method: 'POST', url: '/api/planning/load', headers: { authorization }, payload: { startDate: startsAt.toISOString() } });

    const before = (await week()).json().consultations.find((row: { meetingId: string }) => row.meetingId === meeting.id);
    expect(before.phoneNumber).toBe('0698765432');

    const cancelled = await testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${meeting.id}/refuse`, headers: { authorization } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ meetingStatus: 'CANCELLED', phoneNumber: null });
    const after = (await week()).json().consultations.find((row: { meetingId: string }) => row.meetingId === meeting.id);
    expect(after?.phoneNumber ?? null).toBeNull();
    expect(JSON.stringify((await week()).json())).not.toContain('0698765432');
  });
});
