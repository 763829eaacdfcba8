CREATE TABLE "removed_slots" (
	"doctor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removed_slots_doctor_id_starts_at_pk" PRIMARY KEY("doctor_id","starts_at")
);
--> statement-breakpoint
ALTER TABLE "removed_slots" ADD CONSTRAINT "removed_slots_doctor_id_doctors_user_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("user_id") ON DELETE cascade ON UPDATE no action;