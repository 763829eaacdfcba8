-- Written by hand (drizzle-kit generate --custom), issue 38 item 1 (decision 0078): an open session is
-- judged at the API's clock (services.clock), passed as p_now, rather than at the database's now(), so a
-- test's clock set at a fixed date and the sessions it opens agree. Migration 0050's two-argument function
-- stays (unused) so a server of the previous version keeps working during a rolling restart.
CREATE FUNCTION session_is_open(p_ended_at timestamptz, p_expires_at timestamptz, p_now timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT p_ended_at IS NULL AND p_expires_at > p_now $$;
--> statement-breakpoint
-- The booking of migration 0050, unchanged but for its session check, which reads the caller's now (p_now).
-- Its body stood here; the function is now db/functions/book_consultation.sql (decision 0084).
