import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { ADMIN_VIEWS, paths } from '@parenthese/shared';
import { routes } from './router';

/** Every address the paths module builds, with sample parameters. */
const everyPath = [
  ...Object.values(paths).flatMap((path) => (typeof path === 'string' ? [path] : [])),
  paths.resetPassword('jeton-de-test'),
  paths.psychologistBilling('0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d'),
  ...ADMIN_VIEWS.map((view) => paths.adminView(view)),
];

describe('the paths module', () => {
  it.each(everyPath)('names a page of the router: %s', (path) => {
    const matched = matchRoutes(routes, new URL(path, 'http://localhost').pathname) ?? [];
    expect(matched.at(-1)?.route.path).not.toBe('*');
  });

  it('builds the addresses of the spec route table', () => {
    expect(paths.resetPassword('abc')).toBe('/reset-password/abc');
    expect(paths.psychologistBilling('42')).toBe('/account/admin/42');
    expect(paths.adminView('psychologists')).toBe('/account/admin?view=psychologists');
  });

  it('keeps an unknown address on the not-found page', () => {
    expect(matchRoutes(routes, '/nulle-part')?.at(-1)?.route.path).toBe('*');
  });
});
