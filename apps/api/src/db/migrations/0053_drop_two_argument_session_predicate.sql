-- Written by hand (drizzle-kit generate --custom): migration 0050's two-argument session_is_open, which
-- migration 0051 kept for one release so that a server of the version before it could go on during a
-- rolling restart. Nothing calls it since: every caller passes the API's clock (db/open-session.ts,
-- db/functions/book_consultation.sql).
DROP FUNCTION IF EXISTS session_is_open(timestamptz, timestamptz);
