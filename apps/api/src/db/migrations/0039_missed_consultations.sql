ALTER TABLE "psychologist_bills" ADD COLUMN "no_shows_count" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "employee_no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "doctor_no_show_at" timestamp with time zone;