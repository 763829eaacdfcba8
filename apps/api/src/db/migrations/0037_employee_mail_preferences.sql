CREATE TABLE "employee_mail_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"contact_email" text,
	"pending_contact_email" text,
	"pending_token_hash" text,
	"pending_expires_at" timestamp with time zone,
	"is_detailed_subject" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_mail_preferences_pending_token_hash_unique" UNIQUE("pending_token_hash")
);
--> statement-breakpoint
ALTER TABLE "employee_mail_preferences" ADD CONSTRAINT "employee_mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;