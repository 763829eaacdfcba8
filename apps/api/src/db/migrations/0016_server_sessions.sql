CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"device_label" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_open_by_user" ON "sessions" USING btree ("user_id","expires_at") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "token_version";
--> statement-breakpoint
-- Server-side sessions (issue 22, docs/decisions/0019-server-sessions.md): the booking's own session
-- check (migration 0006) reads the token's session instead of the token version, which is gone.
DROP FUNCTION IF EXISTS book_consultation(uuid, integer, uuid, text, text, text, text, timestamptz, timestamptz, timestamptz);
--> statement-breakpoint
-- Its body stood here; the function is now db/functions/book_consultation.sql (decision 0084).
