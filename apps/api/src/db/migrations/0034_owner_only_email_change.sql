DROP INDEX "email_change_requests_one_pending";--> statement-breakpoint
ALTER TABLE "email_change_requests" ALTER COLUMN "confirm_token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change_requests" ALTER COLUMN "refuse_token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD COLUMN "undo_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD COLUMN "undo_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "email_change_requests_one_open" ON "email_change_requests" USING btree ("user_id") WHERE "email_change_requests"."status" in ('AWAITING_OWNER', 'PENDING');--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_undo_token_hash_unique" UNIQUE("undo_token_hash");