ALTER TABLE "meetings" ADD COLUMN "booking_notices_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "reminded_24h_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "reminded_1h_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand: consultations booked before this migration had their booking mails (or none)
-- already, so the sweep must not write them now; their reminders are still due.
UPDATE "meetings" SET "booking_notices_at" = "booked_at" WHERE "booked_at" IS NOT NULL;
