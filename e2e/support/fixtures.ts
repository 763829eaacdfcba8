import { randomInt } from 'node:crypto';
import { test as playwrightTest, expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  companySchema,
  employeeCreateResponseSchema,
  parisDayKey,
  planningWeekResponseSchema,
  publicHolidaysResponseSchema,
  type CompanyCreateRequest,
  type PsychologistAccountUpdateRequest,
  type PsychologistCategory,
  type PsychologistCreateRequest,
  type EmployeeCreateRequest,
  type FirstConnectionRequest,
  type BookingRequest,
  type PlanningUpdateRequest,
} from '@parenthese/shared';
import { demo } from './accounts';
import { readAnswer } from './api';
import { useSlotServer, type SlotServer } from './server';
import { bearer, createSession } from './session';
import { acceptStaffInvitation } from './staff-invitations';

/**
 * Playwright's `test` with the server of this worker's parallel slot (support/server.ts): the built app on
 * a port of its own, on its own copy of the run's seeded database, started by the run's global setup and
 * stopped by its teardown. Two workers running at once never share a slot, and the workers a slot has in
 * turn take its server and its run state in turn. `baseURL` is its origin, so `page.goto('/…')`, `request`
 * and the browser contexts a journey opens all reach it.
 */
const base = playwrightTest.extend<object, { slotServer: SlotServer }>({
  slotServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern: none.
    async ({}, use, workerInfo) => use(useSlotServer(workerInfo.parallelIndex)),
    { scope: 'worker', title: "serveur de l'application de l'emplacement du worker" },
  ],
  baseURL: async ({ slotServer }, use) => use(slotServer.origin),
});

/**
 * Each journey's own accounts, made through the real admin API signed in as the demo TECH admin (as
 * epic-stack's fixtures insert a user per test): nothing a journey changes is seen by another, so the
 * files run in any order and in parallel. The demo accounts stay for the journeys about them. A slot's
 * server is its own, so the accounts made by one slot's journeys never reach the other slot's lists either.
 */
export type Headers = Record<string, string>;
export type NewEmployee = { login: string; password: string; email: string; firstName: string; lastName: string; companyId: string; headers: Headers };
export type NewPsychologist = { login: string; password: string; firstName: string; lastName: string; phoneNumber: string; adeliNumber: string; headers: Headers };

export type EmployeeOptions = {
  /** Consultations each employee of the new company may book (the company's `employeeAmountMax`). */
  credits?: number;
  firstName?: string;
  lastName?: string;
  /** A phone consultation needs a number to call; none by default. */
  phoneNumber?: string;
};
export type PsychologistOptions = { category: PsychologistCategory; firstName?: string; lastName?: string; phoneNumber?: string };

/** The password every account made here chooses at first connection (strong enough for the server's list). */
export const OWN_PASSWORD = 'Nouveau-Depart-1!';

let made = 0;
/** Unique within a run across workers: worker, clock and a counter. */
const uniqueSuffix = () => `${base.info().workerIndex}${Date.now().toString(36)}${(made += 1)}`;

const adminHeaders = async (request: APIRequestContext) => bearer(await createSession(request, demo.techAdmin));

async function expectOk(answer: Promise<APIResponse>, what: string) {
  const response = await answer;
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
  return response;
}

/** A company of its own and one employee in it, who completed first connection (an email, their own password). */
export async function createEmployee(request: APIRequestContext, options: EmployeeOptions = {}): Promise<NewEmployee> {
  const { credits = 1, firstName = 'Zoé', lastName = 'Parcours', phoneNumber } = options;
  const suffix = uniqueSuffix();
  const admin = await adminHeaders(request);
  const newCompany: CompanyCreateRequest = {
    companyName: `Parcours ${suffix}`,
    companyMail: `rh.${suffix}@exemple.fr`,
    creditsAmount: 10,
    employeeAmountMax: credits,
    triggerMailIfCreditsLow: false,
    amountOfCreditsToTriggerMail: 0,
  };
  const { companyId } = await readAnswer(request.post('/api/admin/companies/create', { headers: admin, data: newCompany }), companySchema, 'company');
  const newEmployees: EmployeeCreateRequest = { employees: [{ firstName, lastName }] };
  const added = await readAnswer(request.post(`/api/admin/companies/${companyId}/employees/create/V2`, { headers: admin, data: newEmployees }), employeeCreateResponseSchema, 'employee');
  const [employee] = added.employees;
  const email = `salarie.${suffix}@exemple.fr`;
  const first = await createSession(request, employee.userName, employee.password);
  const firstConnection: FirstConnectionRequest = { mail: email, password: OWN_PASSWORD, contactEmail: '' };
  await expectOk(request.post('/api/account/first/connection', { headers: bearer(first), data: firstConnection }), 'first connection');
  const headers = bearer(await createSession(request, employee.userName, OWN_PASSWORD));
  if (phoneNumber) {
    await expectOk(request.post('/api/employee-service/employee/account/details/update', { headers, data: { mail: email, firstName, lastName, phoneNumber } }), 'phone number');
  }
  return { login: employee.userName, password: OWN_PASSWORD, email, firstName, lastName, companyId, headers };
}

/**
 * A psychologist of one category, enrolled in the second factor and past first connection, who takes
 * phone consultations only: employees' video searches (the demo psychologists') never offer their hours.
 */
export async function createPsychologist(request: APIRequestContext, options: PsychologistOptions): Promise<NewPsychologist> {
  const { category, firstName = 'Inès', lastName = 'Parcours', phoneNumber = '0611223344' } = options;
  const login = `psy.${uniqueSuffix()}@cabinet-psy.fr`;
  const adeliNumber = `69${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const newPsychologist: PsychologistCreateRequest = { adeliNumber, firstName, lastName, mail: login, phoneNumber, doctorCategories: [category] };
  await expectOk(request.post('/api/admin/doctors/create', { headers: await adminHeaders(request), data: newPsychologist }), 'psychologist');
  // Invited (issue 33): the link sets the password, then the first sign-in enrols the second factor (session.ts keeps the secret).
  await acceptStaffInvitation(request, login, OWN_PASSWORD);
  const headers = bearer(await createSession(request, login, OWN_PASSWORD));
  const details: PsychologistAccountUpdateRequest = { mail: login, firstName, lastName, phoneNumber, doctorCategories: [category], phoneEnabled: true, teamsEnabled: false };
  await expectOk(request.post('/api/doctor/account/details/update', { headers, data: details }), 'consultation modes');
  return { login, password: OWN_PASSWORD, firstName, lastName, phoneNumber, adeliNumber, headers };
}

/**
 * The journeys' dates follow today, so an hour may fall on a French public holiday, closed by default
 * (decision 0064): the psychologist opens that day first, as one who works it would.
 */
async function openHolidayOf(request: APIRequestContext, psychologist: NewPsychologist, start: Date) {
  const day = parisDayKey(start);
  const { holidays } = await readAnswer(request.get(`/api/planning/public-holidays?year=${day.slice(0, 4)}`, { headers: psychologist.headers }), publicHolidaysResponseSchema, 'public holidays');
  const holiday = holidays.find((candidate) => candidate.day === day);
  if (holiday && !holiday.isOpen) await expectOk(request.put('/api/planning/public-holidays/open', { headers: psychologist.headers, data: { day } }), 'public holiday opened');
}

/** The psychologist publishes one hour; answers its id. */
export async function publishHour(request: APIRequestContext, psychologist: NewPsychologist, start: Date): Promise<string> {
  await openHolidayOf(request, psychologist, start);
  const publication: PlanningUpdateRequest = { meetingDates: [start.toISOString()] };
  const published = await readAnswer(request.put('/api/planning/update/v2', { headers: psychologist.headers, data: publication }), planningWeekResponseSchema, 'publication');
  const slot = published.availableMeetings.find((item) => item.startDate === start.toISOString());
  expect(slot, `published hour ${start.toISOString()}`).toBeTruthy();
  return slot!.meetingId;
}

/** The employee books that hour by phone with the psychologist's category; answers the consultation's id. */
export async function bookByPhone(request: APIRequestContext, employee: NewEmployee, consultationId: string, category: PsychologistCategory, subject: string): Promise<string> {
  const booking: BookingRequest = { meetingType: 'PHONE', meetingId: consultationId, doctorCategoryName: category, subject };
  await expectOk(request.post('/api/employee-service/meeting/create', { headers: employee.headers, data: booking }), 'booking');
  return consultationId;
}

/** `test` with factories of fresh accounts, bound to the journey's API context. */
export const test = base.extend<{
  newEmployee: (options?: EmployeeOptions) => Promise<NewEmployee>;
  newPsychologist: (options: PsychologistOptions) => Promise<NewPsychologist>;
}>({
  newEmployee: async ({ request }, use) => use((options) => createEmployee(request, options)),
  newPsychologist: async ({ request }, use) => use((options) => createPsychologist(request, options)),
});

export { expect };
