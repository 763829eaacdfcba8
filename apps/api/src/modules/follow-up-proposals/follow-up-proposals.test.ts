import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingMessages, followUpMessages, paths } from '@parenthese/shared';
import { auditLog, psychologistPresentations, employees, followUpProposals, mailOutbox, meetings } from '../../db/schema';
import { createPsychologist } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, offeredSlots, searchSlots, weekdayAt } from '../../../test/support/consultations';
import { employeeServiceTestbed } from '../../../test/support/employee-service';
import { followUpProposedMail } from '../notifications/consultation-mails';

const bed = employeeServiceTestbed();
const { call, employeeWorld, bookedConsultationWorld, meetingRow, creditsOf } = bed;
const HOUR = 3_600_000;

/** A psychologist, a person with a consultation booked with them (video, clinicien), and free hours of the psychologist. */
async function proposalWorld(options: { credits?: number; startsAt?: Date; hourStarts?: Date[] } = {}) {
  const {
    psychologist,
    booking: origin,
    ...world
  } = await bookedConsultationWorld({ credits: options.credits ?? 3, companyCredits: 20, startsAt: options.startsAt ?? weekdayAt(5, 10, bed.testApp.clock.now()) });
  const hours = [];
  for (const startsAt of options.hourStarts ?? [weekdayAt(8, 9, bed.testApp.clock.now()), weekdayAt(8, 11, bed.testApp.clock.now()), weekdayAt(9, 14, bed.testApp.clock.now())])
    hours.push(await createSlot(bed.testApp.db, psychologist.id, startsAt));
  const psychologistAuth = await bearerFor(bed.testApp, psychologist);
  return { ...world, psychologist, psychologistAuth, origin, hours };
}

const psychologistCall = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
  bed.testApp.app.inject({ method, url: `/api/doctor${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
const propose = (authorization: string, originId: string, consultationIds: string[]) => psychologistCall('POST', `/meetings/${originId}/follow-up`, authorization, { meetingIds: consultationIds });
const proposalRow = async (id: string) => (await bed.testApp.db.select().from(followUpProposals).where(eq(followUpProposals.id, id)))[0];
const heldIds = async (proposalId: string) => (await bed.testApp.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.heldForProposalId, proposalId))).map((row) => row.id).sort();
const searchIds = async (authorization: string) => {
  const response = await searchSlots(bed.testApp.app, authorization, {
    category: 'Psychologue clinicien',
    from: bed.testApp.clock.now(),
    before: new Date(bed.testApp.clock.now().getTime() + 30 * 24 * HOUR),
  });
  expect(response.statusCode).toBe(200);
  return offeredSlots(response).map((slot) => slot.meetingId);
};

describe('proposing a follow-up', () => {
  it('holds the hours for the person: mailed discreetly, audited without them, hidden from everyone else', async () => {
    const { psychologist, psychologistAuth, origin, hours, employee, authorization } = await proposalWorld();
    const other = await employeeWorld({ credits: 2 });

    const options = await psychologistCall('GET', `/meetings/${origin.id}/follow-up`, psychologistAuth);
    expect(options.statusCode).toBe(200);
    expect(options.json().freeHours.map((hour: { meetingId: string }) => hour.meetingId)).toEqual(hours.map((hour) => hour.id));

    const response = await propose(psychologistAuth, origin.id, [hours[0].id, hours[2].id]);
    expect(response.statusCode).toBe(200);
    const { proposalId } = response.json();
    expect(await heldIds(proposalId)).toEqual([hours[0].id, hours[2].id].sort());
    expect(await proposalRow(proposalId)).toMatchObject({ status: 'OPEN', employeeId: employee.id, doctorId: psychologist.id });

    // The mail: discreet subject, the link to the proposal, confidential kind.
    const [mail] = await bed.testApp.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'follow-up-proposed'));
    expect(mail.subject).not.toMatch(/psycholog|consultation/i);
    // The detailed subject, for those who chose it (decision 0047): discreet too.
    const detailed = followUpProposedMail(
      'x@example.fr',
      { id: proposalId, hours: [hours[0].startsAt], expiresAt: bed.testApp.clock.now(), meetingType: 'TEAMS', writtenAt: bed.testApp.clock.now() },
      'https://app.example.fr',
    );
    expect(detailed.subject).toBe('Votre prochain rendez-vous est proposé');
    expect(mail.textBody).toContain(paths.employeeFollowUp(proposalId));

    // The journal: the psychologist and the date, nothing that leads to the person.
    const audit = await bed.testApp.db.select().from(auditLog).where(eq(auditLog.action, 'follow-up.proposed'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: psychologist.id, targetType: 'doctor', targetId: psychologist.id });
    expect(JSON.stringify(audit[0])).not.toContain(employee.id);
    expect(JSON.stringify(audit[0])).not.toContain(origin.id);

    // Nobody else sees or books a held hour; the free one is still offered.
    const offered = await searchIds(other.authorization);
    expect(offered).not.toContain(hours[0].id);
    expect(offered).not.toContain(hours[2].id);
    expect(offered).toContain(hours[1].id);
    const stolen = await call('POST', '/meeting/create', other.authorization, { meetingType: 'TEAMS', meetingId: hours[0].id, doctorCategoryName: 'Psychologue clinicien' });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toBe(bookingMessages.slotTaken);
    // Nor can the psychologist propose a held hour to someone else, nor withdraw it.
    const again = await propose(psychologistAuth, origin.id, [hours[1].id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(followUpMessages.alreadyOpen);

    // The person sees it in « Mes rendez-vous ».
    const list = await call('GET', '/follow-up', authorization);
    expect(list.statusCode).toBe(200);
    expect(list.json().proposals).toHaveLength(1);
    expect(list.json().proposals[0]).toMatchObject({ proposalId, status: 'OPEN', meetingType: 'TEAMS' });
    expect(JSON.stringify(list.json())).not.toContain(psychologist.id);
  });

  it('names who proposed as the consultation’s card does: the presentation as it stands, or « Votre psychologue »', async () => {
    const { psychologist, psychologistAuth, origin, hours, authorization } = await proposalWorld();
    const { proposalId } = (await propose(psychologistAuth, origin.id, [hours[0].id])).json();
    const proposalOf = async () => {
      const [listed] = (await call('GET', '/follow-up', authorization)).json().proposals;
      const alone = (await call('GET', `/follow-up/${proposalId}`, authorization)).json();
      expect(alone.psychologist).toEqual(listed.psychologist);
      return { listed, card: (await call('GET', '/meeting/load', authorization)).json().meetings.find((consultation: { meetingId: string }) => consultation.meetingId === origin.id) };
    };

    // No presentation: the same words as on the card, nothing of the account.
    const unpresented = await proposalOf();
    expect(unpresented.listed.psychologist).toEqual({ presentationId: null, title: 'Votre psychologue', presentation: null });
    expect(unpresented.listed.psychologist).toEqual(unpresented.card.psychologist);

    const [presentation] = await bed.testApp.db
      .insert(psychologistPresentations)
      .values({ doctorId: psychologist.id, firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Thérapies brèves.', languages: ['FR', 'EN'] })
      .returning();
    const presented = await proposalOf();
    expect(presented.listed.psychologist).toEqual({
      presentationId: presentation.id,
      title: 'Marion, la psychologue',
      presentation: { firstName: 'Marion', formOfAddress: 'LA_PSYCHOLOGUE', approach: 'Thérapies brèves.', languages: ['FR', 'EN'] },
    });
    expect(presented.listed.psychologist).toEqual(presented.card.psychologist);
    // The account's name, contact and id never come with it.
    const text = JSON.stringify(presented.listed);
    for (const hidden of [psychologist.id, psychologist.login, 'Dubois', 'Claire', '0611223344']) expect(text).not.toContain(hidden);
  });

  it('marks the held hours in the psychologist’s planning, which cannot withdraw them, until the person answers', async () => {
    // Hours of its own: left free at the end, they must not stand in for the other tests' hours in their searches.
    const { psychologistAuth, origin, hours, authorization } = await proposalWorld({ hourStarts: [weekdayAt(15, 16, bed.testApp.clock.now()), weekdayAt(15, 17, bed.testApp.clock.now())] });
    const { proposalId } = (await propose(psychologistAuth, origin.id, [hours[0].id])).json();
    const planning = async () => {
      const response = await bed.testApp.app.inject({
        method: 'POST',
        url: '/api/planning/load',
        headers: { authorization: psychologistAuth },
        payload: { startDate: hours[0].startsAt.toISOString() },
      });
      expect(response.statusCode).toBe(200);
      const slots = response.json().availableMeetings as { meetingId: string; meetingStatus: string; isHeldForFollowUp: boolean }[];
      return new Map(slots.map((slot) => [slot.meetingId, slot]));
    };

    const held = await planning();
    expect(held.get(hours[0].id)).toMatchObject({ meetingStatus: 'AVAILABLE', isHeldForFollowUp: true });
    expect(held.get(hours[1].id)).toMatchObject({ meetingStatus: 'AVAILABLE', isHeldForFollowUp: false });
    const withdraw = await bed.testApp.app.inject({
      method: 'PUT',
      url: '/api/planning/update/v2',
      headers: { authorization: psychologistAuth },
      payload: { meetingDates: [], meetingsToRemove: [hours[0].id] },
    });
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().message).toMatch(/^Ce créneau est proposé en suivi à une personne/);

    // Declined: an ordinary free hour again.
    expect((await call('POST', `/follow-up/${proposalId}/decline`, authorization)).statusCode).toBe(200);
    expect((await planning()).get(hours[0].id)).toMatchObject({ meetingStatus: 'AVAILABLE', isHeldForFollowUp: false });
  });

  it('is accepted through the booking: a credit spent, the proposal answered, the other hours freed', async () => {
    const { psychologistAuth, origin, hours, employee, company, authorization } = await proposalWorld();
    const { proposalId } = (await propose(psychologistAuth, origin.id, [hours[0].id, hours[1].id])).json();
    const before = await creditsOf(employee.id, company.id);

    const notOffered = await call('POST', `/follow-up/${proposalId}/accept`, authorization, { meetingId: hours[2].id });
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().message).toBe(followUpMessages.notOffered);

    const accepted = await call('POST', `/follow-up/${proposalId}/accept`, authorization, { meetingId: hours[1].id });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().meeting).toMatchObject({ meetingId: hours[1].id, meetingStatus: 'BOOKED', meetingType: 'TEAMS', doctorCategoryName: 'Psychologue clinicien' });
    expect(await creditsOf(employee.id, company.id)).toEqual({ employee: before.employee - 1, company: before.company - 1 });
    expect(await proposalRow(proposalId)).toMatchObject({ status: 'ACCEPTED', bookedMeetingId: hours[1].id });
    expect(await heldIds(proposalId)).toEqual([]);
    expect(await meetingRow(hours[0].id)).toMatchObject({ status: 'AVAILABLE', heldForProposalId: null });

    const twice = await call('POST', `/follow-up/${proposalId}/accept`, authorization, { meetingId: hours[0].id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(followUpMessages.accepted);
  });

  it('is declined: the hours are free at once, a later answer is refused in French', async () => {
    const { psychologistAuth, origin, hours, authorization } = await proposalWorld();
    const other = await employeeWorld();
    const { proposalId } = (await propose(psychologistAuth, origin.id, [hours[0].id])).json();

    expect((await call('POST', `/follow-up/${proposalId}/decline`, other.authorization)).statusCode).toBe(404);
    expect((await call('GET', `/follow-up/${proposalId}`, other.authorization)).statusCode).toBe(404);

    const declined = await call('POST', `/follow-up/${proposalId}/decline`, authorization);
    expect(declined.statusCode).toBe(200);
    expect(await heldIds(proposalId)).toEqual([]);
    expect(await searchIds(other.authorization)).toContain(hours[0].id);
    const late = await call('POST', `/follow-up/${proposalId}/accept`, authorization, { meetingId: hours[0].id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(followUpMessages.declined);
    expect((await call('GET', `/follow-up/${proposalId}`, authorization)).json()).toMatchObject({ status: 'DECLINED', hours: [] });
  });

  it('is refused in French: not their consultation, 0 or 4 hours, hours not theirs or not free, a cancelled consultation', async () => {
    const { psychologistAuth, origin, hours, employee, company } = await proposalWorld();
    const stranger = await createPsychologist(bed.testApp.db);
    const strangerAuth = await bearerFor(bed.testApp, stranger);
    const strangersHour = await createSlot(bed.testApp.db, stranger.id, weekdayAt(8, 15, bed.testApp.clock.now()));

    const notTheirs = await propose(strangerAuth, origin.id, [strangersHour.id]);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe(followUpMessages.consultationNotFound);
    expect((await psychologistCall('GET', `/meetings/${origin.id}/follow-up`, strangerAuth)).statusCode).toBe(404);

    const none = await propose(psychologistAuth, origin.id, []);
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain(followUpMessages.hourCount);
    // At 16:00: an hour none of the three takes, even when weekends push days 8 to 10 onto one Monday.
    const fourth = await createSlot(bed.testApp.db, (await meetingRow(origin.id)).doctorId, weekdayAt(10, 16, bed.testApp.clock.now()));
    const four = await propose(psychologistAuth, origin.id, [...hours.map((hour) => hour.id), fourth.id]);
    expect(four.statusCode).toBe(400);
    expect(JSON.stringify(four.json())).toContain(followUpMessages.hourCount);

    const foreign = await propose(psychologistAuth, origin.id, [hours[0].id, strangersHour.id]);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toBe(followUpMessages.hourUnavailable);
    const booked = await createBookedConsultation(bed.testApp.db, {
      doctorId: origin.doctorId,
      employee: { id: employee.id, companyId: company.id },
      startsAt: weekdayAt(11, 9, bed.testApp.clock.now()),
    });
    const taken = await propose(psychologistAuth, origin.id, [booked.id]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(followUpMessages.hourUnavailable);
    expect(await heldIds(origin.id)).toEqual([]);

    await bed.testApp.db.update(meetings).set({ status: 'CANCELLED', cancelledBy: 'EMPLOYEE', cancelledAt: bed.testApp.clock.now() }).where(eq(meetings.id, origin.id));
    const cancelled = await propose(psychologistAuth, origin.id, [hours[0].id]);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(followUpMessages.cancelled);
  });

  it('may come from a held (past) consultation', async () => {
    const { psychologistAuth, origin, hours } = await proposalWorld({ startsAt: weekdayAt(-12, 10, bed.testApp.clock.now()) });
    expect((await propose(psychologistAuth, origin.id, [hours[0].id])).statusCode).toBe(200);
  });
});

describe('freeing the hours', () => {
  it('past 72 h: refused in French at once, freed by the job (fixed clock)', async () => {
    const { psychologistAuth, origin, hours, authorization } = await proposalWorld();
    const { proposalId } = (await propose(psychologistAuth, origin.id, [hours[0].id, hours[1].id])).json();
    const { expiresAt } = await proposalRow(proposalId);
    expect(expiresAt.getTime() - (await proposalRow(proposalId)).createdAt.getTime()).toBe(72 * HOUR);

    // One minute before: the job leaves it.
    expect(await bed.testApp.services.followUpProposals.freeStaleProposals(new Date(expiresAt.getTime() - 60_000))).toBe(0);
    expect(await heldIds(proposalId)).toHaveLength(2);

    // Past its time, before the job ran: the booking itself refuses the hour.
    await bed.testApp.db
      .update(followUpProposals)
      .set({ expiresAt: new Date(bed.testApp.clock.now().getTime() - 1000) })
      .where(eq(followUpProposals.id, proposalId));
    const late = await call('POST', `/follow-up/${proposalId}/accept`, authorization, { meetingId: hours[0].id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(followUpMessages.expired);
    expect((await call('GET', `/follow-up/${proposalId}`, authorization)).json()).toMatchObject({ status: 'EXPIRED', hours: [] });
    expect((await call('GET', '/follow-up', authorization)).json().proposals).toEqual([]);

    expect(await bed.testApp.services.followUpProposals.freeStaleProposals(bed.testApp.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await proposalRow(proposalId)).toMatchObject({ status: 'EXPIRED' });
    expect(await heldIds(proposalId)).toEqual([]);
  });

  it('at the last credit spent elsewhere: freed in the same booking', async () => {
    // 2 credits: the origin spends one, the wizard's booking the last.
    const { psychologistAuth, origin, hours, authorization, psychologist } = await proposalWorld({ credits: 2 });
    const { proposalId } = (await propose(psychologistAuth, origin.id, [hours[0].id])).json();
    const elsewhere = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(12, 10, bed.testApp.clock.now()));
    const booked = await call('POST', '/meeting/create', authorization, { meetingType: 'TEAMS', meetingId: elsewhere.id, doctorCategoryName: 'Psychologue clinicien' });
    expect(booked.statusCode).toBe(200);
    expect(await proposalRow(proposalId)).toMatchObject({ status: 'NO_CREDIT' });
    expect(await heldIds(proposalId)).toEqual([]);
    const late = await call('POST', `/follow-up/${proposalId}/accept`, authorization, { meetingId: hours[0].id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(followUpMessages.noCreditLeft);
  });

  it('with no credit left otherwise (an allowance lowered): freed by the job', async () => {
    const { psychologistAuth, origin, hours, employee } = await proposalWorld();
    const { proposalId } = (await propose(psychologistAuth, origin.id, [hours[0].id])).json();
    await bed.testApp.db
      .update(employees)
      .set({ availableCredits: 0 })
      .where(and(eq(employees.userId, employee.id)));
    expect(await bed.testApp.services.followUpProposals.freeStaleProposals(bed.testApp.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await proposalRow(proposalId)).toMatchObject({ status: 'NO_CREDIT' });
    expect(await heldIds(proposalId)).toEqual([]);
  });

  describe('tells the waiting list of the hours freed, in the freeing transaction', () => {
    afterEach(() => vi.restoreAllMocks());
    /** The ids the waiting list was told of since the spy was set. */
    const toldOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.flatMap((call) => call[1] as string[]);

    it('when declined', async () => {
      const { psychologistAuth, origin, hours, authorization } = await proposalWorld();
      const { proposalId } = (await propose(psychologistAuth, origin.id, [hours[0].id, hours[1].id])).json();
      const slotsFreed = vi.spyOn(bed.testApp.services.waitingList, 'slotsFreed');
      expect((await call('POST', `/follow-up/${proposalId}/decline`, authorization)).statusCode).toBe(200);
      expect(toldOf(slotsFreed).sort()).toEqual([hours[0].id, hours[1].id].sort());
    });

    it('when one hour is booked: the others, in the booking’s transaction', async () => {
      const { psychologistAuth, origin, hours, authorization } = await proposalWorld();
      const all = hours.map((hour) => hour.id);
      const { proposalId } = (await propose(psychologistAuth, origin.id, all)).json();
      const slotsFreed = vi.spyOn(bed.testApp.services.waitingList, 'slotsFreed');
      expect((await call('POST', `/follow-up/${proposalId}/accept`, authorization, { meetingId: hours[1].id })).statusCode).toBe(200);
      expect(toldOf(slotsFreed).sort()).toEqual([hours[0].id, hours[2].id].sort());
      // Told through the booking's transaction, not the pool after the commit.
      expect(slotsFreed.mock.calls.map((call) => call[0])).not.toContain(bed.testApp.db);
    });

    it('when a booking spends the last credit: every hour held for the person', async () => {
      const { psychologistAuth, origin, hours, authorization, psychologist } = await proposalWorld({ credits: 2 });
      await propose(psychologistAuth, origin.id, [hours[0].id, hours[2].id]);
      const elsewhere = await createSlot(bed.testApp.db, psychologist.id, weekdayAt(12, 10, bed.testApp.clock.now()));
      const slotsFreed = vi.spyOn(bed.testApp.services.waitingList, 'slotsFreed');
      expect((await call('POST', '/meeting/create', authorization, { meetingType: 'TEAMS', meetingId: elsewhere.id, doctorCategoryName: 'Psychologue clinicien' })).statusCode).toBe(200);
      expect(toldOf(slotsFreed).sort()).toEqual([hours[0].id, hours[2].id].sort());
    });

    it('when expired or with no credit left (the job)', async () => {
      const expired = await proposalWorld();
      const expiredId = (await propose(expired.psychologistAuth, expired.origin.id, [expired.hours[0].id])).json().proposalId;
      await bed.testApp.db
        .update(followUpProposals)
        .set({ expiresAt: new Date(bed.testApp.clock.now().getTime() - 1000) })
        .where(eq(followUpProposals.id, expiredId));
      const penniless = await proposalWorld();
      await propose(penniless.psychologistAuth, penniless.origin.id, [penniless.hours[2].id]);
      await bed.testApp.db.update(employees).set({ availableCredits: 0 }).where(eq(employees.userId, penniless.employee.id));

      const slotsFreed = vi.spyOn(bed.testApp.services.waitingList, 'slotsFreed');
      expect(await bed.testApp.services.followUpProposals.freeStaleProposals(bed.testApp.clock.now())).toBeGreaterThanOrEqual(2);
      expect(toldOf(slotsFreed)).toEqual(expect.arrayContaining([expired.hours[0].id, penniless.hours[2].id]));
    });
  });
});
