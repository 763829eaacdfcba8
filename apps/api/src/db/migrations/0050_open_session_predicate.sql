-- Written by hand (drizzle-kit generate --custom), issue 38 item 6: what makes a session open, written
-- once. It was written four times (the auth plugin's session check, the slot search's, the sessions
-- repository and this booking function); the TypeScript queries now call this function too
-- (db/open-session.ts). A single-expression SQL function is inlined by the planner: the lookups by
-- primary key stay index scans. STABLE: now() is read once per statement, as before.
CREATE FUNCTION session_is_open(p_ended_at timestamptz, p_expires_at timestamptz) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT p_ended_at IS NULL AND p_expires_at > now() $$;
--> statement-breakpoint
-- The booking of migration 0049, unchanged but for its session check, which calls the function above.
-- Its body stood here; the function is now db/functions/book_consultation.sql (decision 0084).
