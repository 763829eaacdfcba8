-- Written by hand (drizzle-kit generate --custom), issue 37 item 4: the pair's pseudonym without a
-- subtransaction. Migration 0042's function caught unique_violation in an exception block, so every
-- booking opened a subtransaction, and its first test read care_pairs before trying. Without a conflict
-- target, ON CONFLICT DO NOTHING covers both unique keys: the pair already named (nothing to do) and a
-- pseudonym another person of this psychologist goes by (the next candidate). Same arguments, same
-- answers; the scale bench's database spent about 13 % less CPU a booking (bench/RESULTS.md).
CREATE OR REPLACE FUNCTION ensure_care_pair(p_employee_id uuid, p_doctor_id uuid, p_candidates text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_candidate text;
BEGIN
  FOREACH v_candidate IN ARRAY coalesce(p_candidates, ARRAY[]::text[]) LOOP
    INSERT INTO care_pairs (employee_id, doctor_id, pseudonym) VALUES (p_employee_id, p_doctor_id, v_candidate)
      ON CONFLICT DO NOTHING;
    IF FOUND THEN RETURN; END IF;
    -- Nothing written: either the pair has its pseudonym already, or this one is another person's.
    IF EXISTS (SELECT 1 FROM care_pairs WHERE employee_id = p_employee_id AND doctor_id = p_doctor_id) THEN RETURN; END IF;
  END LOOP;
  -- Without a candidate, a pair already named is still no error.
  IF EXISTS (SELECT 1 FROM care_pairs WHERE employee_id = p_employee_id AND doctor_id = p_doctor_id) THEN RETURN; END IF;
  RAISE EXCEPTION 'CARE_PAIR_PSEUDONYMS_EXHAUSTED';
END;
$$;
