import { describe, expect, it } from 'vitest';
import { and, eq, gte, lt } from 'drizzle-orm';
import { absenceInterval, parisDateKey } from '@parenthese/shared';
import { psychologistAbsences, meetings } from '../../db/schema';
import { createCompany, createPsychologist, createEmployee } from '../../../test/support/factories';
import { bearerFor, createSlot, ledgerBalances, weekdayAt } from '../../../test/support/consultations';
import { serversOnOneDatabase } from '../../../test/support/servers-on-one-database';

/**
 * An absence confirmed while bookings land inside it (decision 0064): either the booking is cancelled
 * and refunded, or the absence is refused with a French reason; never both standing, never a 5xx.
 * Real concurrency needs PostgreSQL (api-postgres project): three servers, one database.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('an absence under concurrent bookings (PostgreSQL)', () => {
  const cluster = serversOnOneDatabase();

  // Several rounds, each with its own psychologist, so the timings differ and both outcomes can come up.
  for (const round of [1, 2, 3, 4, 5]) {
    it(`round ${round}: 10 bookings and the absence at once leave no booking standing beside the absence`, async () => {
      const servers = cluster.apps;
      const company = await createCompany(cluster.testApp.db, { creditsAmount: 100 });
      const psychologist = await createPsychologist(cluster.testApp.db);
      const psychologistAuthorization = await bearerFor(cluster.testApp, psychologist);
      const day = weekdayAt(5 + round, 9, cluster.testApp.clock.now());
      const slots = await Promise.all(Array.from({ length: 10 }, (_, index) => createSlot(cluster.testApp.db, psychologist.id, weekdayAt(5 + round, 8 + index, cluster.testApp.clock.now()))));
      const staff = await Promise.all(Array.from({ length: 10 }, () => createEmployee(cluster.testApp.db, { companyId: company.id, credits: 1 })));
      const authorizations = await Promise.all(staff.map((employee) => bearerFor(cluster.testApp, employee)));
      const absence = { kind: 'DAYS' as const, firstDay: parisDateKey(day), lastDay: parisDateKey(new Date(day.getTime() + 13 * 86_400_000)) };

      const bookings = authorizations.map((authorization, index) =>
        servers[index % servers.length].inject({
          method: 'POST',
          url: '/api/employee-service/meeting/create',
          headers: { authorization },
          payload: { meetingType: 'TEAMS', meetingId: slots[index].id, doctorCategoryName: 'Psychologue clinicien' },
          remoteAddress: `10.2.${round}.${index}`,
        }),
      );
      // The absence fired in the middle of the bookings.
      bookings.splice(
        round % 10,
        0,
        servers[round % servers.length].inject({ method: 'POST', url: '/api/planning/absences', headers: { authorization: psychologistAuthorization }, payload: absence }),
      );
      const responses = await Promise.all(bookings);
      const absenceResponse = responses[round % 10];
      const bookingResponses = responses.filter((_, index) => index !== round % 10);

      for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
      const range = absenceInterval(absence);
      const inside = await cluster.testApp.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.doctorId, psychologist.id), gte(meetings.startsAt, range.start), lt(meetings.startsAt, range.end)));
      const absences = await cluster.testApp.db.select().from(psychologistAbsences).where(eq(psychologistAbsences.doctorId, psychologist.id));

      if (absenceResponse.statusCode === 200) {
        // The absence stands: nothing booked or free is left inside; every booking that got through was cancelled by the psychologist.
        expect(absences).toHaveLength(1);
        expect(inside.filter((row) => row.status !== 'CANCELLED')).toEqual([]);
        const booked = bookingResponses.filter((response) => response.statusCode === 200).length;
        expect(absenceResponse.json().cancelledConsultations).toBe(booked);
        expect(inside.filter((row) => row.cancelledBy === 'DOCTOR')).toHaveLength(booked);
      } else {
        // The absence was refused in French, nothing of it kept: the bookings stand.
        expect(absenceResponse.statusCode).toBe(409);
        expect(absenceResponse.json().message).toMatch(/Un rendez-vous vient d’être réservé pendant cette absence/);
        expect(absences).toEqual([]);
        expect(inside.filter((row) => row.status === 'BOOKED')).toHaveLength(bookingResponses.filter((response) => response.statusCode === 200).length);
      }
      // Credits: whatever happened, the ledger matches the balances, and each employee holds a credit unless their booking stands.
      const balances = await ledgerBalances(cluster.testApp.db, company.id);
      expect(balances.companyLedger).toBe(balances.companyCredits);
      for (const employee of balances.employees) expect(employee.ledger).toBe(employee.credits);
      const standing = inside.filter((row) => row.status === 'BOOKED').map((row) => row.employeeId);
      for (const employee of balances.employees) expect(employee.credits).toBe(standing.includes(employee.userId) ? 0 : 1);
    });
  }
});
