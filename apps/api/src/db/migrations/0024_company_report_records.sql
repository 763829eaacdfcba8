CREATE TABLE "company_report_records" (
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"records" jsonb NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_report_records_company_id_month_kind_pk" PRIMARY KEY("company_id","month","kind"),
	CONSTRAINT "company_report_records_kind" CHECK ("company_report_records"."kind" in ('consultation', 'rating', 'employee')),
	CONSTRAINT "company_report_records_month_format" CHECK ("company_report_records"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "company_report_records" ADD CONSTRAINT "company_report_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;