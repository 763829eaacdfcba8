import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { waitingListMessages, type PsychologistCategory } from '@parenthese/shared';
import { mailOutbox, meetings } from '../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createSlot, ledgerBalances, weekdayAt } from '../../../test/support/consultations';
import { serversOnOneDatabase } from '../../../test/support/servers-on-one-database';
import { createWaitingListService } from './service';

/** The waiting list's link under real concurrency: three servers on one PostgreSQL (api-postgres project). */
describe.runIf(process.env.TEST_DB === 'postgres')('waiting list links under concurrency (PostgreSQL)', () => {
  const cluster = serversOnOneDatabase();

  /** Spreads the requests over the three servers, all fired at once. */
  const fireAll = (requests: { authorization: string; url: string; payload?: object }[]) => cluster.fireAll(requests.map((request) => ({ ...request, url: `/api/employee-service${request.url}` })));

  /** Three employees of one company waiting for video hours of `category` (one per test), and one such hour freed for them. */
  async function offeredSlot(startsAt: Date, category: PsychologistCategory) {
    const company = await createCompany(cluster.testApp.db, { creditsAmount: 20 });
    const psychologist = await createPsychologist(cluster.testApp.db, { categories: [category] });
    const waiters = [];
    for (let index = 0; index < 3; index += 1) {
      const employee = await createEmployee(cluster.testApp.db, { companyId: company.id, credits: 2 });
      await createWaitingListService({ ...cluster.testApp.services, clock: { now: () => new Date(cluster.testApp.clock.now().getTime() + index) } }).subscribe(employee.id, {
        doctorCategoryName: category,
        meetingType: 'TEAMS',
      });
      waiters.push({ employee, authorization: await bearerFor(cluster.testApp, employee) });
    }
    const slot = await createSlot(cluster.testApp.db, psychologist.id, startsAt);
    expect(await cluster.testApp.services.waitingList.offerSlot(slot.id)).toBe(3);
    const links = [];
    for (const waiter of waiters) {
      const [mail] = await cluster.testApp.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'waiting-list-slot-free'), eq(mailOutbox.toAddress, waiter.employee.email!)));
      links.push({ authorization: waiter.authorization, token: /\/employee\/waiting-list\/([A-Za-z0-9_-]+)/.exec(mail.textBody)![1] });
    }
    return { company, slot, links };
  }

  it('5 uses of the links of one slot at once book it once; the others are refused in French', async () => {
    const { company, slot, links } = await offeredSlot(weekdayAt(5, 9, cluster.testApp.clock.now()), 'Psychologue du travail');
    // The three waiters' links, and the first two used twice (two tabs).
    const uses = [...links, links[0], links[1]];
    const responses = await fireAll(uses.map(({ authorization, token }) => ({ authorization, url: '/waiting-list/offer/book', payload: { token } })));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of responses.filter((answer) => answer.statusCode !== 200)) {
      expect([404, 409]).toContain(response.statusCode);
      expect([waitingListMessages.slotGone, waitingListMessages.linkInvalid]).toContain(response.json().message);
    }
    const [row] = await cluster.testApp.db.select().from(meetings).where(eq(meetings.id, slot.id));
    expect(row.status).toBe('BOOKED');
    const balances = await ledgerBalances(cluster.testApp.db, company.id);
    expect(balances.companyLedger).toBe(balances.companyCredits);
    expect(balances.companyCredits).toBe(19);
  });

  it('a link that arrives after the slot was taken answers a French refusal', async () => {
    const { slot, links } = await offeredSlot(weekdayAt(5, 11, cluster.testApp.clock.now()), 'Psychologue clinicien');
    const use = (link: { authorization: string; token: string }) =>
      fireAll([{ authorization: link.authorization, url: '/waiting-list/offer/book', payload: { token: link.token } }]).then(([answer]) => answer);
    const first = await use(links[0]);
    const second = await use(links[1]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(waitingListMessages.slotGone);
    const [row] = await cluster.testApp.db.select().from(meetings).where(eq(meetings.id, slot.id));
    expect(row.status).toBe('BOOKED');
  });
});
