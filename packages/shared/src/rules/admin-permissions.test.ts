import { describe, expect, it } from 'vitest';
import { ADMIN_PERMISSIONS, adminCan, adminPermissionRefusal, canManageAdmin, isSameAdmin, type AdminAccountAction, type AdminParty, type AdminPermission } from './admin-permissions';

describe('adminCan', () => {
  it('gives TECH every permission and SITE all but billing, mails, maintenance, settings, the audit journal, role changes and second-factor resets (spec section 6, issue 22)', () => {
    const permissions = Object.keys(ADMIN_PERMISSIONS) as AdminPermission[];
    expect(permissions.every((permission) => adminCan('TECH', permission))).toBe(true);
    expect(permissions.filter((permission) => !adminCan('SITE', permission)).sort()).toEqual([
      'accounts:second-factor-reset',
      'admins:lock',
      'admins:manage-roles',
      'audit:read',
      'billing:manage',
      'billing:read',
      'mails:manage',
      'mails:read',
      'maintenance:read',
      'settings:manage',
      'settings:read',
    ]);
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

describe('canManageAdmin', () => {
  const roles = ['SITE', 'TECH'] as const;
  const actions: AdminAccountAction[] = ['edit', 'invitation', 'lock', 'delete'];
  const allowed = (actor: AdminParty | null, target: AdminParty) => actions.filter((action) => canManageAdmin(actor, target, action));

  // Every pair of roles, on another account and on one's own (spec section 5).
  it.each([
    { actor: 'SITE', target: 'SITE', other: ['edit', 'invitation', 'delete'], self: ['edit', 'invitation'] },
    { actor: 'SITE', target: 'TECH', other: [], self: [] },
    { actor: 'TECH', target: 'SITE', other: ['edit', 'invitation', 'lock', 'delete'], self: ['edit', 'invitation'] },
    { actor: 'TECH', target: 'TECH', other: ['edit', 'invitation', 'lock', 'delete'], self: ['edit', 'invitation'] },
  ] as const)('lets a $actor administrator act on a $target account: $other (on their own: $self)', ({ actor, target, other, self }) => {
    expect(allowed({ id: 'actor', adminRole: actor }, { id: 'target', adminRole: target })).toEqual(other);
    // A SITE actor can only be its own SITE target, and a TECH actor its own TECH target.
    if (actor === target) expect(allowed({ id: 'actor', adminRole: actor }, { id: 'actor', adminRole: target })).toEqual(self);
  });

  it('knows oneself by email too, whatever its case', () => {
    const actor = { id: 'actor', adminRole: 'TECH', email: 'Tech@Parenthese.fr' } as const;
    expect(allowed(actor, { id: 'other-id', adminRole: 'TECH', email: 'tech@parenthese.fr' })).toEqual(['edit', 'invitation']);
    expect(isSameAdmin(actor, { id: 'other-id', adminRole: 'SITE', email: null })).toBe(false);
  });

  it('refuses everything to whoever is not an administrator', () => {
    for (const role of roles) {
      expect(allowed(null, { id: 'target', adminRole: role })).toEqual([]);
      expect(allowed({ id: 'actor', adminRole: null }, { id: 'target', adminRole: role })).toEqual([]);
    }
  });
});
