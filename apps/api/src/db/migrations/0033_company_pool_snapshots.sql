CREATE TABLE "company_pool_snapshots" (
	"company_id" uuid NOT NULL,
	"day" text NOT NULL,
	"credits_amount" integer NOT NULL,
	CONSTRAINT "company_pool_snapshots_company_id_day_pk" PRIMARY KEY("company_id","day"),
	CONSTRAINT "company_pool_snapshots_day_format" CHECK ("company_pool_snapshots"."day" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "company_pool_snapshots" ADD CONSTRAINT "company_pool_snapshots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: every existing company starts with a snapshot of its pool as the migration runs, so administrators never see a live pool (decision 0045).
INSERT INTO "company_pool_snapshots" ("company_id", "day", "credits_amount") SELECT "id", to_char(now() at time zone business_time_zone(), 'YYYY-MM-DD'), "credits_amount" FROM "companies";
