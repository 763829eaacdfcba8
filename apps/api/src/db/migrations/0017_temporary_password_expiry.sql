ALTER TABLE "users" ADD COLUMN "temporary_password_issued_at" timestamp with time zone;--> statement-breakpoint
-- Accounts still on their first connection at deploy get a full lifetime from now, so nobody is locked out by the upgrade.
UPDATE "users" SET "temporary_password_issued_at" = now() WHERE "is_first_connection" AND "temporary_password_encrypted" IS NOT NULL;
