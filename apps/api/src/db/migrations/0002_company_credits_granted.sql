ALTER TABLE "companies" ADD COLUMN "credits_granted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_email_unique" ON "companies" USING btree ("email");--> statement-breakpoint
-- Existing pools: what was granted is the sum of the company's grants and adjustments in the ledger.
UPDATE "companies" SET "credits_granted" = coalesce((SELECT sum("delta") FROM "credit_ledger" WHERE "credit_ledger"."company_id" = "companies"."id" AND "credit_ledger"."account" = 'COMPANY' AND "credit_ledger"."reason" IN ('GRANT', 'ADJUSTMENT')), 0);
