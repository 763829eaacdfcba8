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
DROP FUNCTION IF EXISTS book_consultation(uuid, uuid, uuid, text, text, text, text, timestamptz, timestamptz, timestamptz, text[]);--> statement-breakpoint
-- Its body stood here; the function is now db/functions/book_consultation.sql (decision 0084).
