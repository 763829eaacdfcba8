import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingMessages, followUpMessages } from '@parenthese/shared';
import { followUpProposals, meetings } from '../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createBookedConsultation, createSlot, ledgerBalances, weekdayAt } from '../../../test/support/consultations';
import { serversOnOneDatabase } from '../../../test/support/servers-on-one-database';

/**
 * Follow-up holds under real concurrency (decision 0066): three servers on one PostgreSQL, as in
 * booking-concurrency.test.ts. PGlite has one connection, so these only run in the api-postgres project.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('follow-up proposals under concurrency (PostgreSQL)', () => {
  const cluster = serversOnOneDatabase();

  /** Spreads the requests over the three servers, all fired at once. */
  const fireAll = (requests: { authorization: string; url: string; payload?: object }[]) => cluster.fireAll(requests.map((request) => ({ ...request, url: `/api${request.url}` })));

  /** A psychologist, the person of one of their consultations, and a proposal of `hours` free hours to them. */
  async function heldWorld(companyId: string, hourCount = 1) {
    const psychologist = await createPsychologist(cluster.testApp.db);
    const person = await createEmployee(cluster.testApp.db, { companyId, credits: 3 });
    const origin = await createBookedConsultation(cluster.testApp.db, {
      doctorId: psychologist.id,
      employee: { id: person.id, companyId },
      startsAt: weekdayAt(5, 10, cluster.testApp.clock.now()),
      meetingType: 'TEAMS',
    });
    const hours = await Promise.all(Array.from({ length: hourCount }, (_, index) => createSlot(cluster.testApp.db, psychologist.id, weekdayAt(8, 9 + index, cluster.testApp.clock.now()))));
    const psychologistAuth = await bearerFor(cluster.testApp, psychologist);
    const proposed = await cluster.testApp.app.inject({
      method: 'POST',
      url: `/api/doctor/meetings/${origin.id}/follow-up`,
      headers: { authorization: psychologistAuth },
      payload: { meetingIds: hours.map((hour) => hour.id) },
    });
    expect(proposed.statusCode).toBe(200);
    return {
      psychologist,
      psychologistAuth,
      person,
      personAuth: await bearerFor(cluster.testApp, person),
      origin,
      hours,
      proposalId: proposed.json().proposalId as string,
    };
  }

  it('a held hour cannot be booked by anyone else: 20 concurrent attempts and the holder’s answer leave the holder’s booking only', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
    const { person, personAuth, hours, proposalId } = await heldWorld(company.id);
    const others = await Promise.all(Array.from({ length: 20 }, () => createEmployee(cluster.testApp.db, { companyId: company.id, credits: 1 })));
    const otherAuths = await Promise.all(others.map((employee) => bearerFor(cluster.testApp, employee)));

    const responses = await fireAll([
      ...otherAuths
        .slice(0, 10)
        .map((authorization) => ({ authorization, url: '/employee-service/meeting/create', payload: { meetingType: 'TEAMS', meetingId: hours[0].id, doctorCategoryName: 'Psychologue clinicien' } })),
      { authorization: personAuth, url: `/employee-service/follow-up/${proposalId}/accept`, payload: { meetingId: hours[0].id } },
      ...otherAuths
        .slice(10)
        .map((authorization) => ({ authorization, url: '/employee-service/meeting/create', payload: { meetingType: 'TEAMS', meetingId: hours[0].id, doctorCategoryName: 'Psychologue clinicien' } })),
    ]);

    const holder = responses[10];
    expect(holder.statusCode).toBe(200);
    const strangers = responses.filter((_, index) => index !== 10);
    for (const response of strangers) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(bookingMessages.slotTaken);
    }
    const [row] = await cluster.testApp.db.select().from(meetings).where(eq(meetings.id, hours[0].id));
    expect(row).toMatchObject({ status: 'BOOKED', employeeId: person.id, heldForProposalId: null });
    const balances = await ledgerBalances(cluster.testApp.db, company.id);
    expect(balances.companyLedger).toBe(balances.companyCredits);
    for (const employee of balances.employees) expect(employee.ledger).toBe(employee.credits);
  });

  it('20 concurrent bookings of a held hour by others, the holder silent: all refused, the hour still held', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
    const { hours, proposalId } = await heldWorld(company.id);
    const others = await Promise.all(Array.from({ length: 20 }, () => createEmployee(cluster.testApp.db, { companyId: company.id, credits: 1 })));
    const responses = await fireAll(
      await Promise.all(
        others.map(async (employee) => ({
          authorization: await bearerFor(cluster.testApp, employee),
          url: '/employee-service/meeting/create',
          payload: { meetingType: 'TEAMS', meetingId: hours[0].id, doctorCategoryName: 'Psychologue clinicien' },
        })),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 20 }, () => 409));
    const [row] = await cluster.testApp.db.select().from(meetings).where(eq(meetings.id, hours[0].id));
    expect(row).toMatchObject({ status: 'AVAILABLE', heldForProposalId: proposalId });
  });

  it('two proposals of the same hour to two people at once: one holds it, the other is refused', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
    const psychologist = await createPsychologist(cluster.testApp.db);
    const psychologistAuth = await bearerFor(cluster.testApp, psychologist);
    const hour = await createSlot(cluster.testApp.db, psychologist.id, weekdayAt(9, 10, cluster.testApp.clock.now()));
    const origins = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const person = await createEmployee(cluster.testApp.db, { companyId: company.id, credits: 2 });
        return createBookedConsultation(cluster.testApp.db, {
          doctorId: psychologist.id,
          employee: { id: person.id, companyId: company.id },
          startsAt: weekdayAt(4, 9 + index, cluster.testApp.clock.now()),
          meetingType: 'TEAMS',
        });
      }),
    );
    const responses = await fireAll(origins.map((origin) => ({ authorization: psychologistAuth, url: `/doctor/meetings/${origin.id}/follow-up`, payload: { meetingIds: [hour.id] } })));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of responses.filter((response) => response.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(followUpMessages.hourUnavailable);
    }
    const open = await cluster.testApp.db.select().from(followUpProposals).where(eq(followUpProposals.doctorId, psychologist.id));
    expect(open).toHaveLength(1);
  });

  it('accepting while the expiry job runs leaves one outcome: booked and answered, or freed and refused', async () => {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
    for (let round = 0; round < 6; round += 1) {
      const { person, personAuth, hours, proposalId } = await heldWorld(company.id, 2);
      const [proposal] = await cluster.testApp.db.select().from(followUpProposals).where(eq(followUpProposals.id, proposalId));
      // The job's clock is past the 72 h; the answer arrives just before them.
      const [answer] = await Promise.all([
        fireAll([{ authorization: personAuth, url: `/employee-service/follow-up/${proposalId}/accept`, payload: { meetingId: hours[0].id } }]).then((responses) => responses[0]),
        cluster.services[1 + (round % 2)]!.followUpProposals.freeStaleProposals(new Date(proposal.expiresAt.getTime() + 1000)),
      ]);
      const [after] = await cluster.testApp.db.select().from(followUpProposals).where(eq(followUpProposals.id, proposalId));
      const rows = await cluster.testApp.db.select().from(meetings).where(eq(meetings.doctorId, proposal.doctorId));
      const held = rows.filter((row) => row.heldForProposalId !== null);
      expect(held).toEqual([]);
      const chosen = rows.find((row) => row.id === hours[0].id)!;
      if (answer.statusCode === 200) {
        expect(after.status).toBe('ACCEPTED');
        expect(chosen).toMatchObject({ status: 'BOOKED', employeeId: person.id });
      } else {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().message).toBe(followUpMessages.expired);
        expect(after.status).toBe('EXPIRED');
        expect(chosen).toMatchObject({ status: 'AVAILABLE', employeeId: null });
      }
    }
  });
});
