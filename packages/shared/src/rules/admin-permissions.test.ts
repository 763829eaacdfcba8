import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, adminCan, adminPermissionRefusal, type AdminPermission } from './admin-permissions';

describe('adminCan', () => {
  it('gives TECH every permission and SITE all but billing, mails, maintenance, settings, the audit journal, role changes and second-factor resets (spec section 6, issue 22)', () => {
    const permissions = Object.keys(ADMIN_PERMISSIONS) as AdminPermission[];
    expect(permissions.every((permission) => adminCan('TECH', permission))).toBe(true);
    expect(permissions.filter((permission) => !adminCan('SITE', permission)).sort()).toEqual(['accounts:second-factor-reset', 'admins:lock', 'admins:manage-roles', 'audit:read', 'billing:manage', 'billing:read', 'mails:manage', 'mails:read', 'maintenance:read', 'settings:manage', 'settings:read']);
  });

  it('refuses everything to a non-administrator', () => {
    expect(adminCan(null, 'companies:manage')).toBe(false);
    expect(adminCan(undefined, 'billing:read')).toBe(false);
  });

  it('explains a TECH-only refusal with the spec sentence', () => {
    expect(adminPermissionRefusal('billing:read')).toBe('Accès réservé aux administrateurs techniques');
    expect(adminPermissionRefusal('companies:manage')).toBe("Vous n'avez pas accès à cette ressource");
  });
});
