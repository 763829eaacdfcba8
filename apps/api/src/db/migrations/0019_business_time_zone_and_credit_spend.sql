-- Written by hand (drizzle-kit generate --custom), issue 23 "one way for each thing".
--
-- The business time zone: the one SQL copy of BUSINESS_TIME_ZONE (packages/shared/src/rules/time-zone.ts),
-- so that no SQL writes the zone's name; src/db/business-time-zone.test.ts fails when the two differ.
-- IMMUTABLE, so the planner folds it into a constant.
CREATE FUNCTION business_time_zone() RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 'Europe/Paris'::text $$;
--> statement-breakpoint
-- The one place a consultation spends its credits: one from the employee, one from the company's pool,
-- and their two ledger rows. book_consultation calls it; so do the demo seed and the tests' helper, which
-- write consultations the booking's own rules would refuse (a past one, one outside the availability),
-- so that their balances and ledger are the ones a booking leaves. Either balance found empty raises
-- (message NO_EMPLOYEE_CREDIT or NO_COMPANY_CREDIT, hint booking-refusal): the caller's whole statement
-- rolls back. Answers the company's pool after the spend (the low-credits mail reads it).
CREATE FUNCTION spend_consultation_credit(p_company_id uuid, p_employee_id uuid, p_meeting_id uuid) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_company record;
BEGIN
  UPDATE employees SET available_credits = available_credits - 1
    WHERE user_id = p_employee_id AND company_id = p_company_id AND available_credits > 0;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'NO_EMPLOYEE_CREDIT' USING ERRCODE = 'P0001', HINT = 'booking-refusal';
  END IF;
  UPDATE companies SET credits_amount = credits_amount - 1
    WHERE id = p_company_id AND credits_amount > 0
    RETURNING id, name, email, credits_amount, credits_granted, is_low_credits_mail_enabled, low_credits_threshold_percent INTO v_company;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'NO_COMPANY_CREDIT' USING ERRCODE = 'P0001', HINT = 'booking-refusal';
  END IF;
  INSERT INTO credit_ledger (account, company_id, employee_id, meeting_id, delta, reason)
    VALUES ('EMPLOYEE', p_company_id, p_employee_id, p_meeting_id, -1, 'BOOKING'),
           ('COMPANY', p_company_id, p_employee_id, p_meeting_id, -1, 'BOOKING');
  RETURN to_jsonb(v_company);
END $$;
--> statement-breakpoint
-- The booking of migration 0016, unchanged but for the two functions above: the weekday rule is read
-- on business_time_zone(), and the spend is spend_consultation_credit.
-- Its body stood here; the function is now db/functions/book_consultation.sql (decision 0084).
