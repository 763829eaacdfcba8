import type { FastifyInstance } from 'fastify';
import { addDays, isWeekend } from 'date-fns';
import { and, eq, sql } from 'drizzle-orm';
import { inParis, parisDateTime, parisDayKey, type SlotSearchResponse } from '@parenthese/shared';
import { isPublicHoliday } from '../../src/modules/planning/public-holidays';
import type { Executor } from '../../src/db/client';
import type { Services } from '../../src/modules/services';
import { openSession } from '../../src/modules/auth/session-token';
import { ensureCarePair } from '../../src/modules/care-pairs/repository';
import { companies, creditLedger, employees, meetings } from '../../src/db/schema';
import { createPsychologist } from './factories';
import { nowOf } from './test-clock';

/**
 * The first working day (Paris) at least `daysAhead` days from `now` (the test app's clock, testApp.clock.now(),
 * never the machine's: ESLint refuses it), at `hour` Paris time: a weekday that
 * is no public holiday, since a psychologist's holidays are closed by default and the week editor refuses
 * them (decision 0064). The dated CI runs meet Christmas, New Year's Day, Easter Monday and la Toussaint.
 */
export function weekdayAt(daysAhead: number, hour: number, now: Date): Date {
  let day = inParis(addDays(now, daysAhead));
  while (isWeekend(day) || isPublicHoliday(parisDayKey(day))) day = inParis(addDays(day, 1));
  return parisDateTime(day.getFullYear(), day.getMonth() + 1, day.getDate(), hour);
}

/** The first Saturday (Paris) at least `daysAhead` days from `now` (the test app's clock). */
export function saturdayAt(daysAhead: number, hour: number, now: Date): Date {
  let day = inParis(addDays(now, daysAhead));
  while (day.getDay() !== 6) day = inParis(addDays(day, 1));
  return parisDateTime(day.getFullYear(), day.getMonth() + 1, day.getDate(), hour);
}

export async function createSlot(db: Executor, psychologistId: string, startsAt: Date, values: Partial<typeof meetings.$inferInsert> = {}) {
  const [slot] = await db
    .insert(meetings)
    .values({ doctorId: psychologistId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), status: 'AVAILABLE', ...values })
    .returning();
  return slot;
}

/** What an employee's slot search asks: a category's hours in [from, before), by video unless told. */
export type SlotSearch = { category: string; from: Date; before: Date; meetingType?: 'PHONE' | 'TEAMS'; presentationId?: string };

/** The employee's slot search (POST /api/employee-service/meeting/find), as the booking wizard sends it. */
export function searchSlots(app: FastifyInstance, authorization: string, search: SlotSearch, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/employee-service/meeting/find',
    headers: { authorization, ...headers },
    payload: {
      doctorCategoryName: search.category,
      meetingType: search.meetingType ?? 'TEAMS',
      startDate: search.from.toISOString(),
      endDate: search.before.toISOString(),
      ...(search.presentationId ? { presentationId: search.presentationId } : {}),
    },
  });
}

/** What an employee's booking sends: the slot, its category, the mode (video unless told) and the motive if any. */
export type SlotBooking = { slotId: string; category: string; meetingType?: 'PHONE' | 'TEAMS'; subject?: string };

/** The employee's booking (POST /api/employee-service/meeting/create), as the booking wizard sends it. */
export function bookSlot(app: FastifyInstance, authorization: string, booking: SlotBooking) {
  return app.inject({
    method: 'POST',
    url: '/api/employee-service/meeting/create',
    headers: { authorization },
    payload: {
      meetingType: booking.meetingType ?? 'TEAMS',
      meetingId: booking.slotId,
      doctorCategoryName: booking.category,
      ...(booking.subject === undefined ? {} : { subject: booking.subject }),
    },
  });
}

/** The slots a search answered, every day's together. */
export function offeredSlots(response: { json: () => unknown }) {
  return Object.values((response.json() as SlotSearchResponse).meetingsData).flat();
}

/** Ledger sums per account, to compare with the balances. */
export async function ledgerBalances(db: Executor, companyId: string) {
  const [company] = await db.select({ credits: companies.creditsAmount }).from(companies).where(eq(companies.id, companyId));
  const [companyLedger] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.companyId, companyId), eq(creditLedger.account, 'COMPANY')));
  const employeeRows = await db.select({ userId: employees.userId, credits: employees.availableCredits }).from(employees).where(eq(employees.companyId, companyId));
  const employeeLedger = await db
    .select({ employeeId: creditLedger.employeeId, total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(and(eq(creditLedger.companyId, companyId), eq(creditLedger.account, 'EMPLOYEE')))
    .groupBy(creditLedger.employeeId);
  const ledgerByEmployee = new Map(employeeLedger.map((row) => [row.employeeId, row.total]));
  return {
    companyCredits: company.credits,
    companyLedger: companyLedger.total,
    employees: employeeRows.map((row) => ({ userId: row.userId, credits: row.credits, ledger: ledgerByEmployee.get(row.userId) ?? 0 })),
  };
}

/**
 * A bearer header without the password: tests that create many employees would otherwise hit the
 * per-address sign-in limit (30 per 10 minutes), and argon2id is slow on purpose. The session is a real
 * one, opened where every sign-in opens it (openSession), so ending it ends this token.
 */
export async function bearerFor(testApp: { services: Pick<Services, 'db' | 'config' | 'clock'> }, user: { id: string; role: 'ADMIN' | 'DOCTOR' | 'EMPLOYEE' }) {
  return `Bearer ${await openSession(testApp.services, user, { clientAddress: '127.0.0.1', userAgent: TEST_USER_AGENT })}`;
}

/** A new psychologist with the bearer header they call the API with. */
export async function signedInPsychologist(testApp: { services: Pick<Services, 'db' | 'config' | 'clock'>; db: Executor }, options: Parameters<typeof createPsychologist>[1] = {}) {
  const psychologist = await createPsychologist(testApp.db, options);
  return { ...psychologist, authorization: await bearerFor(testApp, psychologist) };
}

/** The browser the sessions of bearerFor are opened from (Firefox on Linux). */
export const TEST_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/**
 * A consultation booked by an employee, with its credits spent as a real booking spends them: through
 * spend_consultation_credit (migration 0019), which book_consultation calls. The consultation itself is
 * written directly, so a test can place it where the booking's rules would refuse (past, any hour).
 */
export async function createBookedConsultation(
  db: Executor,
  input: {
    doctorId: string;
    employee: { id: string; companyId: string };
    startsAt: Date;
    meetingType?: 'PHONE' | 'TEAMS';
    doctorDecision?: 'PENDING' | 'ACCEPTED';
    subject?: string;
    /**
     * A consultation made here stands for a settled booking whose mails were written: otherwise a
     * booking's writer still running in the same test would also write them (a race, CI session 8).
     * false: the crash between a booking and its mails.
     */
    hasBookingNotices?: boolean;
  },
) {
  const meetingType = input.meetingType ?? 'PHONE';
  // On the test app's clock: the reminders are due only for a booking made before them (claimDueReminders).
  const bookedAt = nowOf(db);
  const row = await createSlot(db, input.doctorId, input.startsAt, {
    status: 'BOOKED',
    meetingType,
    category: 'Psychologue clinicien',
    subject: input.subject ?? 'Consultation anonyme',
    meetingLink: meetingType === 'TEAMS' ? 'https://meet.jit.si/parenthese-test' : null,
    employeeId: input.employee.id,
    bookedAt,
    bookingNoticesAt: input.hasBookingNotices === false ? null : bookedAt,
    doctorDecision: input.doctorDecision ?? 'PENDING',
  });
  // An empty balance raises (NO_EMPLOYEE_CREDIT or NO_COMPANY_CREDIT): the test fails there.
  await db.execute(sql`select spend_consultation_credit(${input.employee.companyId}::uuid, ${input.employee.id}::uuid, ${row.id}::uuid)`);
  // And the pair's pseudonym, as book_consultation writes it (decision 0060).
  await ensureCarePair(db, { employeeId: input.employee.id, doctorId: input.doctorId });
  return row;
}
