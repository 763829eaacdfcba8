CREATE TABLE "doctor_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_absences_order" CHECK ("doctor_absences"."ends_at" > "doctor_absences"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "doctor_holiday_openings" (
	"doctor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_holiday_openings_doctor_id_day_pk" PRIMARY KEY("doctor_id","day")
);
--> statement-breakpoint
ALTER TABLE "doctor_absences" ADD CONSTRAINT "doctor_absences_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_holiday_openings" ADD CONSTRAINT "doctor_holiday_openings_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_absences_doctor_idx" ON "doctor_absences" USING btree ("doctor_id","starts_at");