CREATE TABLE "employee_import_accounts" (
	"import_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "employee_import_accounts_import_id_row_index_pk" PRIMARY KEY("import_id","row_index")
);
--> statement-breakpoint
CREATE TABLE "employee_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"content_hash" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"total_count" integer NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"invited_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"rows" jsonb,
	"summary_encrypted" text,
	"summary_downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "employee_imports_counts" CHECK ("employee_imports"."created_count" between 0 and "employee_imports"."total_count")
);
--> statement-breakpoint
ALTER TABLE "employee_import_accounts" ADD CONSTRAINT "employee_import_accounts_import_id_employee_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."employee_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_import_accounts" ADD CONSTRAINT "employee_import_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_import_accounts_user_idx" ON "employee_import_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employee_imports_company_idx" ON "employee_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_imports_one_running" ON "employee_imports" USING btree ("company_id") WHERE "employee_imports"."status" = 'RUNNING';