import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { adminMeResponseSchema, type AdminAccount } from '@parenthese/shared';
import { admins, users } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { decryptSecret } from '../../../lib/secret-box';
import { currentUser, onlyRoles } from '../../../plugins/auth';

/** Administrators. The list, creation and role rules come with the administrators' screen. */
export async function adminAccountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/admin/admins/get/me',
    { config: { access: onlyRoles('ADMIN') }, schema: { tags: ['admin: admins'], response: { 200: adminMeResponseSchema } } },
    async (request) => {
      const [row] = await app.db.select({ user: users, admin: admins }).from(users).innerJoin(admins, eq(admins.userId, users.id)).where(eq(users.id, currentUser(request).id));
      if (!row) throw notFound('Administrateur introuvable.');
      return { admin: presentAdmin(row, app.config.dataEncryptionKey) };
    },
  );
}

export function presentAdmin(row: { user: typeof users.$inferSelect; admin: typeof admins.$inferSelect }, encryptionKey: Buffer): AdminAccount {
  return {
    adminId: row.user.id,
    userMail: row.user.email ?? '',
    firstName: row.admin.firstName,
    lastName: row.admin.lastName,
    phoneNumber: row.admin.phoneNumber,
    adminRole: row.admin.adminRole,
    locked: row.user.isLocked,
    password: row.user.temporaryPasswordEncrypted ? decryptSecret(encryptionKey, row.user.temporaryPasswordEncrypted) : '',
    lastLoginAt: row.user.lastLoginAt ? row.user.lastLoginAt.toISOString() : null,
    createdAt: row.user.createdAt.toISOString(),
  };
}
