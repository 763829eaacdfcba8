import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bookingMessages, waitingListMessages, weekHourOf, WAITING_LIST_KEEP_DAYS, type PsychologistCategory } from '@parenthese/shared';
import { mailOutbox, meetings, standingWeeks, waitingListEntries, waitingListOffers } from '../../db/schema';
import { createPsychologist, signIn } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, weekdayAt } from '../../../test/support/consultations';
import { employeeServiceTestbed } from '../../../test/support/employee-service';
import { mailVisibility } from '../outbox/admin-mail-presenter';
import { createWaitingListService } from './service';
import { waitingListSlotFreeMail } from './slot-free-mail';

const bed = employeeServiceTestbed();
const { call, employeeWorld, meetingRow, creditsOf } = bed;
const DAY = 24 * 3_600_000;
const CATEGORY: PsychologistCategory = 'Psychologue clinicien';

const subscribe = (authorization: string, extra: object = {}) => call('POST', '/waiting-list', authorization, { doctorCategoryName: CATEGORY, meetingType: 'TEAMS', ...extra });
const bookOffer = (authorization: string, token: string) => call('POST', '/waiting-list/offer/book', authorization, { token });
const offerMails = () => bed.testApp.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'waiting-list-slot-free'));
const tokenOf = (text: string) => /\/employee\/waiting-list\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
/** The Monday (Paris day) of the week holding `instant`, 'yyyy-MM-dd'. */
const mondayOf = (instant: Date) => {
  const day = new Date(instant.getTime() - ((instant.getUTCDay() + 6) % 7) * DAY);
  return day.toISOString().slice(0, 10);
};

/** An employee waiting since `subscribedAt` (the fan-out follows that clock, not the order of the rows). */
async function waitingEmployee(subscribedAt = bed.testApp.clock.now(), period: { weekStart?: string } = {}) {
  const world = await employeeWorld({ credits: 2, companyCredits: 10 });
  const service = createWaitingListService({ ...bed.testApp.services, clock: { now: () => subscribedAt } });
  const { entry } = await service.subscribe(world.employee.id, { doctorCategoryName: CATEGORY, meetingType: 'TEAMS', ...period });
  return { ...world, entry };
}

/** A psychologist publishes one hour through the planning page (the publish path), the jobs then run. */
async function publish(startsAt: Date) {
  const psychologist = await createPsychologist(bed.testApp.db, { categories: [CATEGORY] });
  const { authorization } = await signIn(bed.testApp.app, psychologist.login);
  const response = await bed.testApp.app.inject({ method: 'PUT', url: '/api/planning/update/v2', headers: { authorization }, payload: { meetingDates: [startsAt.toISOString()] } });
  expect(response.statusCode).toBe(200);
  await bed.testApp.services.jobs.runDue();
  const [slot] = await bed.testApp.db
    .select()
    .from(meetings)
    .where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.startsAt, startsAt)));
  return { psychologist, slot };
}

/** A person whose psychologist (of CATEGORY, video) holds these free hours for them as a follow-up proposal. */
async function proposedHours(hourStarts: Date[], credits: number) {
  const person = await employeeWorld({ credits, companyCredits: 20 });
  const psychologist = await createPsychologist(bed.testApp.db, { categories: [CATEGORY] });
  // The origin spends one of the credits.
  const origin = await createBookedConsultation(bed.testApp.db, {
    doctorId: psychologist.id,
    employee: { id: person.employee.id, companyId: person.company.id },
    startsAt: weekdayAt(3, 10, bed.testApp.clock.now()),
    meetingType: 'TEAMS',
    doctorDecision: 'ACCEPTED',
  });
  const hours = [];
  for (const startsAt of hourStarts) hours.push(await createSlot(bed.testApp.db, psychologist.id, startsAt));
  const proposed = await bed.testApp.app.inject({
    method: 'POST',
    url: `/api/doctor/meetings/${origin.id}/follow-up`,
    headers: { authorization: await bearerFor(bed.testApp, psychologist) },
    payload: { meetingIds: hours.map((hour) => hour.id) },
  });
  expect(proposed.statusCode).toBe(200);
  return { ...person, psychologist, hours, proposalId: proposed.json().proposalId as string };
}

/** The employees offered this slot. */
const offeredTo = async (consultationId: string) => (await bed.testApp.db.select().from(waitingListOffers).where(eq(waitingListOffers.meetingId, consultationId))).map((offer) => offer.employeeId);

beforeEach(async () => {
  // Each test starts with no slot and no one waiting: « nothing free » is the test's own.
  await bed.testApp.services.jobs.runDue();
  await bed.testApp.db.delete(waitingListEntries);
  await bed.testApp.db.delete(mailOutbox);
  await bed.testApp.db.execute(sql`delete from meetings`);
});

describe('joining the waiting list', () => {
  it('keeps one entry per category, mode and period, for the next 14 days or a chosen week, listed and cancellable', async () => {
    const { authorization, employee } = await employeeWorld();
    const first = await subscribe(authorization);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: waitingListMessages.subscribed, entry: { doctorCategoryName: CATEGORY, meetingType: 'TEAMS' } });
    const entry = first.json().entry;
    // From tomorrow, 14 days (two weeks of Paris days, whatever a clock change).
    expect(new Date(entry.endDate).getTime() - new Date(entry.startDate).getTime()).toBeGreaterThanOrEqual(14 * DAY - 3_600_000);
    expect(new Date(entry.endDate).getTime() - new Date(entry.startDate).getTime()).toBeLessThanOrEqual(14 * DAY + 3_600_000);
    expect(new Date(entry.expiresAt).getTime() - bed.testApp.clock.now().getTime()).toBeGreaterThan((WAITING_LIST_KEEP_DAYS - 1) * DAY);

    const again = await subscribe(authorization);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(waitingListMessages.alreadyWaiting);

    const week = await subscribe(authorization, { weekStart: mondayOf(weekdayAt(30, 12, bed.testApp.clock.now())) });
    expect(week.statusCode).toBe(200);
    const listed = await call('GET', '/waiting-list', authorization);
    expect(listed.json().entries).toHaveLength(2);

    // Someone else's entry answers like a missing one.
    const other = await employeeWorld();
    const foreign = await call('POST', `/waiting-list/${entry.id}/cancel`, other.authorization);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(waitingListMessages.entryNotFound);
    const cancelled = await call('POST', `/waiting-list/${entry.id}/cancel`, authorization);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(waitingListMessages.cancelled);
    expect((await bed.testApp.db.select().from(waitingListEntries).where(eq(waitingListEntries.employeeId, employee.id))).map((row) => row.id)).toEqual([week.json().entry.id]);
  });

  it('refuses in French a week not starting on Monday, a week outside the booking window, and a period with a free slot', async () => {
    const { authorization } = await employeeWorld();
    const tuesday = new Date(`${mondayOf(weekdayAt(30, 12, bed.testApp.clock.now()))}T12:00:00Z`);
    tuesday.setUTCDate(tuesday.getUTCDate() + 1);
    const notMonday = await subscribe(authorization, { weekStart: tuesday.toISOString().slice(0, 10) });
    expect(notMonday.statusCode).toBe(400);
    expect(notMonday.json().message).toBe(waitingListMessages.weekNotMonday);
    const tooFar = await subscribe(authorization, { weekStart: mondayOf(weekdayAt(120, 12, bed.testApp.clock.now())) });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe(waitingListMessages.weekOutsideWindow);

    const psychologist = await createPsychologist(bed.testApp.db, { categories: [CATEGORY] });
    await createSlot(bed.testApp.db, psychologist.id, weekdayAt(5, 10, bed.testApp.clock.now()));
    const free = await subscribe(authorization);
    expect(free.statusCode).toBe(409);
    expect(free.json().message).toBe(waitingListMessages.slotsAvailable);
    // Another mode has nothing free: that one may be waited for.
    await bed.testApp.db.execute(sql`update doctors set is_phone_enabled = false where user_id = ${psychologist.id}`);
    expect((await subscribe(authorization, { meetingType: 'PHONE' })).statusCode).toBe(200);
  });
});

describe('a slot published or freed', () => {
  it('mails the 3 earliest waiters whose period covers it, once, discreetly, and no one else', async () => {
    const startsAt = weekdayAt(6, 10, bed.testApp.clock.now());
    const waiters = [];
    // Subscribed out of order: the fan-out follows the clock of their request, not the order of the rows.
    // One base for all: making each employee takes time, seconds under load, and must not reorder them.
    const base = bed.testApp.clock.now().getTime();
    for (const offset of [3_000, 0, 2_000, 1_000]) waiters.push({ offset, ...(await waitingEmployee(new Date(base + offset))) });
    const otherWeek = await waitingEmployee(new Date(base - 1_000), { weekStart: mondayOf(weekdayAt(40, 12, bed.testApp.clock.now())) });

    const { slot } = await publish(startsAt);

    const mails = await offerMails();
    const earliest = [...waiters].sort((a, b) => a.offset - b.offset).slice(0, 3);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(earliest.map((waiter) => waiter.employee.email).sort());
    expect(mails.map((mail) => mail.toAddress)).not.toContain(otherWeek.employee.email);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/psycholog|consultation/i);
      // The subject the employee chose (decision 0047: a neutral one by default); the text says what freed up.
      expect(mail.textBody).toMatch(/Un créneau Parenthèse s’est libéré le /);
      expect(tokenOf(mail.textBody)).not.toBe('');
    }
    // Only the hash of each link is stored.
    const offers = await bed.testApp.db.select().from(waitingListOffers).where(eq(waitingListOffers.meetingId, slot.id));
    expect(offers).toHaveLength(3);
    for (const mail of mails) expect(offers.map((offer) => offer.tokenHash)).not.toContain(tokenOf(mail.textBody));

    // The job run again (a retry) tells no one more.
    expect(await bed.testApp.services.waitingList.offerSlot(slot.id)).toBe(0);
    expect(await offerMails()).toHaveLength(3);
    // The mail's own subject (for an employee who chose detailed subjects) is discreet too.
    const own = waitingListSlotFreeMail('a@example.fr', { startsAt, meetingType: 'TEAMS', token: 't', writtenAt: bed.testApp.clock.now() }, 'https://parenthese.example');
    expect(own.subject).toMatch(/^Un créneau s’est libéré le /);
    expect(own.subject).not.toMatch(/psycholog|consultation/i);
    // Masked in the super-administrator's mail view.
    expect(mailVisibility('waiting-list-slot-free')).toBe('confidential');
  });

  it('mails a waiter when the standing week’s job publishes an hour', async () => {
    const waiter = await waitingEmployee();
    const psychologist = await createPsychologist(bed.testApp.db, { categories: [CATEGORY] });
    // 10:00 every weekday: the job publishes it over its horizon, the waiter's 14 days included.
    const weekHours = [0, 1, 2, 3, 4].map((weekday) => weekHourOf({ weekday, hour: 10 }));
    await bed.testApp.db.insert(standingWeeks).values({ doctorId: psychologist.id, weekHours, isEnabled: true });

    expect((await bed.testApp.services.standingWeeks.run(bed.testApp.clock.now(), [psychologist.id])).published).toBeGreaterThan(0);
    await bed.testApp.services.jobs.runDue();

    const [slot] = await bed.testApp.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.doctorId, psychologist.id), eq(meetings.startsAt, weekdayAt(6, 10, bed.testApp.clock.now()))));
    expect(slot).toMatchObject({ status: 'AVAILABLE', isFromStandingWeek: true });
    const offers = await bed.testApp.db.select().from(waitingListOffers).where(eq(waitingListOffers.meetingId, slot.id));
    expect(offers.map((offer) => offer.employeeId)).toEqual([waiter.employee.id]);
    expect((await offerMails()).filter((mail) => mail.toAddress === waiter.employee.email).length).toBeGreaterThanOrEqual(1);
  });

  it('sends nothing when the transaction that freed the slot rolls back', async () => {
    await waitingEmployee();
    const psychologist = await createPsychologist(bed.testApp.db, { categories: [CATEGORY] });
    const slot = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(6, 11, bed.testApp.clock.now()));
    await expect(
      bed.testApp.db.transaction(async (tx) => {
        await bed.testApp.services.waitingList.slotsFreed(tx, [slot.id]);
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    await bed.testApp.services.jobs.runDue();
    expect(await offerMails()).toHaveLength(0);
  });

  it('mails a waiter when an employee cancels, and when a move leaves an hour', async () => {
    const waiter = await waitingEmployee();
    const psychologist = await createPsychologist(bed.testApp.db, { categories: [CATEGORY] });
    const other = await employeeWorld();
    const cancelled = await createBookedConsultation(bed.testApp.db, {
      doctorId: psychologist.id,
      employee: { id: other.employee.id, companyId: other.company.id },
      startsAt: weekdayAt(5, 9, bed.testApp.clock.now()),
      meetingType: 'TEAMS',
    });
    const moved = await createBookedConsultation(bed.testApp.db, {
      doctorId: psychologist.id,
      employee: { id: other.employee.id, companyId: other.company.id },
      startsAt: weekdayAt(5, 15, bed.testApp.clock.now()),
      meetingType: 'TEAMS',
    });
    // A free hour outside the waiter's 14 days to move to: it tells no one by itself.
    const target = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(40, 14, bed.testApp.clock.now()));

    expect((await call('POST', `/meeting/${cancelled.id}/cancel`, other.authorization)).statusCode).toBe(200);
    expect((await call('POST', `/meeting/${moved.id}/move`, other.authorization, { meetingId: target.id })).statusCode).toBe(200);
    await bed.testApp.services.jobs.runDue();

    const mails = (await offerMails()).filter((mail) => mail.toAddress === waiter.employee.email);
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.textBody).join(' ')).toMatch(/à 9 h 00|à 09 h 00/);
    expect(mails.map((mail) => mail.textBody).join(' ')).toMatch(/à 15 h 00/);
  });

  it('mails a waiter of a follow-up proposal’s other hours when the person books one of them', async () => {
    const waiter = await waitingEmployee();
    const person = await proposedHours([weekdayAt(6, 9, bed.testApp.clock.now()), weekdayAt(6, 11, bed.testApp.clock.now())], 3);
    const accepted = await call('POST', `/follow-up/${person.proposalId}/accept`, person.authorization, { meetingId: person.hours[1].id });
    expect(accepted.statusCode).toBe(200);
    await bed.testApp.services.jobs.runDue();

    expect(await offeredTo(person.hours[0].id)).toEqual([waiter.employee.id]);
    // The booked hour is not free: no one is offered it.
    expect(await offeredTo(person.hours[1].id)).toEqual([]);
    expect((await offerMails()).filter((mail) => mail.toAddress === waiter.employee.email)).toHaveLength(1);
  });

  it('mails a waiter of the hours held for a person when a booking spends their last credit', async () => {
    const waiter = await waitingEmployee();
    // 2 credits: the origin spends one, the booking below the last.
    const person = await proposedHours([weekdayAt(6, 9, bed.testApp.clock.now()), weekdayAt(6, 11, bed.testApp.clock.now())], 2);
    const elsewhere = await createSlot(bed.testApp.db, person.psychologist.id, weekdayAt(12, 10, bed.testApp.clock.now()));
    expect((await bed.book(person.authorization, elsewhere.id, { doctorCategoryName: CATEGORY })).statusCode).toBe(200);
    await bed.testApp.services.jobs.runDue();

    for (const hour of person.hours) expect(await offeredTo(hour.id)).toEqual([waiter.employee.id]);
    expect((await offerMails()).filter((mail) => mail.toAddress === waiter.employee.email)).toHaveLength(2);
  });

  it('tells no one whose place passed its 30 days, and the cleanup removes it', async () => {
    const waiter = await waitingEmployee();
    const psychologist = await createPsychologist(bed.testApp.db, { categories: [CATEGORY] });
    const slot = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(6, 10, bed.testApp.clock.now()));
    const later = new Date(bed.testApp.clock.now().getTime() + (WAITING_LIST_KEEP_DAYS + 1) * DAY);
    expect(await bed.testApp.services.waitingList.offerSlot(slot.id, later)).toBe(0);
    expect(await bed.testApp.services.waitingList.removeExpired(new Date(bed.testApp.clock.now().getTime() + (WAITING_LIST_KEEP_DAYS - 1) * DAY))).toBe(0);
    expect(await bed.testApp.services.waitingList.removeExpired(later)).toBeGreaterThanOrEqual(1);
    expect(await bed.testApp.db.select().from(waitingListEntries).where(eq(waitingListEntries.employeeId, waiter.employee.id))).toHaveLength(0);
  });
});

describe('the mailed link', () => {
  async function offeredSlot() {
    const waiter = await waitingEmployee();
    const { slot } = await publish(weekdayAt(6, 10, bed.testApp.clock.now()));
    const [mail] = (await offerMails()).filter((row) => row.toAddress === waiter.employee.email);
    return { ...waiter, slot, token: tokenOf(mail.textBody) };
  }

  it('books the slot through the booking (credit spent, booking mails), once, and ends the wait for the category', async () => {
    const { authorization, employee, company, slot, token } = await offeredSlot();
    const before = await creditsOf(employee.id, company.id);
    const booked = await bookOffer(authorization, token);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ success: true, message: waitingListMessages.booked, meeting: { meetingId: slot.id, meetingStatus: 'BOOKED' } });
    expect(await meetingRow(slot.id)).toMatchObject({ status: 'BOOKED', employeeId: employee.id, category: CATEGORY, meetingType: 'TEAMS' });
    expect(await creditsOf(employee.id, company.id)).toEqual({ employee: before.employee - 1, company: before.company - 1 });
    await bed.testApp.services.deferredWork.idle();
    expect(await bed.testApp.db.select().from(waitingListEntries).where(eq(waitingListEntries.employeeId, employee.id))).toHaveLength(0);
    expect((await bed.testApp.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'appointment-requested'))).length).toBeGreaterThanOrEqual(1);

    const reused = await bookOffer(authorization, token);
    expect(reused.statusCode).toBe(404);
    expect(reused.json().message).toBe(waitingListMessages.linkInvalid);
  });

  it('ends the wait for the category at an ordinary booking of it, and keeps the wait for another category', async () => {
    const { authorization, employee } = await waitingEmployee();
    const otherCategory: PsychologistCategory = 'Neuropsychologue';
    await createWaitingListService(bed.testApp.services).subscribe(employee.id, { doctorCategoryName: otherCategory, meetingType: 'TEAMS' });
    const psychologist = await createPsychologist(bed.testApp.db, { categories: [CATEGORY] });
    const slot = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(3, 11, bed.testApp.clock.now()));
    expect((await bed.book(authorization, slot.id, { doctorCategoryName: CATEGORY })).statusCode).toBe(200);
    await bed.testApp.services.deferredWork.idle();
    const left = await bed.testApp.db.select().from(waitingListEntries).where(eq(waitingListEntries.employeeId, employee.id));
    expect(left.map((entry) => entry.category)).toEqual([otherCategory]);
  });

  it('refuses in French a link of someone else, an unknown one, and one whose slot was taken meanwhile', async () => {
    const { authorization, slot, token } = await offeredSlot();
    const other = await employeeWorld();
    const foreign = await bookOffer(other.authorization, token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(waitingListMessages.linkInvalid);
    expect((await bookOffer(authorization, 'inconnu')).json().message).toBe(waitingListMessages.linkInvalid);

    expect((await bed.book(other.authorization, slot.id, { doctorCategoryName: CATEGORY })).statusCode).toBe(200);
    const late = await bookOffer(authorization, token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(waitingListMessages.slotGone);
    expect(late.json().message).not.toBe(bookingMessages.slotTaken);
  });

  it('is for employees only', async () => {
    const psychologist = await createPsychologist(bed.testApp.db);
    const { authorization } = await signIn(bed.testApp.app, psychologist.login);
    expect((await bookOffer(authorization, 'x')).statusCode).toBe(403);
    expect((await call('GET', '/waiting-list')).statusCode).toBe(401);
  });
});
