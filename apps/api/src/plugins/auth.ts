import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import { adminCan, adminPermissionRefusal, SESSION_LAST_USE_PRECISION_MS, type AdminPermission, type AdminRole, type Role } from '@parenthese/shared';
import type { Config } from '../config';
import type { Database, Executor } from '../db/client';
import { preparedStatement } from '../db/prepared-statement';
import { admins, sessions, users } from '../db/schema';
import { isOpenSession } from '../db/open-session';
import { accountColumns } from '../db/account-columns';
import { verifyAccessToken, type VerifiedAccessToken } from '../lib/access-tokens';
import type { Clock } from '../lib/clock';
import type { DeferredWork } from '../lib/deferred-work';
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
export type RouteAccess =
  | 'public'
  | 'signed-in'
  | {
      roles: readonly Role[];
      permission?: AdminPermission;
      /**
       * The handler checks the session and account itself (session open, locked, role, first connection) in the
       * same database round trip as its work, where one round trip matters (the booking): here only
       * the token's signature, expiry and role are checked, and the handler reads `sessionClaims`.
       * A body that fails validation is answered only after the full session check (`attachValidation`
       * and `refuseInvalidBody`), so such a route tells nothing more to a revoked session.
       */
      isSessionCheckedByHandler?: boolean;
    };

export const onlyRoles = (...roles: Role[]): RouteAccess => ({ roles });
/** onlyRoles for a route whose handler checks the session in its own database round trip (see RouteAccess). */
export const onlyRolesSessionCheckedByHandler = (...roles: Role[]): RouteAccess => ({ roles, isSessionCheckedByHandler: true });
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
  /** The server-side session the request's token belongs to. */
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    currentUser: AuthenticatedUser | null;
    /** The verified token's claims (every authenticated route); the session itself may be checked later by the handler. */
    sessionClaims: VerifiedAccessToken | null;
  }
  interface FastifyInstance {
    /** Every API route with its access declaration, as registered (read by the authorisation matrix test). */
    routeAccessTable: RouteAccessEntry[];
    /** On a route with attachValidation whose handler checks the session: throws the validation error, after the session check. */
    refuseInvalidBody: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request whose route is not public. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** The token's claims on a route whose handler checks the session itself (onlyRolesSessionCheckedByHandler). */
export function sessionClaims(request: FastifyRequest): VerifiedAccessToken {
  if (!request.sessionClaims) throw unauthorized();
  return request.sessionClaims;
}

export const SESSION_INVALID = 'Session expirée ou invalide. Veuillez vous reconnecter.';

/**
 * The account behind a session that is still open (its row found: not ended, not expired, the token's
 * account), or undefined.
 */
type SessionAccount = { role: Role; isLocked: boolean; isFirstConnection: boolean };

/** No open session, a locked account or a role changed since sign-in: the token no longer works. */
function isSessionEnded(row: Omit<SessionAccount, 'isFirstConnection'> | undefined, claims: VerifiedAccessToken): boolean {
  return !row || row.isLocked || row.role !== claims.role;
}

/**
 * The session check of a route whose handler reads the account itself (onlyRolesSessionCheckedByHandler),
 * with the same rules as every other route: an ended session (401), then a first connection still to
 * complete (403).
 */
export function refuseUnlessSessionValid(row: SessionAccount | undefined, claims: VerifiedAccessToken): void {
  if (isSessionEnded(row, claims)) throw unauthorized(SESSION_INVALID);
  if (row!.isFirstConnection) throw forbidden(FIRST_CONNECTION_PENDING);
}

/** Routes outside the API (the web app, the OpenAPI pages) need no declaration. */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** What the session check reads: the token key, the sessions, and where the last use is written after the answer. */
export type AuthPluginOptions = { config: Pick<Config, 'jwtSecret'>; db: Database; deferredWork: DeferredWork; clock: Clock };

export const authPlugin = fp(async (app: FastifyInstance, { config, db, deferredWork, clock }: AuthPluginOptions) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionClaims', null);
  app.decorate('routeAccessTable', [] as RouteAccessEntry[]);
  const verifiedTokens = createVerifiedTokenCache(clock);

  /** The token's signature, issuer and expiry; the signature of a token seen before is not computed again. */
  async function verifyToken(request: FastifyRequest) {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized("Token d'authentification manquant");
    const claims = verifiedTokens.get(token) ?? (await verifyAccessToken(config.jwtSecret, token, clock.now()));
    if (!claims) throw unauthorized(SESSION_INVALID);
    verifiedTokens.set(token, claims);
    request.sessionClaims = claims;
    return claims;
  }

  async function authenticate(request: FastifyRequest) {
    const claims = request.sessionClaims ?? (await verifyToken(request));
    const now = clock.now();
    const [row] = await sessionAccountQuery(db).execute({ sessionId: claims.sessionId, userId: claims.userId, now: now.toISOString() });
    if (isSessionEnded(row, claims)) throw unauthorized(SESSION_INVALID);
    // The last use is written every few minutes at most, after the answer: the check itself stays one read.
    if (now.getTime() - row.lastUsedAt.getTime() >= SESSION_LAST_USE_PRECISION_MS) {
      deferredWork.run('session last use', () => recordSessionUse(db, claims.sessionId, now));
    }
    request.currentUser = {
      id: row.id,
      role: row.role,
      email: row.email,
      username: row.username,
      isFirstConnection: row.isFirstConnection,
      adminRole: row.adminRole ?? null,
      sessionId: claims.sessionId,
    };
  }

  function accessCheck(access: RouteAccess): onRequestHookHandler | undefined {
    if (access === 'public') return undefined;
    if (access !== 'signed-in' && access.isSessionCheckedByHandler) {
      return async (request) => {
        const claims = await verifyToken(request);
        // Another role is refused after the full session check, so an ended session gets its 401 as elsewhere.
        if (!access.roles.includes(claims.role)) {
          await fullCheck(access)(request);
          throw forbidden();
        }
      };
    }
    return fullCheck(access);
  }

  function fullCheck(access: Exclude<RouteAccess, 'public'>) {
    return async (request: FastifyRequest) => {
      await authenticate(request);
      if (access === 'signed-in') return;
      const user = request.currentUser!;
      if (!access.roles.includes(user.role)) throw forbidden();
      // Until the temporary password is replaced (spec section 4), an account may only complete its first connection.
      if (user.isFirstConnection) throw forbidden(FIRST_CONNECTION_PENDING);
      if (access.permission && !adminCan(user.adminRole, access.permission)) throw forbidden(`${adminPermissionRefusal(access.permission)}.`);
    };
  }

  /**
   * On a route whose handler checks the session: a body that failed validation (attachValidation) is
   * refused as it would be elsewhere, after the full session check, so a revoked session gets its 401 first.
   */
  app.decorate('refuseInvalidBody', async (request: FastifyRequest) => {
    if (!request.validationError) return;
    const access = request.routeOptions.config.access;
    if (access && access !== 'public') await fullCheck(access)(request);
    throw request.validationError;
  });

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

/**
 * The open session and its account, read at every signed-in request: one statement by primary keys.
 * An ended, expired or another account's session matches nothing.
 */
const sessionAccountQuery = preparedStatement((db) =>
  db
    .select({ ...accountColumns, isFirstConnection: users.isFirstConnection, isLocked: users.isLocked, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(admins, eq(admins.userId, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), isOpenSession(sql.placeholder('now'))))
    .limit(1)
    .prepare('session_account'),
);

/**
 * Records a use of the session, at most once per SESSION_LAST_USE_PRECISION_MS: guarded, so requests
 * that arrive together write once. Beside the session check, its one caller.
 */
export async function recordSessionUse(db: Executor, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastUsedAt} < ${now.toISOString()}::timestamptz - ${`${SESSION_LAST_USE_PRECISION_MS} milliseconds`}::interval`));
}

/**
 * Tokens whose signature was verified, with their claims, so a token presented again is not hashed
 * again (an HMAC through WebCrypto cost about 7 % of the server's CPU under the booking load). Only
 * the signature is remembered: expiry is checked at every use, and the session and its account (ended,
 * locked) are read from the database at every request as before. Bounded: the oldest entries go first.
 */
function createVerifiedTokenCache(clock: Clock, capacity = 10_000) {
  const entries = new Map<string, VerifiedAccessToken>();
  return {
    get(token: string): VerifiedAccessToken | undefined {
      const claims = entries.get(token);
      if (claims && claims.expiresAt * 1000 <= clock.now().getTime()) {
        entries.delete(token);
        return undefined;
      }
      return claims;
    },
    set(token: string, claims: VerifiedAccessToken) {
      if (entries.has(token)) return;
      if (entries.size >= capacity) entries.delete(entries.keys().next().value!);
      entries.set(token, claims);
    },
  };
}
