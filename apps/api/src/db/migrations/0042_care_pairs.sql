CREATE TABLE "care_pairs" (
	"employee_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"pseudonym" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_pairs_employee_id_doctor_id_pk" PRIMARY KEY("employee_id","doctor_id"),
	CONSTRAINT "care_pairs_pseudonym_form" CHECK ("care_pairs"."pseudonym" ~ '^[0-9A-HJKMNP-TV-Z]{4}$')
);
--> statement-breakpoint
ALTER TABLE "care_pairs" ADD CONSTRAINT "care_pairs_employee_id_employees_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_pairs" ADD CONSTRAINT "care_pairs_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_pairs_doctor_pseudonym_unique" ON "care_pairs" USING btree ("doctor_id","pseudonym");--> statement-breakpoint
-- Written by hand: the pair's pseudonym is written by the booking transaction (decision 0060).
-- The candidates are drawn by the server (crypto.randomInt); one that another person of the same
-- psychologist already has is refused by the unique index and the next one tried, each insert in its
-- own savepoint (a plpgsql block with an exception handler), so the booking itself is not undone.
CREATE FUNCTION ensure_care_pair(p_employee_id uuid, p_doctor_id uuid, p_candidates text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_candidate text;
BEGIN
  IF EXISTS (SELECT 1 FROM care_pairs WHERE employee_id = p_employee_id AND doctor_id = p_doctor_id) THEN RETURN; END IF;
  FOREACH v_candidate IN ARRAY coalesce(p_candidates, ARRAY[]::text[]) LOOP
    BEGIN
      INSERT INTO care_pairs (employee_id, doctor_id, pseudonym) VALUES (p_employee_id, p_doctor_id, v_candidate)
        ON CONFLICT (employee_id, doctor_id) DO NOTHING;
      RETURN;
    EXCEPTION WHEN unique_violation THEN
      -- Another person of this psychologist goes by this one: the next candidate.
    END;
  END LOOP;
  RAISE EXCEPTION 'CARE_PAIR_PSEUDONYMS_EXHAUSTED';
END;
$$;
--> statement-breakpoint
-- Existing pairs, each drawn at random here (the server draws the later ones).
DO $$
DECLARE
  v_pair record;
BEGIN
  FOR v_pair IN SELECT DISTINCT employee_id, doctor_id FROM meetings WHERE employee_id IS NOT NULL LOOP
    PERFORM ensure_care_pair(v_pair.employee_id, v_pair.doctor_id, ARRAY(
      SELECT (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
              FROM generate_series(1, 4) WHERE draw.n > 0)
      FROM generate_series(1, 16) AS draw(n)));
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The booking of migration 0036, unchanged but for the pseudonyms it receives and the pair it writes.
DROP FUNCTION book_consultation(uuid, uuid, uuid, text, text, text, text, timestamptz, timestamptz, timestamptz);
--> statement-breakpoint
CREATE FUNCTION book_consultation(
  p_employee_id uuid,
  p_session_id uuid,
  p_meeting_id uuid,
  p_meeting_type text,
  p_category text,
  p_subject text,
  p_meeting_link text,
  p_now timestamptz,
  p_window_starts_at timestamptz,
  p_window_ends_before timestamptz,
  p_pseudonyms text[]
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_user record;
  v_account record;
  v_slot record;
  v_meeting record;
  v_company jsonb;
  v_company_id uuid;
BEGIN
  -- The session, checked here rather than by a query of its own (plugins/auth.ts, deferred session
  -- check): a session ended or expired, another account's, a locked account or a first connection
  -- not yet completed is refused, read in the same transaction as the booking.
  SELECT u.role, u.is_locked, u.is_first_connection INTO v_user
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = p_session_id AND s.user_id = p_employee_id AND s.ended_at IS NULL AND s.expires_at > now();
  IF NOT FOUND OR v_user.is_locked OR v_user.role <> 'EMPLOYEE' THEN
    RETURN jsonb_build_object('outcome', 'SESSION_INVALID');
  END IF;
  IF v_user.is_first_connection THEN RETURN jsonb_build_object('outcome', 'FIRST_CONNECTION_PENDING'); END IF;

  -- Locks in the one order of every transaction (decision 0055): the company, then the employee, then
  -- the slot. The company's row is the one the spend updates at the end; taken last, it deadlocked with
  -- an administrator's change of the pool and allowance, which holds the company and then locks every
  -- employee. NO KEY UPDATE is the lock that update takes, so the ledger's foreign keys are not blocked.
  SELECT c.id INTO v_company_id
    FROM companies c JOIN employees e ON e.company_id = c.id
    WHERE e.user_id = p_employee_id
    FOR NO KEY UPDATE OF c;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'PROFILE_NOT_FOUND'); END IF;

  -- Then the employee's row, so one employee's bookings run one after the other. Each statement below
  -- takes a fresh snapshot (read committed), so it sees what the previous holder of the lock committed:
  -- its consultation (overlap check) and its spent credit.
  SELECT e.phone_number, e.available_credits, e.company_id, c.is_locked AS is_company_locked
    INTO v_account
    FROM employees e JOIN companies c ON c.id = e.company_id
    WHERE e.user_id = p_employee_id AND e.company_id = v_company_id
    FOR UPDATE OF e;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'PROFILE_NOT_FOUND'); END IF;
  IF v_account.is_company_locked THEN RETURN jsonb_build_object('outcome', 'COMPANY_LOCKED'); END IF;
  IF p_meeting_type = 'PHONE' AND v_account.phone_number = '' THEN RETURN jsonb_build_object('outcome', 'PHONE_MISSING'); END IF;
  IF v_account.available_credits <= 0 THEN RETURN jsonb_build_object('outcome', 'NO_EMPLOYEE_CREDIT'); END IF;

  SELECT m.starts_at, m.ends_at, m.status, d.categories, d.is_phone_enabled, d.is_video_enabled, u.is_locked AS is_doctor_locked
    INTO v_slot
    FROM meetings m JOIN doctors d ON d.user_id = m.doctor_id JOIN users u ON u.id = d.user_id
    WHERE m.id = p_meeting_id;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'SLOT_NOT_FOUND'); END IF;
  -- The window's bounds come from the shared rule (bookingWindow); the weekday rule is read on Paris time.
  IF v_slot.starts_at < p_window_starts_at OR v_slot.starts_at >= p_window_ends_before
     OR extract(isodow FROM v_slot.starts_at AT TIME ZONE business_time_zone()) >= 6 THEN
    RETURN jsonb_build_object('outcome', 'OUTSIDE_WINDOW');
  END IF;
  IF v_slot.is_doctor_locked
     OR NOT (CASE WHEN p_meeting_type = 'PHONE' THEN v_slot.is_phone_enabled ELSE v_slot.is_video_enabled END)
     OR NOT (p_category = ANY (v_slot.categories)) THEN
    RETURN jsonb_build_object('outcome', 'DOCTOR_UNSUITABLE');
  END IF;
  IF v_slot.status <> 'AVAILABLE' THEN RETURN jsonb_build_object('outcome', 'SLOT_TAKEN'); END IF;
  IF EXISTS (
    SELECT 1 FROM meetings own
    WHERE own.employee_id = p_employee_id AND own.status = 'BOOKED'
      AND own.starts_at < v_slot.ends_at AND own.ends_at > v_slot.starts_at
  ) THEN
    RETURN jsonb_build_object('outcome', 'OVERLAPS_OWN_CONSULTATION');
  END IF;

  -- The guarded claim: among concurrent bookings of this slot exactly one matches; the others wait
  -- for its lock, then match nothing.
  UPDATE meetings SET status = 'BOOKED', employee_id = p_employee_id, meeting_type = p_meeting_type, category = p_category,
      subject = p_subject, meeting_link = p_meeting_link, booked_at = p_now, doctor_decision = 'PENDING'
    WHERE id = p_meeting_id AND status = 'AVAILABLE'
    RETURNING * INTO v_meeting;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'SLOT_TAKEN'); END IF;

  -- The employee's credit was checked under the lock: the spend cannot miss it. An empty company pool
  -- raises there, which undoes the claim with the rest of the call.
  v_company := spend_consultation_credit(v_account.company_id, p_employee_id, p_meeting_id);

  -- The first booking of this psychologist gives the pair its pseudonym (decision 0060), under the
  -- employee's lock taken above: no new lock.
  PERFORM ensure_care_pair(p_employee_id, v_meeting.doctor_id, p_pseudonyms);

  RETURN jsonb_build_object('outcome', 'BOOKED', 'meeting', to_jsonb(v_meeting), 'company', v_company);
END;
$$;
