import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session';
import { guardRedirect } from './route-guard';

const session = (overrides: Partial<Session> = {}): Session => ({ token: 't', login: 'a@b.fr', role: 'DOCTOR', firstConnexion: false, expiration: Date.now() + 1000, ...overrides });

describe('route guard', () => {
  it('sends visitors who are not signed in to /', () => {
    expect(guardRedirect(null, '/account/psy/profile', ['DOCTOR'])).toBe('/');
  });
  it('keeps a first connection on /first-connection', () => {
    expect(guardRedirect(session({ firstConnexion: true }), '/account/psy/profile', ['DOCTOR'])).toBe('/first-connection');
    expect(guardRedirect(session({ firstConnexion: true }), '/first-connection', ['DOCTOR', 'ADMIN', 'EMPLOYEE'])).toBeNull();
  });
  it('sends a wrong role to /', () => {
    expect(guardRedirect(session({ role: 'EMPLOYEE' }), '/account/admin', ['ADMIN'])).toBe('/');
  });
  it('lets the right role through', () => {
    expect(guardRedirect(session({ role: 'ADMIN' }), '/account/admin', ['ADMIN'])).toBeNull();
  });
});
