import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, count, eq } from 'drizzle-orm';
import { consultationMoveMessages, bookingMessages } from '@parenthese/shared';
import { carePairs, creditLedger, mailOutbox, meetings } from '../../db/schema';
import { parseCalendar } from '../../../test/support/calendar';
import { createPsychologist } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, saturdayAt, weekdayAt } from '../../../test/support/consultations';
import { employeeServiceTestbed } from '../../../test/support/employee-service';
import { anyFieldValue, anyRouteId } from '../../../test/support/fuzz-values';

const bed = employeeServiceTestbed();
const { call, bookedConsultationWorld, meetingRow, creditsOf } = bed;
const HOUR = 3_600_000;

/** An employee with a booked consultation (Psychologue clinicien, video) and another free hour of the same psychologist. */
async function bookedWorld(options: { startsAt?: Date; doctorDecision?: 'PENDING' | 'ACCEPTED' } = {}) {
  const { psychologist, booking, ...world } = await bookedConsultationWorld({
    credits: 2,
    companyCredits: 10,
    startsAt: options.startsAt ?? weekdayAt(6, 10, bed.testApp.clock.now()),
    doctorDecision: options.doctorDecision,
  });
  const freeHour = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(10, 14, bed.testApp.clock.now()));
  return { ...world, psychologist, booking, freeHour };
}

const move = (authorization: string, bookingId: string, consultationId: string) => call('POST', `/meeting/${bookingId}/move`, authorization, { meetingId: consultationId });
const findMoveSlots = (authorization: string, bookingId: string, extra: object = {}) =>
  call('POST', `/meeting/${bookingId}/move/find`, authorization, {
    startDate: bed.testApp.clock.now().toISOString(),
    endDate: new Date(bed.testApp.clock.now().getTime() + 40 * 24 * HOUR).toISOString(),
    ...extra,
  });
const mailsTo = (address: string) => bed.testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
const ledgerRows = async (companyId: string) => (await bed.testApp.db.select({ value: count() }).from(creditLedger).where(eq(creditLedger.companyId, companyId)))[0].value;
const liveRowsAt = (psychologistId: string, startsAt: Date) =>
  bed.testApp.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.doctorId, psychologistId), eq(meetings.startsAt, startsAt)));

describe('moving an appointment to another hour of the same psychologist', () => {
  it('moves the booking in one go: same id, new hour, old hour free again, credit and ledger untouched, still confirmed', async () => {
    const { company, employee, authorization, psychologist, booking, freeHour } = await bookedWorld();
    await bed.testApp.db.update(meetings).set({ reminded24hAt: bed.testApp.clock.now(), reminded1hAt: bed.testApp.clock.now() }).where(eq(meetings.id, booking.id));
    const ledgerBefore = await ledgerRows(company.id);
    const creditsBefore = await creditsOf(employee.id, company.id);

    const response = await move(authorization, booking.id, freeHour.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Rendez-vous déplacé',
      meeting: { meetingId: booking.id, startDate: freeHour.startsAt.toISOString(), moveCount: 1, doctorDecision: 'ACCEPTED' },
    });
    // The answer never names the psychologist.
    expect(JSON.stringify(response.json())).not.toContain(psychologist.id);
    const row = await meetingRow(booking.id);
    expect(row).toMatchObject({ status: 'BOOKED', doctorId: psychologist.id, employeeId: employee.id, moveCount: 1, doctorDecision: 'ACCEPTED', calendarSequence: booking.calendarSequence + 1 });
    expect(row.startsAt).toEqual(freeHour.startsAt);
    // Reminders follow the new time: none written yet for it.
    expect(row.reminded24hAt).toBeNull();
    expect(row.reminded1hAt).toBeNull();
    // The free slot's row is taken over; the hour left is published again.
    expect(await meetingRow(freeHour.id)).toBeUndefined();
    expect((await liveRowsAt(psychologist.id, booking.startsAt)).map((slot) => slot.status)).toEqual(['AVAILABLE']);
    expect(await creditsOf(employee.id, company.id)).toEqual(creditsBefore);
    expect(await ledgerRows(company.id)).toBe(ledgerBefore);
  });

  it('tells both sides, with the same calendar UID and a higher SEQUENCE at the new time, discreetly', async () => {
    const { employee, authorization, psychologist, booking, freeHour } = await bookedWorld();
    expect((await move(authorization, booking.id, freeHour.id)).statusCode).toBe(200);

    const [toEmployee] = await mailsTo(employee.email!);
    const [toPsychologist] = await mailsTo(psychologist.login);
    expect(toEmployee.kind).toBe('appointment-moved');
    expect(toPsychologist.kind).toBe('doctor-appointment-moved');
    for (const mail of [toEmployee, toPsychologist]) {
      expect(mail.subject).not.toMatch(/psycholog|consultation/i);
      expect(mail.calendarMethod).toBe('REQUEST');
      const [event] = parseCalendar(mail.calendarContent!).events;
      expect(event.uid).toContain(booking.id);
      expect(event.sequence).toBe(booking.calendarSequence + 1);
      expect(event.startsAt).toEqual(freeHour.startsAt);
    }
    expect(toPsychologist.textBody).toContain('est déplacé au');
    expect(toPsychologist.textBody).toContain('Il reste confirmé');
    const [pair] = await bed.testApp.db.select().from(carePairs).where(eq(carePairs.doctorId, psychologist.id));
    expect(toPsychologist.textBody).toContain(`Avec : Personne ${pair.pseudonym}.`);
    expect(parseCalendar(toPsychologist.calendarContent!).events[0].description).toContain(`Personne ${pair.pseudonym}`);
    expect(`${toEmployee.textBody}\n${toEmployee.calendarContent}`).not.toContain(`Personne ${pair.pseudonym}`);
    for (const secret of ['Léa', 'Moreau', employee.username!, employee.email!, employee.id]) expect(`${toPsychologist.subject}\n${toPsychologist.textBody}`).not.toContain(secret);
  });

  it('keeps a request not yet accepted waiting, and asks the psychologist again without a calendar file', async () => {
    const { authorization, psychologist, booking, freeHour } = await bookedWorld({ doctorDecision: 'PENDING' });
    expect((await move(authorization, booking.id, freeHour.id)).statusCode).toBe(200);
    expect((await meetingRow(booking.id)).doctorDecision).toBe('PENDING');
    const [toPsychologist] = await mailsTo(psychologist.login);
    expect(toPsychologist.kind).toBe('doctor-appointment-moved');
    expect(toPsychologist.calendarMethod).toBeNull();
    expect(toPsychologist.textBody).toContain('Acceptez-le ou refusez-le');
  });

  it('sends the reminders at the new time', async () => {
    const { authorization, booking, freeHour } = await bookedWorld();
    expect((await move(authorization, booking.id, freeHour.id)).statusCode).toBe(200);
    // At the old time's 24 h mark nothing is due; at the new one's, the reminder goes.
    await bed.testApp.services.consultationNotices.writeDueReminders(new Date(booking.startsAt.getTime() - 24 * HOUR + 60_000));
    expect((await meetingRow(booking.id)).reminded24hAt).toBeNull();
    await bed.testApp.services.consultationNotices.writeDueReminders(new Date(freeHour.startsAt.getTime() - 24 * HOUR + 60_000));
    expect((await meetingRow(booking.id)).reminded24hAt).not.toBeNull();
  });
});

describe('moving to another psychologist of the category and mode', () => {
  it('lists only the same psychologist by default, the whole category when asked, never the employee’s own hours, and never a psychologist id', async () => {
    const { authorization, psychologist, booking, freeHour } = await bookedWorld();
    const other = await createPsychologist(bed.testApp.db);
    const otherHour = await createSlot(bed.testApp.db, other.id, weekdayAt(11, 9, bed.testApp.clock.now()));
    const atBookingHour = await createSlot(bed.testApp.db, other.id, booking.startsAt);
    const otherCategory = await createPsychologist(bed.testApp.db, { categories: ['Psychologue du travail'] });
    const unsuitable = await createSlot(bed.testApp.db, otherCategory.id, weekdayAt(11, 11, bed.testApp.clock.now()));

    const own = await findMoveSlots(authorization, booking.id);
    expect(own.statusCode).toBe(200);
    const ownIds = Object.values(own.json().meetingsData)
      .flat()
      .map((slot) => (slot as { meetingId: string }).meetingId);
    expect(ownIds).toEqual([freeHour.id]);

    const whole = await findMoveSlots(authorization, booking.id, { isWholeCategory: true });
    const wholeIds = Object.values(whole.json().meetingsData)
      .flat()
      .map((slot) => (slot as { meetingId: string }).meetingId);
    expect(wholeIds).toEqual(expect.arrayContaining([freeHour.id, otherHour.id]));
    expect(wholeIds).not.toContain(atBookingHour.id);
    expect(wholeIds).not.toContain(unsuitable.id);
    for (const response of [own, whole]) for (const secret of [psychologist.id, other.id]) expect(response.body).not.toContain(secret);
  });

  it('makes it a request to the new psychologist: the former one is told the hour is off, and the employee’s calendar drops it until the new one accepts', async () => {
    const { employee, authorization, psychologist, booking } = await bookedWorld();
    const other = await createPsychologist(bed.testApp.db);
    const otherHour = await createSlot(bed.testApp.db, other.id, weekdayAt(11, 9, bed.testApp.clock.now()));

    expect((await move(authorization, booking.id, otherHour.id)).statusCode).toBe(200);

    expect(await meetingRow(booking.id)).toMatchObject({ doctorId: other.id, doctorDecision: 'PENDING', moveCount: 1 });
    expect((await liveRowsAt(psychologist.id, booking.startsAt)).map((slot) => slot.status)).toEqual(['AVAILABLE']);
    const [toFormer] = await mailsTo(psychologist.login);
    expect(toFormer.kind).toBe('doctor-appointment-cancelled');
    expect(toFormer.calendarMethod).toBe('CANCEL');
    expect(parseCalendar(toFormer.calendarContent!).events[0]).toMatchObject({ uid: expect.stringContaining(booking.id), sequence: booking.calendarSequence + 1, startsAt: booking.startsAt });
    const [toNew] = await mailsTo(other.login);
    expect(toNew.kind).toBe('doctor-appointment-request');
    // Each psychologist knows the person by their own pair's pseudonym, never by the other's.
    const pseudonymOf = async (psychologistId: string) =>
      (
        await bed.testApp.db
          .select()
          .from(carePairs)
          .where(and(eq(carePairs.employeeId, employee.id), eq(carePairs.doctorId, psychologistId)))
      )[0].pseudonym;
    const [formerPseudonym, newPseudonym] = [await pseudonymOf(psychologist.id), await pseudonymOf(other.id)];
    expect(formerPseudonym).not.toBe(newPseudonym);
    expect(toFormer.textBody).toContain(`Avec : Personne ${formerPseudonym}.`);
    expect(parseCalendar(toFormer.calendarContent!).events[0].description).toContain(`Personne ${formerPseudonym}`);
    expect(toNew.textBody).toContain(`Avec : Personne ${newPseudonym}.`);
    expect(`${toFormer.textBody}\n${toFormer.calendarContent}`).not.toContain(`Personne ${newPseudonym}`);
    expect(toNew.textBody).not.toContain(`Personne ${formerPseudonym}`);
    const [toEmployee] = await mailsTo(employee.email!);
    expect(toEmployee.kind).toBe('appointment-moved');
    expect(toEmployee.calendarMethod).toBe('CANCEL');

    // The new psychologist accepts: the employee's invitation comes back, same UID, a higher SEQUENCE, at the new hour.
    const accepted = await bed.testApp.app.inject({ method: 'POST', url: `/api/doctor/meetings/${booking.id}/accept`, headers: { authorization: await bearerFor(bed.testApp, other) } });
    expect(accepted.statusCode).toBe(200);
    const confirmation = (await mailsTo(employee.email!)).find((mail) => mail.kind === 'appointment-confirmed')!;
    expect(confirmation.calendarMethod).toBe('REQUEST');
    const [event] = parseCalendar(confirmation.calendarContent!).events;
    expect(event).toMatchObject({ uid: expect.stringContaining(booking.id), startsAt: otherHour.startsAt });
    expect(event.sequence).toBeGreaterThan(booking.calendarSequence + 1);
  });
});

describe('refusals, each leaving the booking as it was', () => {
  async function expectUnchanged(booking: typeof meetings.$inferSelect) {
    const row = await meetingRow(booking.id);
    expect(row).toMatchObject({ status: booking.status, doctorId: booking.doctorId, moveCount: booking.moveCount, calendarSequence: booking.calendarSequence });
    expect(row.startsAt).toEqual(booking.startsAt);
  }

  it('refuses under 48 h before the start, for a past or a cancelled consultation, in French, for the list and the move', async () => {
    const soon = await bookedWorld({ startsAt: new Date(bed.testApp.clock.now().getTime() + 47 * HOUR) });
    const past = await bookedWorld({ startsAt: new Date(bed.testApp.clock.now().getTime() - 3 * HOUR) });
    const cancelled = await bookedWorld();
    await bed.testApp.db.update(meetings).set({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', cancelledAt: bed.testApp.clock.now() }).where(eq(meetings.id, cancelled.booking.id));
    const cases: [typeof soon, string][] = [
      [soon, consultationMoveMessages.tooLate],
      [past, consultationMoveMessages.past],
      [cancelled, consultationMoveMessages.cancelled],
    ];
    for (const [world, message] of cases) {
      for (const response of [await move(world.authorization, world.booking.id, world.freeHour.id), await findMoveSlots(world.authorization, world.booking.id)]) {
        expect(response.statusCode, message).toBe(409);
        expect(response.json().message).toBe(message);
      }
      expect((await meetingRow(world.freeHour.id)).status).toBe('AVAILABLE');
    }
    await expectUnchanged(soon.booking);
    await expectUnchanged(past.booking);
  });

  it('allows 2 moves per booking, not a third', async () => {
    const { authorization, psychologist, booking, freeHour } = await bookedWorld();
    const second = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(12, 9, bed.testApp.clock.now()));
    // A week after `second`: days 12 and 13 both land on the same Monday when today is a Monday.
    const third = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(19, 9, bed.testApp.clock.now()));
    expect((await move(authorization, booking.id, freeHour.id)).statusCode).toBe(200);
    expect((await move(authorization, booking.id, second.id)).statusCode).toBe(200);
    const refused = await move(authorization, booking.id, third.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(consultationMoveMessages.limitReached);
    expect(await meetingRow(booking.id)).toMatchObject({ moveCount: 2, startsAt: second.startsAt });
    expect((await meetingRow(third.id)).status).toBe('AVAILABLE');
  });

  it('refuses a taken, unknown, weekend, unsuitable or overlapping hour, the booking’s own id, someone else’s booking and bad input', async () => {
    const { company, employee, authorization, psychologist, booking } = await bookedWorld();
    const someoneElse = await bookedWorld();
    const weekend = await createSlot(bed.testApp.db, psychologist.id, saturdayAt(8, 10, bed.testApp.clock.now()));
    const workPsychologist = await createPsychologist(bed.testApp.db, { categories: ['Psychologue du travail'] });
    const otherCategory = await createSlot(bed.testApp.db, workPsychologist.id, weekdayAt(11, 15, bed.testApp.clock.now()));
    const phoneOnly = await createPsychologist(bed.testApp.db, { isVideoEnabled: false });
    const otherMode = await createSlot(bed.testApp.db, phoneOnly.id, weekdayAt(11, 16, bed.testApp.clock.now()));
    const ownOther = await createBookedConsultation(bed.testApp.db, {
      doctorId: workPsychologist.id,
      employee: { id: employee.id, companyId: company.id },
      startsAt: weekdayAt(12, 10, bed.testApp.clock.now()),
    });
    const overlapping = await createSlot(bed.testApp.db, psychologist.id, ownOther.startsAt);

    const cases: [string, string, number, string][] = [
      [booking.id, someoneElse.booking.id, 409, consultationMoveMessages.slotGone],
      [booking.id, '00000000-0000-4000-8000-000000000000', 409, consultationMoveMessages.slotGone],
      [booking.id, weekend.id, 400, bookingMessages.outsideWindow],
      [booking.id, otherCategory.id, 400, consultationMoveMessages.otherCategoryOrMode],
      [booking.id, otherMode.id, 400, consultationMoveMessages.otherCategoryOrMode],
      [booking.id, overlapping.id, 409, bookingMessages.overlapsOwnConsultation],
      [booking.id, booking.id, 400, consultationMoveMessages.sameSlot],
      [someoneElse.booking.id, someoneElse.freeHour.id, 404, bookingMessages.meetingNotFound],
      ['00000000-0000-4000-8000-000000000000', someoneElse.freeHour.id, 404, bookingMessages.meetingNotFound],
      [booking.id, 'abc', 400, 'Identifiant de créneau invalide'],
    ];
    for (const [bookingId, slotId, status, message] of cases) {
      const response = await move(authorization, bookingId, slotId);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const malformedBooking = await move(authorization, 'abc', someoneElse.freeHour.id);
    expect(malformedBooking.statusCode).toBe(400);
    const badFind = await findMoveSlots(authorization, booking.id, { isWholeCategory: 'yes', endDate: 'demain' });
    expect(badFind.statusCode).toBe(400);
    const noToken = await move('', booking.id, someoneElse.freeHour.id);
    expect(noToken.statusCode).toBe(401);

    await expectUnchanged(booking);
    await expectUnchanged(someoneElse.booking);
    for (const slot of [weekend, otherCategory, otherMode, overlapping, someoneElse.freeHour]) expect((await meetingRow(slot.id)).status).toBe('AVAILABLE');
  });
});

describe('fuzz', () => {
  it('answers any body or id on the two move routes with a 2xx or a French 4xx, never a 5xx, and leaves the booking as it was', async () => {
    const { authorization, booking, freeHour } = await bookedWorld();
    const bodies = fc.oneof(
      fc.record({ meetingId: anyFieldValue }, { requiredKeys: [] }),
      fc.record({ startDate: anyFieldValue, endDate: anyFieldValue, isWholeCategory: anyFieldValue }, { requiredKeys: [] }),
      fc.dictionary(fc.string(), anyFieldValue),
    );
    const ids = anyRouteId(booking.id, freeHour.id);
    const samples = fc.sample(fc.tuple(fc.constantFrom('/move', '/move/find'), ids, bodies), { numRuns: 60, seed: 20_261_129 });
    for (const [route, id, body] of samples) {
      const response = await call('POST', `/meeting/${id}${route}`, authorization, body);
      expect(response.statusCode, `${route} ${id} ${JSON.stringify(body)}`).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.json().message).toMatch(/[a-zé]/i);
    }
    const row = await meetingRow(booking.id);
    // Only a valid move to the free hour may have changed it.
    expect([booking.startsAt.getTime(), freeHour.startsAt.getTime()]).toContain(row.startsAt.getTime());
  });
});
