CREATE TABLE "tech_role_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employee_invitations" RENAME TO "account_invitations";--> statement-breakpoint
ALTER TABLE "account_invitations" DROP CONSTRAINT "employee_invitations_user_id_unique";--> statement-breakpoint
ALTER TABLE "account_invitations" DROP CONSTRAINT "employee_invitations_token_hash_unique";--> statement-breakpoint
ALTER TABLE "account_invitations" DROP CONSTRAINT "employee_invitations_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "employee_invitations_pending_email_unique";--> statement-breakpoint
ALTER TABLE "tech_role_approvals" ADD CONSTRAINT "tech_role_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_role_approvals" ADD CONSTRAINT "tech_role_approvals_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tech_role_approvals" ADD CONSTRAINT "tech_role_approvals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tech_role_approvals_one_pending" ON "tech_role_approvals" USING btree ("user_id") WHERE "tech_role_approvals"."approved_at" is null;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_invitations_pending_email_unique" ON "account_invitations" USING btree ("email") WHERE "account_invitations"."accepted_at" is null;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_token_hash_unique" UNIQUE("token_hash");