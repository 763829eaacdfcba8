CREATE TABLE "hand_edited_weeks" (
	"doctor_id" uuid NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hand_edited_weeks_doctor_id_week_start_pk" PRIMARY KEY("doctor_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "standing_weeks" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"week_hours" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standing_weeks_hours_in_week" CHECK (0 <= all("standing_weeks"."week_hours") and 167 >= all("standing_weeks"."week_hours"))
);
--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "is_from_standing_week" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hand_edited_weeks" ADD CONSTRAINT "hand_edited_weeks_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standing_weeks" ADD CONSTRAINT "standing_weeks_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE cascade ON UPDATE no action;