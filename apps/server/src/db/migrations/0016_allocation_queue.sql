CREATE TABLE "allocation_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"franchise_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"staff_id" uuid,
	"offered_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'Pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "allocation_attempts_outcome_check" CHECK ("allocation_attempts"."outcome" in ('Pending','Accepted','Rejected'))
);
--> statement-breakpoint
CREATE TABLE "allocation_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email_address" text NOT NULL,
	"mobile_number" text,
	"line1" text NOT NULL,
	"line2" text,
	"town" text NOT NULL,
	"county" text,
	"postcode" text NOT NULL,
	"lesson_type" text NOT NULL,
	"transmission" text NOT NULL,
	"preferred_days" integer[] NOT NULL,
	"preferred_parts" text[] NOT NULL,
	"rate_pence" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'Waiting' NOT NULL,
	"learner_id" uuid,
	CONSTRAINT "allocation_queue_brand_check" CHECK ("allocation_queue"."brand" in ('AADS','BSM')),
	CONSTRAINT "allocation_queue_lesson_type_check" CHECK ("allocation_queue"."lesson_type" in ('Standard','PassPlus','Motability')),
	CONSTRAINT "allocation_queue_transmission_check" CHECK ("allocation_queue"."transmission" in ('Manual','Automatic')),
	CONSTRAINT "allocation_queue_state_check" CHECK ("allocation_queue"."state" in ('Waiting','Offered','Allocated')),
	CONSTRAINT "allocation_queue_days_check" CHECK ("allocation_queue"."preferred_days" <@ array[0,1,2,3,4,5,6]),
	CONSTRAINT "allocation_queue_parts_check" CHECK ("allocation_queue"."preferred_parts" <@ array['Morning','Afternoon','Evening']::text[]),
	CONSTRAINT "allocation_queue_rate_check" CHECK ("allocation_queue"."rate_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "allocation_attempts" ADD CONSTRAINT "allocation_attempts_entry_id_allocation_queue_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."allocation_queue"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_attempts" ADD CONSTRAINT "allocation_attempts_franchise_id_proposition_allocations_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_attempts" ADD CONSTRAINT "allocation_attempts_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_attempts" ADD CONSTRAINT "allocation_attempts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allocation_queue" ADD CONSTRAINT "allocation_queue_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "allocation_attempts_one_open_key" ON "allocation_attempts" USING btree ("entry_id") WHERE "allocation_attempts"."outcome" = 'Pending';--> statement-breakpoint
CREATE INDEX "allocation_attempts_entry_idx" ON "allocation_attempts" USING btree ("entry_id","offered_at");--> statement-breakpoint
CREATE INDEX "allocation_queue_state_idx" ON "allocation_queue" USING btree ("state","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "allocation_queue_learner_key" ON "allocation_queue" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "coverage_districts_district_idx" ON "coverage_districts" USING btree ("district_id");