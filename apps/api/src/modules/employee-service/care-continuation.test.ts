import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { careContinuationMessages, type PsychologistConsultation } from '@parenthese/shared';
import { carePairs, employees, meetings } from '../../db/schema';
import { createPsychologist } from '../../../test/support/factories';
import { bearerFor, createSlot, weekdayAt } from '../../../test/support/consultations';
import { employeeServiceTestbed } from '../../../test/support/employee-service';
import { anyFieldValue, anyRouteId } from '../../../test/support/fuzz-values';

const bed = employeeServiceTestbed();
const { call, employeeWorld, bookedConsultationWorld, creditsOf } = bed;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const options = (authorization: string, bookingId: string) => call('GET', `/meeting/${bookingId}/continue`, authorization);
const findSlots = (authorization: string, bookingId: string, extra: object = {}) =>
  call('POST', `/meeting/${bookingId}/continue/find`, authorization, {
    meetingType: 'TEAMS',
    startDate: bed.testApp.clock.now().toISOString(),
    endDate: new Date(bed.testApp.clock.now().getTime() + 40 * DAY).toISOString(),
    ...extra,
  });
const book = (authorization: string, consultationId: string, extra: object = {}) =>
  call('POST', '/meeting/create', authorization, { meetingType: 'TEAMS', meetingId: consultationId, doctorCategoryName: 'Psychologue clinicien', subject: 'Suite de notre échange', ...extra });
const pairsOf = (employeeId: string) => bed.testApp.db.select().from(carePairs).where(eq(carePairs.employeeId, employeeId));
const slotIds = (body: { meetingsData: Record<string, { meetingId: string }[]> }) => Object.values(body.meetingsData).flatMap((slots) => slots.map((slot) => slot.meetingId));

/** An employee with a consultation (clinicien, video) of a psychologist who has another free hour. */
async function continuingWorld(values: { startsAt?: Date; psychologist?: { isPhoneEnabled?: boolean; isVideoEnabled?: boolean } } = {}) {
  const { psychologist, booking, ...world } = await bookedConsultationWorld({
    credits: 3,
    companyCredits: 10,
    startsAt: values.startsAt ?? weekdayAt(3, 10, bed.testApp.clock.now()),
    psychologist: values.psychologist,
    subject: 'Fatigue au travail',
  });
  const freeHour = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(10, 14, bed.testApp.clock.now()));
  return { ...world, psychologist, booking, freeHour };
}

describe('the pair and its pseudonym (decision 0060)', () => {
  it('is written by the first booking of a psychologist and kept by the next ones', async () => {
    const { employee, authorization } = await employeeWorld({ credits: 3 });
    const psychologist = await createPsychologist(bed.testApp.db);
    const first = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(4, 9, bed.testApp.clock.now()));
    // A week after `first`: days 4 and 5 both land on the same Monday when today is a Tuesday.
    const second = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(11, 9, bed.testApp.clock.now()));

    expect((await book(authorization, first.id)).statusCode).toBe(200);
    const [pair] = await pairsOf(employee.id);
    expect(pair).toMatchObject({ doctorId: psychologist.id });
    expect(pair.pseudonym).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}$/);

    expect((await book(authorization, second.id)).statusCode).toBe(200);
    expect(await pairsOf(employee.id)).toEqual([pair]);
  });

  it('differs across two psychologists of one person, and goes with the employee', async () => {
    const { employee, authorization } = await employeeWorld({ credits: 3 });
    const psychologists = [await createPsychologist(bed.testApp.db), await createPsychologist(bed.testApp.db)];
    // A week apart: consecutive days can land on the same Monday, where the second would overlap the first.
    for (const [index, psychologist] of psychologists.entries())
      expect((await book(authorization, (await createSlot(bed.testApp.db, psychologist.id, weekdayAt(4 + 7 * index, 11, bed.testApp.clock.now()))).id)).statusCode).toBe(200);
    const pairs = await pairsOf(employee.id);
    expect(pairs.map((pair) => pair.doctorId).sort()).toEqual(psychologists.map((psychologist) => psychologist.id).sort());
    // Two independent draws: the same four symbols once in a million.
    expect(pairs[0].pseudonym).not.toBe(pairs[1].pseudonym);

    await bed.testApp.db.update(meetings).set({ status: 'CANCELLED' }).where(eq(meetings.employeeId, employee.id));
    await bed.testApp.db.delete(employees).where(eq(employees.userId, employee.id));
    expect(await pairsOf(employee.id)).toEqual([]);
  });

  it('draws again, in the same transaction, a pseudonym another person of the psychologist already has', async () => {
    const psychologist = await createPsychologist(bed.testApp.db);
    const [someone, other] = [(await employeeWorld()).employee, (await employeeWorld()).employee];
    await bed.testApp.db.insert(carePairs).values({ employeeId: someone.id, doctorId: psychologist.id, pseudonym: 'K7Q2' });
    await bed.testApp.db.execute(sql`select ensure_care_pair(${other.id}::uuid, ${psychologist.id}::uuid, array['K7Q2', 'M4X9']::text[])`);
    expect((await pairsOf(other.id))[0].pseudonym).toBe('M4X9');
  });

  it('keeps a named pair as it is, with free candidates or none, and refuses when every candidate is taken', async () => {
    const psychologist = await createPsychologist(bed.testApp.db);
    const [named, newcomer] = [(await employeeWorld()).employee, (await employeeWorld()).employee];
    await bed.testApp.db.insert(carePairs).values({ employeeId: named.id, doctorId: psychologist.id, pseudonym: 'K7Q2' });
    const ensure = (employeeId: string, candidates: string[]) =>
      bed.testApp.db.execute(sql`select ensure_care_pair(${employeeId}::uuid, ${psychologist.id}::uuid, ${`{${candidates.join(',')}}`}::text[])`);

    await ensure(named.id, ['M4X9']);
    await ensure(named.id, []);
    expect((await pairsOf(named.id)).map((pair) => pair.pseudonym)).toEqual(['K7Q2']);

    // Drizzle wraps the database's error: its cause carries the function's own message.
    const refusal = await ensure(newcomer.id, ['K7Q2']).then(
      () => 'no error',
      (error: { cause?: { message?: string } }) => error.cause?.message,
    );
    expect(refusal).toBe('CARE_PAIR_PSEUDONYMS_EXHAUSTED');
    expect(await pairsOf(newcomer.id)).toEqual([]);
  });

  it('is written by a move to another psychologist', async () => {
    const { employee, authorization, booking } = await continuingWorld({ startsAt: weekdayAt(6, 10, bed.testApp.clock.now()) });
    const other = await createPsychologist(bed.testApp.db);
    const otherHour = await createSlot(bed.testApp.db, other.id, weekdayAt(12, 9, bed.testApp.clock.now()));
    const moved = await call('POST', `/meeting/${booking.id}/move`, authorization, { meetingId: otherHour.id });
    expect(moved.statusCode).toBe(200);
    expect((await pairsOf(employee.id)).map((pair) => pair.doctorId)).toContain(other.id);
  });
});

describe('booking the same psychologist again', () => {
  it('offers the consultation’s category and the modes that psychologist offers, never who they are', async () => {
    const { authorization, psychologist, booking } = await continuingWorld({ psychologist: { isPhoneEnabled: false } });
    const response = await options(authorization, booking.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ doctorCategoryName: 'Psychologue clinicien', meetingTypes: ['TEAMS'] });
    expect(response.body).not.toContain(psychologist.id);
  });

  it('lists only that psychologist’s free hours in the mode asked, and books one through the usual booking', async () => {
    const { company, employee, authorization, psychologist, booking, freeHour } = await continuingWorld();
    const other = await createPsychologist(bed.testApp.db);
    const otherHour = await createSlot(bed.testApp.db, other.id, weekdayAt(11, 9, bed.testApp.clock.now()));

    const found = await findSlots(authorization, booking.id);
    expect(found.statusCode).toBe(200);
    expect(slotIds(found.json())).toEqual([freeHour.id]);
    expect(slotIds(found.json())).not.toContain(otherHour.id);
    expect(found.body).not.toContain(psychologist.id);

    const before = await creditsOf(employee.id, company.id);
    expect((await book(authorization, freeHour.id)).statusCode).toBe(200);
    expect(await creditsOf(employee.id, company.id)).toEqual({ employee: before.employee - 1, company: before.company - 1 });
    expect(await pairsOf(employee.id)).toHaveLength(1);
  });

  it('shares the move’s query: the same hours as « Déplacer » with the same psychologist', async () => {
    const { authorization, booking } = await continuingWorld({ startsAt: weekdayAt(6, 10, bed.testApp.clock.now()) });
    const range = { startDate: bed.testApp.clock.now().toISOString(), endDate: new Date(bed.testApp.clock.now().getTime() + 40 * DAY).toISOString() };
    const continued = await findSlots(authorization, booking.id, range);
    const moved = await call('POST', `/meeting/${booking.id}/move/find`, authorization, range);
    expect(continued.json()).toEqual(moved.json());
  });

  it('is allowed from a past consultation within 12 months', async () => {
    const { authorization, booking, freeHour } = await continuingWorld({ startsAt: new Date(bed.testApp.clock.now().getTime() - 300 * DAY) });
    expect(slotIds((await findSlots(authorization, booking.id)).json())).toEqual([freeHour.id]);
  });

  it('is refused in French from a consultation older than 12 months, or cancelled by the psychologist', async () => {
    const old = await continuingWorld({ startsAt: new Date(bed.testApp.clock.now().getTime() - 370 * DAY) });
    for (const response of [await options(old.authorization, old.booking.id), await findSlots(old.authorization, old.booking.id)]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(careContinuationMessages.tooOld);
    }
    const refused = await continuingWorld();
    await bed.testApp.db.update(meetings).set({ status: 'CANCELLED', cancelledBy: 'DOCTOR', cancelledAt: bed.testApp.clock.now() }).where(eq(meetings.id, refused.booking.id));
    const response = await findSlots(refused.authorization, refused.booking.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(careContinuationMessages.cancelledByPsychologist);
  });

  it('answers someone else’s consultation like a missing one (404)', async () => {
    const { booking } = await continuingWorld();
    const stranger = await employeeWorld();
    for (const response of [await options(stranger.authorization, booking.id), await findSlots(stranger.authorization, booking.id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/introuvable/i);
    }
  });

  it('answers a psychologist who no longer offers the category with a French 409', async () => {
    const { authorization, psychologist, booking } = await continuingWorld();
    await bed.testApp.db.execute(sql`update doctors set categories = array['Psychologue du travail'] where user_id = ${psychologist.id}::uuid`);
    const response = await options(authorization, booking.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(careContinuationMessages.noMode);
  });
});

describe('what the psychologist sees', () => {
  it('« Suivi »: the pseudonym, the place in the series, the earlier dates and motive, never who the person is', async () => {
    const { employee, authorization, psychologist, booking, freeHour } = await continuingWorld();
    expect((await book(authorization, freeHour.id)).statusCode).toBe(200);
    const psychologistAuthorization = await bearerFor(bed.testApp, { id: psychologist.id, role: 'DOCTOR' });
    const week = await bed.testApp.app.inject({
      method: 'POST',
      url: '/api/planning/load',
      headers: { authorization: psychologistAuthorization },
      payload: { startDate: freeHour.startsAt.toISOString() },
    });
    expect(week.statusCode).toBe(200);
    const consultation = (week.json().consultations as PsychologistConsultation[]).find((row) => row.meetingId === freeHour.id)!;
    const [pair] = await pairsOf(employee.id);
    expect(consultation.carePair).toEqual({ pseudonym: pair.pseudonym, rank: 2, earlierStartDates: [booking.startsAt.toISOString()], earlierSubject: 'Fatigue au travail' });
    for (const secret of [employee.id, employee.email!, employee.username!, 'Léa', 'Moreau']) expect(week.body).not.toContain(secret);

    // Once retention erased the earlier motive, it is no longer shown.
    await bed.testApp.db.update(meetings).set({ subject: null }).where(eq(meetings.id, booking.id));
    const later = await bed.testApp.app.inject({
      method: 'POST',
      url: '/api/planning/load',
      headers: { authorization: psychologistAuthorization },
      payload: { startDate: freeHour.startsAt.toISOString() },
    });
    expect((later.json().consultations as PsychologistConsultation[]).find((row) => row.meetingId === freeHour.id)!.carePair).toMatchObject({ rank: 2, earlierSubject: null });
  });
});

describe('fuzz', () => {
  it('answers any body or id on the two continuation routes with a 2xx or a French 4xx, never a 5xx', async () => {
    const { authorization, booking, freeHour } = await continuingWorld();
    const bodies = fc.oneof(fc.record({ meetingType: anyFieldValue, startDate: anyFieldValue, endDate: anyFieldValue }, { requiredKeys: [] }), fc.dictionary(fc.string(), anyFieldValue));
    const ids = anyRouteId(booking.id, freeHour.id);
    const samples = fc.sample(fc.tuple(fc.constantFrom('GET', 'POST'), ids, bodies), { numRuns: 60, seed: 20_261_129 });
    for (const [method, id, body] of samples) {
      const response = method === 'GET' ? await options(authorization, id) : await call('POST', `/meeting/${id}/continue/find`, authorization, body);
      expect(response.statusCode, `${method} ${id} ${JSON.stringify(body)}`).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json().message).toMatch(/[a-zé]/i);
    }
  });
});
