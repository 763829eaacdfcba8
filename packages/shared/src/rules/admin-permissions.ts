import type { AdminRole } from './roles';

export const ADMIN_ROLE_LABELS = { TECH: 'Administrateur technique', SITE: 'Administrateur du site' } as const;

/**
 * What each administrator sub-role may do (spec section 6): one table read by the server's access
 * hook and by the web app (menus, disabled buttons with their reason).
 */
export const ADMIN_PERMISSIONS = {
  'companies:manage': ['SITE', 'TECH'],
  'employees:manage': ['SITE', 'TECH'],
  'doctors:manage': ['SITE', 'TECH'],
  'admins:manage': ['SITE', 'TECH'],
  /** Creating TECH administrators and changing an administrator's role. */
  'admins:manage-roles': ['TECH'],
  'accounts:lock': ['SITE', 'TECH'],
  /** Blocking or unblocking another administrator. */
  'admins:lock': ['TECH'],
  /** Resetting another account's second factor (audited, mailed to the owner, ends its sessions). */
  'accounts:second-factor-reset': ['TECH'],
  'demo-requests:read': ['SITE', 'TECH'],
  /** Marking a demonstration request 'Traitée' (or back). */
  'demo-requests:handle': ['SITE', 'TECH'],
  'billing:read': ['TECH'],
  'billing:manage': ['TECH'],
  /** The platform's effective settings, and the consultation price psychologists are paid. */
  'settings:read': ['TECH'],
  'settings:manage': ['TECH'],
  /** The super-admin view: the real outbox. */
  'mails:read': ['TECH'],
  /** Sending, editing and deleting outbox mails (within what the mail presenter allows per kind). */
  'mails:manage': ['TECH'],
  /** The super-admin maintenance figures (database, migrations, outbox, disk). */
  'maintenance:read': ['TECH'],
  /** The audit log of staff actions ('Journal d'audit'). */
  'audit:read': ['TECH'],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminPermission = keyof typeof ADMIN_PERMISSIONS;

export function adminCan(adminRole: AdminRole | null | undefined, permission: AdminPermission): boolean {
  if (!adminRole) return false;
  return (ADMIN_PERMISSIONS[permission] as readonly AdminRole[]).includes(adminRole);
}

export const TECH_ONLY_REASON = 'Accès réservé aux administrateurs techniques';

/** Why a permission is refused, as the web app shows it beside a disabled button (spec wording). */
export function adminPermissionRefusal(permission: AdminPermission): string {
  const allowed = ADMIN_PERMISSIONS[permission] as readonly AdminRole[];
  return allowed.length === 1 && allowed[0] === 'TECH' ? TECH_ONLY_REASON : "Vous n'avez pas accès à cette ressource";
}

/** One side of an action on an administrator account: the account id, its sub-role, and its email when known. */
export type AdminParty = { id: string; adminRole: AdminRole | null | undefined; email?: string | null };

/** What may be done to an administrator's account from the administrators' page. */
export type AdminAccountAction = 'edit' | 'invitation' | 'lock' | 'delete';

/** The same account: by id, or by email case-insensitively (spec section 5). */
export function isSameAdmin(actor: AdminParty, target: AdminParty): boolean {
  if (actor.id === target.id) return true;
  return Boolean(actor.email && target.email && actor.email.toLowerCase() === target.email.toLowerCase());
}

/**
 * Who may act on which administrator (spec section 5), for the server's checks and the web's disabled
 * buttons alike: a TECH account is edited, deleted and its invitation sent again by TECH administrators
 * only (whoever follows its link becomes TECH); blocking an administrator takes a TECH
 * administrator; nobody blocks, unblocks or deletes themselves.
 */
export function canManageAdmin(actor: AdminParty | null | undefined, target: AdminParty, action: AdminAccountAction): boolean {
  if (!actor || !adminCan(actor.adminRole, 'admins:manage')) return false;
  const isSelf = isSameAdmin(actor, target);
  const mayTouchTarget = target.adminRole !== 'TECH' || adminCan(actor.adminRole, 'admins:manage-roles');
  switch (action) {
    case 'edit':
    case 'invitation':
      return mayTouchTarget;
    case 'lock':
      return !isSelf && adminCan(actor.adminRole, 'admins:lock');
    case 'delete':
      return !isSelf && mayTouchTarget;
  }
}
