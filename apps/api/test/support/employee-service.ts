import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, employees, meetings, users } from '../../src/db/schema';
import { endSessions } from '../../src/modules/sessions/repository';
import { createCompany, createPsychologist, createEmployee } from './factories';
import { bearerFor, createBookedConsultation } from './consultations';
import { createTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST';

/**
 * One test app for a file of employee-service tests, and the calls and worlds those files share:
 * an employee with credits in a company, a work psychologist, a booking, the rows behind them.
 */
export function employeeServiceTestbed() {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ videoBaseUrl: 'https://visio.example.fr' });
  });
  afterAll(async () => testApp.close());

  const call = (method: Method, url: string, authorization?: string, payload?: object) =>
    testApp.app.inject({ method, url: `/api/employee-service${url}`, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });

  async function employeeWorld(options: { credits?: number; phoneNumber?: string; companyCredits?: number; isCompanyLocked?: boolean } = {}) {
    const company = await createCompany(testApp.db, { creditsAmount: options.companyCredits ?? 10, isLocked: options.isCompanyLocked ?? false });
    const employee = await createEmployee(testApp.db, { companyId: company.id, credits: options.credits ?? 2, phoneNumber: options.phoneNumber });
    const authorization = await bearerFor(testApp, employee);
    return { company, employee, authorization };
  }

  /** An employee with a video consultation (Psychologue clinicien, accepted unless said) booked with a new psychologist. */
  async function bookedConsultationWorld(options: {
    credits: number;
    companyCredits: number;
    startsAt: Date;
    psychologist?: Parameters<typeof createPsychologist>[1];
    doctorDecision?: 'PENDING' | 'ACCEPTED';
    subject?: string;
  }) {
    const world = await employeeWorld({ credits: options.credits, companyCredits: options.companyCredits });
    const psychologist = await createPsychologist(testApp.db, options.psychologist);
    const booking = await createBookedConsultation(testApp.db, {
      doctorId: psychologist.id,
      employee: { id: world.employee.id, companyId: world.company.id },
      startsAt: options.startsAt,
      meetingType: 'TEAMS',
      doctorDecision: options.doctorDecision ?? 'ACCEPTED',
      ...(options.subject ? { subject: options.subject } : {}),
    });
    return { ...world, psychologist, booking };
  }

  const travailPsychologist = () => createPsychologist(testApp.db, { categories: ['Psychologue du travail'] });
  const book = (authorization: string, consultationId: string, extra: object = {}) =>
    call('POST', '/meeting/create', authorization, { meetingType: 'TEAMS', meetingId: consultationId, doctorCategoryName: 'Psychologue du travail', ...extra });

  async function meetingRow(id: string) {
    const [row] = await testApp.db.select().from(meetings).where(eq(meetings.id, id));
    return row;
  }
  async function creditsOf(employeeId: string, companyId: string) {
    const [employee] = await testApp.db.select({ credits: employees.availableCredits }).from(employees).where(eq(employees.userId, employeeId));
    const [company] = await testApp.db.select({ credits: companies.creditsAmount }).from(companies).where(eq(companies.id, companyId));
    return { employee: employee.credits, company: company.credits };
  }

  /** Employees whose tokens no longer open a session (locked, password changed) or only the first connection. */
  async function endedSessions() {
    const locked = await employeeWorld();
    const passwordChanged = await employeeWorld();
    const newcomer = await createEmployee(testApp.db, { isFirstConnection: true });
    await testApp.db.update(users).set({ isLocked: true }).where(eq(users.id, locked.employee.id));
    await endSessions(testApp.db, passwordChanged.employee.id, testApp.clock.now());
    return { locked, passwordChanged, newcomerAuth: await bearerFor(testApp, newcomer) };
  }

  return {
    /** The file's app, once beforeAll has run. */
    get testApp() {
      return testApp;
    },
    call,
    employeeWorld,
    bookedConsultationWorld,
    travailPsychologist: travailPsychologist,
    book,
    meetingRow,
    creditsOf,
    endedSessions,
  };
}
