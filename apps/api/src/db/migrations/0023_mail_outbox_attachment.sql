ALTER TABLE "mail_outbox" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_content_type" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachment_content" "bytea";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_attachment_whole" CHECK (("mail_outbox"."attachment_name" is null) = ("mail_outbox"."attachment_content" is null) and ("mail_outbox"."attachment_name" is null) = ("mail_outbox"."attachment_content_type" is null));