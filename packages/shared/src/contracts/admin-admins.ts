import { z } from 'zod';
import { ADMIN_ROLES } from '../rules/roles';
import { pageResultSchema } from './lists';
import { personFields } from './person-fields';
import { pendingEmailChangeFieldSchema } from './email-change';
import { accountInvitationSchema } from './invitations';

/** Admin: administrators (spec sections 3 and 7), under /api/admin/admins. */

/** TECH_APPROVAL_KINDS: a new TECH account (no invitation until approved), or an administrator's role changed to TECH. */
export const TECH_APPROVAL_KINDS = ['CREATION', 'ROLE_CHANGE'] as const;

export const techApprovalSchema = z.object({
  kind: z.enum(TECH_APPROVAL_KINDS),
  requestedAt: z.string(),
  /** requestedAt plus FOUR_EYES_APPROVAL_HOURS: past it, the request cannot be approved (a pending new account can be deleted). */
  expiresAt: z.string(),
  isExpired: z.boolean(),
  /** The viewer made this request, so cannot approve it. */
  isRequestedByViewer: z.boolean(),
});
export type TechApproval = z.infer<typeof techApprovalSchema>;

export const adminAccountSchema = z.object({
  adminId: z.string(),
  userMail: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  adminRole: z.enum(ADMIN_ROLES),
  locked: z.boolean(),
  isFirstConnection: z.boolean(),
  /** The invitation mailed at creation (no password is ever shown: issue 33); null for an account created otherwise. */
  invitation: accountInvitationSchema.nullable(),
  /** A TECH role waiting for a second TECH administrator's approval (a new TECH account, or a role change), or null. */
  techApproval: techApprovalSchema.nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  /** How many audit-log entries this administrator is the actor of. */
  actionsCount: z.number().int(),
  /** A sign-in email change waiting for the link mailed to the new address. */
  pendingEmailChange: pendingEmailChangeFieldSchema,
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** GET /admin/admins/get/me: the signed-in administrator. */
export const adminMeResponseSchema = z.object({ admin: adminAccountSchema });
export type AdminMeResponse = z.infer<typeof adminMeResponseSchema>;

/** The sub-roles as the admins view names them (spec section 3). */

export const adminMessages = {
  notFound: 'Administrateur introuvable',
  techOnlyCreatesTech: 'Seul un administrateur technique peut créer un administrateur technique.',
  techOnlyChangesRoles: "Seul un administrateur technique peut modifier le rôle d'un administrateur.",
  techAccountsAreTechs: "Seul un administrateur technique peut modifier ou supprimer le compte d'un administrateur technique.",
  selfDelete: 'Vous ne pouvez pas supprimer votre propre compte.',
  lastTech: 'Impossible de supprimer le dernier administrateur technique.',
  lastTechRole: "Impossible de retirer son rôle au dernier administrateur technique : nommez-en d'abord un autre.",
  roleRequired: 'Le rôle est requis',
  noPendingTechApproval: "Aucune demande de rôle TECH n'attend d'approbation pour ce compte.",
  techApprovalPending: "Ce compte attend l'approbation d'un second administrateur technique : aucune invitation ne peut être envoyée avant.",
} as const;

/** POST /admin/admins/create and PUT /admin/admins/update/{id} (spec section 5: email required, names and phone optional). */
export const adminWriteRequestSchema = z.object({
  mail: personFields.email,
  firstName: personFields.optionalName.optional().default(''),
  lastName: personFields.optionalName.optional().default(''),
  phoneNumber: personFields.optionalPhone
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  adminRole: z.enum(ADMIN_ROLES, { error: adminMessages.roleRequired }),
});
export type AdminWriteRequest = z.input<typeof adminWriteRequestSchema>;
export type AdminWriteValues = z.output<typeof adminWriteRequestSchema>;

export const adminParamsSchema = z.object({ id: z.uuid(adminMessages.notFound) });
export const adminListSchema = z.object({ admins: z.array(adminAccountSchema) });
export const adminPageSchema = pageResultSchema(adminAccountSchema);
