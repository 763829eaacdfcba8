CREATE TABLE "second_factor_reset_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_user_id" uuid NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"refuse_token_hash" text NOT NULL,
	CONSTRAINT "second_factor_reset_requests_refuse_token_hash_unique" UNIQUE("refuse_token_hash")
);
--> statement-breakpoint
CREATE TABLE "used_second_factor_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "second_factor_reset_requests" ADD CONSTRAINT "second_factor_reset_requests_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_reset_requests" ADD CONSTRAINT "second_factor_reset_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_reset_requests" ADD CONSTRAINT "second_factor_reset_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "second_factor_reset_requests_one_pending" ON "second_factor_reset_requests" USING btree ("target_user_id") WHERE "second_factor_reset_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "used_second_factor_challenges_expires_idx" ON "used_second_factor_challenges" USING btree ("expires_at");