import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { adminCan, adminPermissionRefusal, type AdminPermission, type AdminRole, type Role } from '@parenthese/shared';
import { admins, users } from '../db/schema';
import { verifyAccessToken } from '../lib/access-tokens';
import { forbidden, unauthorized } from '../lib/app-error';

export const FIRST_CONNECTION_PENDING = 'Veuillez terminer la configuration de votre compte (première connexion).';

/**
 * Who may call a route, declared once in its options (`config: { access }`) and checked on request,
 * before the body is parsed or validated: a stranger learns nothing from validation.
 * - 'public': anyone;
 * - 'signed-in': any valid session, including an account still on its first connection;
 * - roles: a signed-in account of one of these roles, past its first connection, and for
 *   administrators the permission of the shared table (adminCan).
 */
export type RouteAccess = 'public' | 'signed-in' | { roles: readonly Role[]; permission?: AdminPermission };

export const onlyRoles = (...roles: Role[]): RouteAccess => ({ roles });
export const adminsWith = (permission: AdminPermission): RouteAccess => ({ roles: ['ADMIN'], permission });

export type RouteAccessEntry = { method: string; url: string; access: RouteAccess };

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
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    currentUser: AuthenticatedUser | null;
  }
  interface FastifyInstance {
    /** Every API route with its access declaration, as registered (read by the authorisation matrix test). */
    routeAccessTable: RouteAccessEntry[];
  }
}

/** The signed-in user of a request whose route is not public. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** Routes outside the API (the web app, the OpenAPI pages) need no declaration. */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('currentUser', null);
  app.decorate('routeAccessTable', [] as RouteAccessEntry[]);

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

  function accessCheck(access: RouteAccess): onRequestHookHandler | undefined {
    if (access === 'public') return undefined;
    return async (request) => {
      await authenticate(request);
      if (access === 'signed-in') return;
      const user = request.currentUser!;
      if (!access.roles.includes(user.role)) throw forbidden();
      // Until the temporary password is replaced (spec section 4), an account may only complete its first connection.
      if (user.isFirstConnection) throw forbidden(FIRST_CONNECTION_PENDING);
      if (access.permission && !adminCan(user.adminRole, access.permission)) throw forbidden(`${adminPermissionRefusal(access.permission)}.`);
    };
  }

  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    const methods = [route.method].flat();
    // A route that forgets to say who may call it must not start: nothing is open by omission.
    if (!access) throw new Error(`La route ${methods.join(',')} ${route.url} ne déclare pas qui peut l'appeler (config.access).`);
    if (!methods.includes('HEAD')) {
      for (const method of methods) app.routeAccessTable.push({ method, url: route.url, access });
    }
    const check = accessCheck(access);
    if (!check) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [check, ...existing];
  });
});
