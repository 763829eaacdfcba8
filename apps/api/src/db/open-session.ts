import { sql } from 'drizzle-orm';
import { sessions } from './schema';

/**
 * Whether a session is open (not ended, not expired on the database's clock): migration 0050's
 * session_is_open, the one definition the session checks, the slot search, the sessions repository and
 * the booking function share (issue 38).
 */
export const isOpenSession = () => sql<boolean>`session_is_open(${sessions.endedAt}, ${sessions.expiresAt})`;
