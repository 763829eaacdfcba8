ALTER TABLE "meetings" ADD COLUMN "erased_company_id" uuid;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "erased_employee_key" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_erased_company_id_companies_id_fk" FOREIGN KEY ("erased_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_erased_company_idx" ON "meetings" USING btree ("erased_company_id") WHERE "meetings"."erased_company_id" is not null;