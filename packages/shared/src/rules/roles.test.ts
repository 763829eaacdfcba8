import { describe, expect, it } from 'vitest';
import { pathAfterSignIn } from './roles';

describe('pathAfterSignIn', () => {
  it('returns to the page asked for when it is one of the role’s pages, with its query', () => {
    expect(pathAfterSignIn('EMPLOYEE', '/account/employee/appointments')).toBe('/account/employee/appointments');
    expect(pathAfterSignIn('EMPLOYEE', '/employee/appointment')).toBe('/employee/appointment');
    expect(pathAfterSignIn('DOCTOR', '/account/psy/calendar?semaine=2026-12-01')).toBe('/account/psy/calendar?semaine=2026-12-01');
    expect(pathAfterSignIn('ADMIN', '/account/admin?view=audit')).toBe('/account/admin?view=audit');
  });

  it('lands on the role’s page otherwise: none asked, another role’s page, another site', () => {
    expect(pathAfterSignIn('EMPLOYEE', null)).toBe('/account/employee/profile');
    expect(pathAfterSignIn('EMPLOYEE', '/account/psy/calendar')).toBe('/account/employee/profile');
    expect(pathAfterSignIn('DOCTOR', '/account/psychologue')).toBe('/account/psy/profile');
    expect(pathAfterSignIn('ADMIN', '//ailleurs.fr/account/admin')).toBe('/account/admin?view=companies');
    expect(pathAfterSignIn('ADMIN', '/\\ailleurs.fr')).toBe('/account/admin?view=companies');
    expect(pathAfterSignIn('DOCTOR', 'https://ailleurs.fr/account/psy/profile')).toBe('/account/psy/profile');
  });
});
