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
DROP FUNCTION IF EXISTS book_consultation(uuid, uuid, uuid, text, text, text, text, timestamptz, timestamptz, timestamptz);
--> statement-breakpoint
-- Its body stood here; the function is now db/functions/book_consultation.sql (decision 0084).
