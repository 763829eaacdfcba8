CREATE TABLE "company_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"company_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_totals_one_row" CHECK ("company_totals"."id")
);
--> statement-breakpoint
-- Written by hand below (after drizzle-kit generate): the one row and the triggers that keep it equal
-- to counting the companies, whoever writes (the API, the demo seed, tests). Statement triggers with
-- transition tables, so a seed inserting a thousand companies updates the row once.
INSERT INTO "company_totals" ("id", "company_count") SELECT true, count(*) FROM "companies";
--> statement-breakpoint
CREATE FUNCTION companies_keep_total() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE company_totals SET company_count = company_count + (SELECT count(*) FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE company_totals SET company_count = company_count - (SELECT count(*) FROM removed);
  ELSE
    UPDATE company_totals SET company_count = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_total_on_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION companies_keep_total();
--> statement-breakpoint
CREATE TRIGGER companies_total_on_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION companies_keep_total();
--> statement-breakpoint
CREATE TRIGGER companies_total_on_truncate AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION companies_keep_total();
