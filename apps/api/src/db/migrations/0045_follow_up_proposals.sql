CREATE TABLE "follow_up_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"from_meeting_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"booked_meeting_id" uuid
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "held_for_proposal_id" uuid;--> statement-breakpoint
ALTER TABLE "follow_up_proposals" ADD CONSTRAINT "follow_up_proposals_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_proposals" ADD CONSTRAINT "follow_up_proposals_employee_id_employees_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_proposals" ADD CONSTRAINT "follow_up_proposals_from_meeting_id_meetings_id_fk" FOREIGN KEY ("from_meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_proposals" ADD CONSTRAINT "follow_up_proposals_booked_meeting_id_meetings_id_fk" FOREIGN KEY ("booked_meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_up_proposals_open_origin_unique" ON "follow_up_proposals" USING btree ("from_meeting_id") WHERE "follow_up_proposals"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "follow_up_proposals_employee_open_idx" ON "follow_up_proposals" USING btree ("employee_id") WHERE "follow_up_proposals"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "follow_up_proposals_open_expiry_idx" ON "follow_up_proposals" USING btree ("expires_at") WHERE "follow_up_proposals"."status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_held_for_proposal_id_follow_up_proposals_id_fk" FOREIGN KEY ("held_for_proposal_id") REFERENCES "public"."follow_up_proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_held_for_proposal_idx" ON "meetings" USING btree ("held_for_proposal_id") WHERE "meetings"."held_for_proposal_id" is not null;--> statement-breakpoint
-- Written by hand (issue 35, decision 0066): the booking of migration 0042 (0036's, with the pair's
-- pseudonym of decision 0060), unchanged but for follow-up
-- holds. A held hour is bookable only by its proposal's employee while the proposal is open; booking it
-- answers the proposal; spending the last credit frees every hour still held for the person.
-- One more parameter: the proposal an answer books from (null for any other booking). A new arity would
-- be an overload beside the old function, so the old one goes.
DROP FUNCTION book_consultation(uuid, uuid, uuid, text, text, text, text, timestamptz, timestamptz, timestamptz, text[]);--> statement-breakpoint
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
  p_pseudonyms text[],
  p_proposal_id uuid DEFAULT NULL
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_user record;
  v_account record;
  v_slot record;
  v_meeting record;
  v_company jsonb;
  v_company_id uuid;
  v_released boolean := false;
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

  SELECT m.starts_at, m.ends_at, m.status, m.held_for_proposal_id, d.categories, d.is_phone_enabled, d.is_video_enabled, u.is_locked AS is_doctor_locked
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
  -- An hour held for a follow-up proposal (decision 0066) is taken for anyone but that proposal's
  -- employee while it is open and not past its time: the same answer as a taken hour.
  IF v_slot.held_for_proposal_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM follow_up_proposals p
    WHERE p.id = v_slot.held_for_proposal_id AND p.employee_id = p_employee_id AND p.status = 'OPEN' AND p.expires_at > p_now
  ) THEN
    RETURN jsonb_build_object('outcome', 'SLOT_TAKEN');
  END IF;
  -- An answer to a proposal books only an hour that proposal still holds: freed meanwhile (expired,
  -- declined), the hour is no longer the answer's, even if it is free.
  IF p_proposal_id IS NOT NULL AND v_slot.held_for_proposal_id IS DISTINCT FROM p_proposal_id THEN
    RETURN jsonb_build_object('outcome', 'SLOT_TAKEN');
  END IF;
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
      -- Read again under the row's lock: a hold placed meanwhile for someone else's proposal wins.
      AND (held_for_proposal_id IS NULL OR EXISTS (
        SELECT 1 FROM follow_up_proposals p
        WHERE p.id = meetings.held_for_proposal_id AND p.employee_id = p_employee_id AND p.status = 'OPEN' AND p.expires_at > p_now))
      AND (p_proposal_id IS NULL OR held_for_proposal_id = p_proposal_id)
    RETURNING * INTO v_meeting;
  IF NOT FOUND THEN RETURN jsonb_build_object('outcome', 'SLOT_TAKEN'); END IF;

  -- The person took one of the hours proposed to them: the proposal is answered, its other hours freed
  -- (decision 0066's order: the employee, the claimed slot, then the proposal and its held slots).
  IF v_meeting.held_for_proposal_id IS NOT NULL THEN
    UPDATE follow_up_proposals SET status = 'ACCEPTED', closed_at = p_now, booked_meeting_id = p_meeting_id
      WHERE id = v_meeting.held_for_proposal_id AND status = 'OPEN';
    UPDATE meetings SET held_for_proposal_id = NULL WHERE held_for_proposal_id = v_meeting.held_for_proposal_id;
    v_released := true;
  END IF;

  -- The employee's credit was checked under the lock: the spend cannot miss it. An empty company pool
  -- raises there, which undoes the claim with the rest of the call.
  v_company := spend_consultation_credit(v_account.company_id, p_employee_id, p_meeting_id);

  -- The first booking of this psychologist gives the pair its pseudonym (decision 0060), under the
  -- employee's lock taken above: no new lock.
  PERFORM ensure_care_pair(p_employee_id, v_meeting.doctor_id, p_pseudonyms);

  -- The last credit spent: the hours still held for this person by other proposals could not be booked
  -- by them any longer, so they are freed at once for everyone.
  IF (SELECT available_credits FROM employees WHERE user_id = p_employee_id) <= 0 THEN
    WITH closed AS (
      UPDATE follow_up_proposals SET status = 'NO_CREDIT', closed_at = p_now
        WHERE employee_id = p_employee_id AND status = 'OPEN'
        RETURNING id
    )
    UPDATE meetings SET held_for_proposal_id = NULL WHERE held_for_proposal_id IN (SELECT id FROM closed);
    IF FOUND THEN v_released := true; END IF;
  END IF;

  RETURN jsonb_build_object('outcome', 'BOOKED', 'meeting', to_jsonb(v_meeting), 'company', v_company, 'heldHoursReleased', v_released);
END;
$$;
