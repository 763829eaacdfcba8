import type { HttpHandler } from 'msw';
import type { EmployeeAccountDetails, EmployeeConsultation, EmployeeFollowUp, WaitingListEntry } from '@parenthese/shared';
import { employeeDetails, renderPage } from '@/test/render-with-providers';
import { apiHandler, serveApi } from '@/test/fake-api';
import { EmployeeConsultationsPage } from './employee-consultations-page';

/** What the server holds for « Mes rendez-vous »: a function is read at each call, so a test can change it. */
export type ConsultationsWorld = {
  meetings: EmployeeConsultation[] | (() => EmployeeConsultation[]);
  details?: EmployeeAccountDetails | (() => Promise<EmployeeAccountDetails>);
  waiting?: WaitingListEntry[];
  proposals?: EmployeeFollowUp[];
};

/**
 * Answers the four calls « Mes rendez-vous » makes as it opens (profile, alerts, follow-ups,
 * consultations), then `more`: the routes a test adds, which win over these for the same call.
 */
export function serveConsultationsPage(world: ConsultationsWorld, ...more: HttpHandler[]) {
  const { meetings: consultations } = world;
  serveApi(
    apiHandler('GET', '/api/employee-service/employee/account/details', world.details ?? employeeDetails()),
    apiHandler('GET', '/api/employee-service/waiting-list', { entries: world.waiting ?? [] }),
    apiHandler('GET', '/api/employee-service/follow-up', { proposals: world.proposals ?? [] }),
    apiHandler('GET', '/api/employee-service/meeting/load', () => ({ meetings: typeof consultations === 'function' ? consultations() : consultations })),
    ...more,
  );
}

/** `serveConsultationsPage`, then the page drawn as the router would. */
export function renderConsultationsPage(world: ConsultationsWorld, ...more: HttpHandler[]) {
  serveConsultationsPage(world, ...more);
  return renderPage(<EmployeeConsultationsPage />);
}
