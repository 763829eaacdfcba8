import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { AdminRole, Role } from '@parenthese/shared';
import { admins, users } from '../db/schema';
import { verifyAccessToken } from '../lib/access-tokens';
import { forbidden, unauthorized } from '../lib/app-error';

export const FIRST_CONNECTION_PENDING = 'Veuillez terminer la configuration de votre compte (première connexion).';

export type AuthenticatedUser = {
  id: string;
  role: Role;
  email: string | null;
  username: string | null;
  isFirstConnection: boolean;
  /** Set for administrators only. */
  adminRole: AdminRole | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** preHandler: any signed-in user whose token is still valid. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a signed-in user with one of these roles, past their first connection. */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that went through authenticate or requireRole. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('currentUser', null);

  async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized("Token d'authentification manquant");
    const claims = await verifyAccessToken(app.config.jwtSecret, token);
    if (!claims) throw unauthorized('Session expirée ou invalide. Veuillez vous reconnecter.');
    const [row] = await app.db
      .select({
        id: users.id,
        role: users.role,
        email: users.email,
        username: users.username,
        isFirstConnection: users.isFirstConnection,
        isLocked: users.isLocked,
        tokenVersion: users.tokenVersion,
        adminRole: admins.adminRole,
      })
      .from(users)
      .leftJoin(admins, eq(admins.userId, users.id))
      .where(eq(users.id, claims.userId))
      .limit(1);
    // A locked account, or a password changed since the token was issued, ends the session.
    if (!row || row.isLocked || row.tokenVersion !== claims.tokenVersion || row.role !== claims.role) {
      throw unauthorized('Session expirée ou invalide. Veuillez vous reconnecter.');
    }
    request.currentUser = {
      id: row.id,
      role: row.role,
      email: row.email,
      username: row.username,
      isFirstConnection: row.isFirstConnection,
      adminRole: row.adminRole ?? null,
    };
  }

  app.decorate('authenticate', authenticate);
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    if (!roles.includes(request.currentUser!.role)) throw forbidden();
    // Until the temporary password is replaced (spec section 4), an account may only complete its first connection.
    if (request.currentUser!.isFirstConnection) throw forbidden(FIRST_CONNECTION_PENDING);
  });
});
