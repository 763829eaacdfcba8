-- Company names unique whatever their case, accents and spaces (decision 0032). The key is the shared
-- rule companyNameKey (any-ascii transliteration), which SQL cannot repeat: existing rows get theirs from
-- fillMissingCompanyNameKeys, run after the migrations at every start (db/client.ts). Null until then,
-- and for a company named like an older one before this migration (a unique index allows many nulls).
ALTER TABLE "companies" ADD COLUMN "name_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key_unique" ON "companies" USING btree ("name_key");