import type { Executor } from '../../db/client';
import type { Role } from '@parenthese/shared';
import { signAccessToken } from '../../lib/access-tokens';
import { deviceLabel } from '../sessions/device-label';
import { insertSession } from '../sessions/repository';
import type { Services } from '../services';

export type SessionAccount = { id: string; role: Role };
/** Where a session is opened from: the user agent gives the device label its owner recognises it by. */
export type SessionContext = { clientAddress: string; userAgent?: string };

/**
 * The one place a session starts: every path that signs someone in (password, second factor) ends here.
 * The session is kept on the server (sessions table) and the token names it, so it can be ended.
 * `db`: the caller's transaction when the session must open with something else (a challenge spent).
 */
export async function openSession(deps: Pick<Services, 'db' | 'config' | 'clock'>, account: SessionAccount, context: SessionContext, db: Executor = deps.db): Promise<string> {
  const now = deps.clock.now();
  const sessionId = await insertSession(db, { userId: account.id, deviceLabel: deviceLabel(context.userAgent) }, now);
  return signAccessToken(deps.config.jwtSecret, { userId: account.id, role: account.role, sessionId }, now);
}
