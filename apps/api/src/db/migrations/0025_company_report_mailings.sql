CREATE TABLE "company_report_mailings" (
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_report_mailings_company_id_month_pk" PRIMARY KEY("company_id","month"),
	CONSTRAINT "company_report_mailings_month_format" CHECK ("company_report_mailings"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_report_mail_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_report_mailings" ADD CONSTRAINT "company_report_mailings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;