CREATE TABLE "data_retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"erased_count" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "bodies_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "data_retention_runs_step_idx" ON "data_retention_runs" USING btree ("step","started_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "meetings_subject_end_idx" ON "meetings" USING btree ("ends_at") WHERE "meetings"."subject" is not null;