import type { FastifyInstance } from 'fastify';
import type { Role } from '@parenthese/shared';
import { signAccessToken } from '../../lib/access-tokens';

export type SessionAccount = { id: string; role: Role; tokenVersion: number };
/** Where a session is opened from, kept with it so its owner can recognise it. */
export type SessionContext = { clientAddress: string; userAgent?: string };

/** The one place a session starts: every path that signs someone in (password, second factor) ends here. */
export async function openSession(app: FastifyInstance, account: SessionAccount, _context: SessionContext): Promise<string> {
  return signAccessToken(app.config.jwtSecret, { userId: account.id, role: account.role, tokenVersion: account.tokenVersion });
}
