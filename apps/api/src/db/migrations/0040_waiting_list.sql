CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"category" text NOT NULL,
	"meeting_type" text NOT NULL,
	"period_starts_at" timestamp with time zone NOT NULL,
	"period_ends_before" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"category" text NOT NULL,
	"meeting_type" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_employee_id_employees_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_employee_id_employees_user_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_one_per_period" ON "waiting_list_entries" USING btree ("employee_id","category","meeting_type","period_starts_at","period_ends_before");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_category_idx" ON "waiting_list_entries" USING btree ("category","meeting_type","created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_expiry_idx" ON "waiting_list_entries" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_token_unique" ON "waiting_list_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_one_per_slot" ON "waiting_list_offers" USING btree ("meeting_id","employee_id");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_employee_idx" ON "waiting_list_offers" USING btree ("employee_id");