import { parisDateTime, type SlotSearchResponse, type WaitingListEntry } from '@parenthese/shared';
import { employeeDetails } from '@/test/render-with-providers';
import { apiHandler } from '@/test/fake-api';

/** What the booking wizard reads as it opens (profile, presentations: none, alerts: none), and its searches answered with `slots`. */
export const bookingWizardApi = (slots: SlotSearchResponse) => [
  apiHandler('GET', '/api/employee-service/employee/account/details', employeeDetails()),
  apiHandler('GET', '/api/employee-service/psychologists', { psychologists: [] }),
  apiHandler('GET', '/api/employee-service/waiting-list', { entries: [] }),
  apiHandler('POST', '/api/employee-service/meeting/find', slots),
];

/**
 * An employee's alert as GET /api/employee-service/waiting-list lists it: a video consultation with a
 * « Psychologue du travail », between Thursday 26 November and 10 December 2026 (Paris), the waiting
 * list and « Mes rendez-vous » tests' one copy.
 */
export const aWaitingListEntry = (overrides: Partial<WaitingListEntry> = {}): WaitingListEntry => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  doctorCategoryName: 'Psychologue du travail',
  meetingType: 'TEAMS',
  startDate: parisDateTime(2026, 11, 26, 0).toISOString(),
  endDate: parisDateTime(2026, 12, 10, 0).toISOString(),
  expiresAt: parisDateTime(2026, 12, 25, 10).toISOString(),
  ...overrides,
});
