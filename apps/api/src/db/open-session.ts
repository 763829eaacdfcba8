import { sql, type SQL } from 'drizzle-orm';
import { sessions } from './schema';

/**
 * Whether a session is open (not ended, not expired at `now`, the API's clock): migration 0051's
 * session_is_open, the one definition the session checks, the slot search, the sessions repository and
 * the booking function share (issue 38). `now` is a date, or a prepared statement's placeholder.
 */
export const isOpenSession = (now: Date | SQL.Aliased | ReturnType<typeof sql.placeholder>) =>
  sql<boolean>`session_is_open(${sessions.endedAt}, ${sessions.expiresAt}, ${now instanceof Date ? now.toISOString() : now}::timestamptz)`;
