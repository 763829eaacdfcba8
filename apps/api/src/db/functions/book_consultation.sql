-- The whole booking in one statement (decision 0011): the session check, every rule of the booking, the
-- slot claim, the spend, the pair's pseudonym and the answer to a follow-up proposal, in one call that
-- runs as one transaction. Refusals before any write are answered as an outcome; a refusal after a write
-- (the company's pool found empty) raises, so the whole call rolls back. The caller maps outcomes to
-- French messages. Applied after the migrations at every start (db/database-functions.ts, decision 0083):
-- this file is the function as it is now, and `git log -p` on it is its history. Migrations 0006 to 0051
-- each carried a whole copy of it; what each changed is said where the copy stood.
CREATE OR REPLACE FUNCTION book_consultation(
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
  -- The hours held for a proposal that this booking frees: the caller tells the waiting list of them (decision 0067).
  v_freed uuid[] := '{}';
BEGIN
  -- The session, checked here rather than by a query of its own (plugins/auth.ts, deferred session
  -- check): a session ended or expired, another account's, a locked account or a first connection
  -- not yet completed is refused, read in the same transaction as the booking.
  SELECT u.role, u.is_locked, u.is_first_connection INTO v_user
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.id = p_session_id AND s.user_id = p_employee_id AND session_is_open(s.ended_at, s.expires_at, p_now);
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
    -- The booked hour is released of its hold too, but it is not free.
    WITH released AS (
      UPDATE meetings SET held_for_proposal_id = NULL WHERE held_for_proposal_id = v_meeting.held_for_proposal_id
        RETURNING id
    )
    SELECT coalesce(array_agg(id) FILTER (WHERE id <> p_meeting_id), '{}') INTO v_freed FROM released;
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
    ), released AS (
      UPDATE meetings SET held_for_proposal_id = NULL WHERE held_for_proposal_id IN (SELECT id FROM closed)
        RETURNING id
    )
    SELECT v_freed || coalesce(array_agg(id), '{}') INTO v_freed FROM released;
  END IF;

  -- What the answer and the work after it need, read here rather than in round trips of their own: the
  -- psychologist's presentation (null without one) and whether the employee waits for this category.
  RETURN jsonb_build_object('outcome', 'BOOKED', 'meeting', to_jsonb(v_meeting), 'company', v_company, 'freedMeetingIds', to_jsonb(v_freed),
    'presentation', (SELECT to_jsonb(p) FROM doctor_presentations p WHERE p.doctor_id = v_meeting.doctor_id),
    'isOnWaitingList', EXISTS (SELECT 1 FROM waiting_list_entries w WHERE w.employee_id = p_employee_id AND w.category = p_category));
END;
$$;
