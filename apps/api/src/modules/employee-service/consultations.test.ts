import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingMessages, parisDateTime, type ApiErrorCode } from '@parenthese/shared';
import { creditLedger, mailOutbox, meetings } from '../../db/schema';
import { employeeServiceTestbed } from '../../../test/support/employee-service';
import { createSlot, ledgerBalances, saturdayAt, weekdayAt } from '../../../test/support/consultations';

const bed = employeeServiceTestbed();
const { call, employeeWorld, travailPsychologist: travailPsychologist, book, meetingRow, creditsOf, endedSessions } = bed;

describe('booking', () => {
  it('claims the slot, spends one credit from the employee and the company with ledger rows, and makes a video link', async () => {
    const { company, employee, authorization } = await employeeWorld({ credits: 2, companyCredits: 10 });
    const psychologist = await travailPsychologist();
    const slot = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(3, 10, bed.testApp.clock.now()));
    const response = await book(authorization, slot.id, { subject: '  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    // It waits for the psychologist: the answer never says « confirmé ».
    expect(body.message).toBe('Rendez-vous enregistré');
    expect(body.meeting).toMatchObject({ meetingId: slot.id, meetingStatus: 'BOOKED', meetingType: 'TEAMS', subject: 'Consultation anonyme', doctorCategoryName: 'Psychologue du travail' });
    expect(body.meeting.meetingLink).toMatch(/^https:\/\/visio\.example\.fr\/parenthese-[0-9a-f]{32}$/);
    const row = await meetingRow(slot.id);
    expect(row).toMatchObject({ status: 'BOOKED', employeeId: employee.id, doctorDecision: 'PENDING', meetingLink: body.meeting.meetingLink });
    expect(await creditsOf(employee.id, company.id)).toEqual({ employee: 1, company: 9 });
    const balances = await ledgerBalances(bed.testApp.db, company.id);
    expect(balances.companyLedger).toBe(9);
    expect(balances.employees[0]).toMatchObject({ credits: 1, ledger: 1 });
  });

  it('refuses a slot just taken with 409 and spends nothing', async () => {
    const first = await employeeWorld();
    const second = await employeeWorld();
    const slot = await createSlot(bed.testApp.db, (await travailPsychologist()).id, weekdayAt(3, 11, bed.testApp.clock.now()));
    expect((await book(first.authorization, slot.id)).statusCode).toBe(200);
    const response = await book(second.authorization, slot.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(bookingMessages.slotTaken);
    expect(response.json().code).toBe('SLOT_TAKEN');
    expect(await creditsOf(second.employee.id, second.company.id)).toEqual({ employee: 2, company: 10 });
  });

  it.each([
    ['a weekend', () => saturdayAt(3, 10, bed.testApp.clock.now()), bookingMessages.outsideWindow],
    ['beyond three months', () => weekdayAt(100, 10, bed.testApp.clock.now()), bookingMessages.outsideWindow],
    ['a past date', () => weekdayAt(-7, 10, bed.testApp.clock.now()), bookingMessages.outsideWindow],
  ])('refuses %s with 400 and changes nothing', async (_label, start, message) => {
    const { company, employee, authorization } = await employeeWorld();
    const slot = await createSlot(bed.testApp.db, (await travailPsychologist()).id, start());
    const response = await book(authorization, slot.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await meetingRow(slot.id)).status).toBe('AVAILABLE');
    expect(await creditsOf(employee.id, company.id)).toEqual({ employee: 2, company: 10 });
  });

  it('refuses without credit, on a locked company, in phone mode without a phone, or with an unsuitable psychologist', async () => {
    const psychologist = await travailPsychologist();
    const noCredit = await employeeWorld({ credits: 0 });
    const emptyPool = await employeeWorld({ companyCredits: 0 });
    const lockedCompany = await employeeWorld({ isCompanyLocked: true });
    const noPhone = await employeeWorld({ phoneNumber: '' });
    const slot = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(4, 9, bed.testApp.clock.now()));

    const expectations: [string, object, number, string, ApiErrorCode][] = [
      [noCredit.authorization, {}, 409, bookingMessages.noEmployeeCredit, 'NO_CREDIT'],
      [emptyPool.authorization, {}, 409, bookingMessages.noCompanyCredit, 'NO_COMPANY_CREDIT'],
      [lockedCompany.authorization, {}, 403, bookingMessages.companyLocked, 'FORBIDDEN'],
      [noPhone.authorization, { meetingType: 'PHONE' }, 400, bookingMessages.phoneMissing, 'BAD_REQUEST'],
      [noPhone.authorization, { doctorCategoryName: 'Neuropsychologue' }, 400, bookingMessages.psychologistUnsuitable, 'BAD_REQUEST'],
    ];
    for (const [authorization, extra, status, message, code] of expectations) {
      const response = await book(authorization, slot.id, extra);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
      expect(response.json().code, message).toBe(code);
    }
    expect((await meetingRow(slot.id)).status).toBe('AVAILABLE');
    expect(await creditsOf(emptyPool.employee.id, emptyPool.company.id)).toEqual({ employee: 2, company: 0 });
    const ledger = await bed.testApp.db.select().from(creditLedger).where(eq(creditLedger.companyId, emptyPool.company.id));
    expect(ledger.every((row) => row.reason === 'GRANT')).toBe(true);
  });

  it('refuses a booking at once from a locked account, a session ended by a password change or a first connection, even with a bad body', async () => {
    const slot = await createSlot(bed.testApp.db, (await travailPsychologist()).id, weekdayAt(5, 10, bed.testApp.clock.now()));
    const { locked, passwordChanged, newcomerAuth } = await endedSessions();

    for (const authorization of [locked.authorization, passwordChanged.authorization]) {
      for (const response of [await book(authorization, slot.id), await book(authorization, 'abc')]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
        expect(response.json().code).toBe('UNAUTHORIZED');
      }
    }
    for (const response of [await book(newcomerAuth, slot.id), await book(newcomerAuth, 'abc')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/première connexion/);
    }
    expect((await meetingRow(slot.id)).status).toBe('AVAILABLE');
    expect(await creditsOf(locked.employee.id, locked.company.id)).toEqual({ employee: 2, company: 10 });
  });

  it('refuses unknown ids, malformed ids and oversized messages', async () => {
    const { authorization } = await employeeWorld();
    const slot = await createSlot(bed.testApp.db, (await travailPsychologist()).id, weekdayAt(5, 9, bed.testApp.clock.now()));
    const unknown = await book(authorization, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(bookingMessages.slotNotFound);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const malformed = await book(authorization, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Identifiant de créneau invalide');
    const oversized = await book(authorization, slot.id, { subject: 'x'.repeat(501) });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toBe('Maximum 500 caractères');
    // A field refused by the route's schema: the validation code, with the field's sentence under `errors`.
    expect(oversized.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { subject: 'Maximum 500 caractères' } });
    expect((await meetingRow(slot.id)).status).toBe('AVAILABLE');
  });
});

describe('loading, cancelling and rating', () => {
  async function bookedWorld(start: Date) {
    const world = await employeeWorld({ credits: 2, companyCredits: 10 });
    const psychologist = await travailPsychologist();
    const slot = await createSlot(bed.testApp.db, psychologist.id, start);
    expect((await book(world.authorization, slot.id)).statusCode).toBe(200);
    return { ...world, psychologist, slot };
  }

  it("lists only the employee's own consultations, newest first, without the psychologist's identity", async () => {
    const world = await bookedWorld(weekdayAt(3, 9, bed.testApp.clock.now()));
    const later = await createSlot(bed.testApp.db, world.psychologist.id, weekdayAt(10, 9, bed.testApp.clock.now()));
    await book(world.authorization, later.id);
    const stranger = await employeeWorld();
    const response = await call('GET', '/meeting/load', world.authorization);
    expect(response.statusCode).toBe(200);
    const list = response.json().meetings;
    expect(list.map((consultation: { meetingId: string }) => consultation.meetingId)).toEqual([later.id, world.slot.id]);
    expect(response.body).not.toMatch(/Dubois|Claire|psy-/);
    expect((await call('GET', '/meeting/load', stranger.authorization)).json().meetings).toEqual([]);
  });

  it('cancelling 48 h or more ahead gives the credit back and offers the slot again', async () => {
    const world = await bookedWorld(weekdayAt(4, 9, bed.testApp.clock.now()));
    const response = await call('POST', `/meeting/${world.slot.id}/cancel`, world.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Rendez-vous annulé', isLateCancellation: false, isCreditRefunded: true });
    expect(await meetingRow(world.slot.id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', isLateCancellation: false });
    expect(await creditsOf(world.employee.id, world.company.id)).toEqual({ employee: 2, company: 10 });
    const reopened = await bed.testApp.db.select().from(meetings).where(eq(meetings.doctorId, world.psychologist.id));
    expect(reopened.filter((row) => row.status === 'AVAILABLE' && row.startsAt.getTime() === world.slot.startsAt.getTime())).toHaveLength(1);
    const balances = await ledgerBalances(bed.testApp.db, world.company.id);
    expect(balances.companyLedger).toBe(balances.companyCredits);
    expect(balances.employees[0].ledger).toBe(2);
    await bed.testApp.services.deferredWork.idle();
    const psychologistMails = await bed.testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, world.psychologist.email!));
    const mail = psychologistMails.find((candidate) => candidate.kind === 'doctor-appointment-cancelled')!;
    expect(mail.subject).toMatch(/^Le rendez-vous du .* est annulé$/);
    expect(mail.textBody).not.toMatch(/Léa|Moreau|salarie/);
    const [employeeMail] = await bed.testApp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, world.employee.email!), eq(mailOutbox.kind, 'appointment-cancelled')));
    expect(employeeMail.textBody).toMatch(/Vous avez annulé ce rendez-vous\. Votre crédit vous a été rendu\./);
    const again = await call('POST', `/meeting/${world.slot.id}/cancel`, world.authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(bookingMessages.alreadyCancelled);
  });

  it('cancelling under 48 h is allowed but keeps the credit spent', async () => {
    const world = await employeeWorld({ credits: 2, companyCredits: 10 });
    const psychologist = await travailPsychologist();
    // Booked (e.g. earlier) for a start 24 h from now; written directly since booking needs tomorrow or later.
    const start = new Date(bed.testApp.clock.now().getTime() + 24 * 3_600_000);
    const slot = await createSlot(bed.testApp.db, psychologist.id, start, { status: 'BOOKED', employeeId: world.employee.id, meetingType: 'PHONE', category: 'Psychologue du travail', subject: 'x' });
    const response = await call('POST', `/meeting/${slot.id}/cancel`, world.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isLateCancellation: true, isCreditRefunded: false });
    expect(await meetingRow(slot.id)).toMatchObject({ status: 'CANCELLED', isLateCancellation: true });
    expect(await creditsOf(world.employee.id, world.company.id)).toEqual({ employee: 2, company: 10 });
  });

  it("refuses to cancel someone else's, an unknown or a past consultation", async () => {
    const world = await bookedWorld(weekdayAt(5, 9, bed.testApp.clock.now()));
    const stranger = await employeeWorld();
    const foreign = await call('POST', `/meeting/${world.slot.id}/cancel`, stranger.authorization);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(bookingMessages.meetingNotFound);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await meetingRow(world.slot.id)).status).toBe('BOOKED');
    expect((await call('POST', '/meeting/00000000-0000-4000-8000-000000000000/cancel', world.authorization)).statusCode).toBe(404);
    expect((await call('POST', '/meeting/nope/cancel', world.authorization)).statusCode).toBe(400);
    const past = await createSlot(bed.testApp.db, world.psychologist.id, weekdayAt(-7, 9, bed.testApp.clock.now()), {
      status: 'BOOKED',
      employeeId: world.employee.id,
      meetingType: 'TEAMS',
      category: 'Psychologue du travail',
    });
    const response = await call('POST', `/meeting/${past.id}/cancel`, world.authorization);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(bookingMessages.pastCannotCancel);
    expect(response.json().code).toBe('CONSULTATION_STARTED');
  });

  it('rates an own past consultation once, from 1 to 5', async () => {
    const world = await employeeWorld();
    const psychologist = await travailPsychologist();
    const past = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(-7, 9, bed.testApp.clock.now()), {
      status: 'BOOKED',
      employeeId: world.employee.id,
      meetingType: 'TEAMS',
      category: 'Psychologue du travail',
    });
    for (const rating of [0, 6, 2.5, '4']) {
      const response = await call('POST', `/meeting/${past.id}/rate`, world.authorization, { rating });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('La note doit être un nombre entier entre 1 et 5');
    }
    const stranger = await employeeWorld();
    expect((await call('POST', `/meeting/${past.id}/rate`, stranger.authorization, { rating: 5 })).statusCode).toBe(404);
    const rated = await call('POST', `/meeting/${past.id}/rate`, world.authorization, { rating: 4 });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ success: true, message: 'Évaluation envoyée', rating: 4 });
    const twice = await call('POST', `/meeting/${past.id}/rate`, world.authorization, { rating: 5 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(bookingMessages.alreadyRated);
    expect((await meetingRow(past.id)).rating).toBe(4);
  });

  it('refuses to rate an upcoming or a cancelled consultation', async () => {
    const world = await bookedWorld(weekdayAt(6, 9, bed.testApp.clock.now()));
    const upcoming = await call('POST', `/meeting/${world.slot.id}/rate`, world.authorization, { rating: 5 });
    expect(upcoming.statusCode).toBe(409);
    expect(upcoming.json().message).toBe(bookingMessages.notYetRatable);
    const cancelledPast = await createSlot(bed.testApp.db, world.psychologist.id, parisDateTime(2025, 3, 3, 9), {
      status: 'CANCELLED',
      employeeId: world.employee.id,
      meetingType: 'TEAMS',
      category: 'Psychologue du travail',
    });
    const cancelled = await call('POST', `/meeting/${cancelledPast.id}/rate`, world.authorization, { rating: 5 });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(bookingMessages.cancelledCannotRate);
  });
});
