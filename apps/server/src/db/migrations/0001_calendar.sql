CREATE TABLE "calendar_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"learner_id" uuid,
	"proposition_allocation_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"travel_minutes" integer DEFAULT 0 NOT NULL,
	"busy_from" timestamp with time zone DEFAULT '-infinity'::timestamptz NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"notes" text,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_hours" numeric(7, 2) DEFAULT 0 NOT NULL,
	"product_category" text,
	"new_learner" boolean DEFAULT false NOT NULL,
	"dit_lesson_type" text,
	"pending_expires_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"series_id" uuid,
	"all_day" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_items_kind_check" CHECK ("calendar_items"."kind" in ('lesson','time_off')),
	CONSTRAINT "calendar_items_status_check" CHECK ("calendar_items"."status" in ('Active','Pending','Cancelled','Deleted')),
	CONSTRAINT "calendar_items_lesson_learner_check" CHECK (("calendar_items"."kind" = 'lesson') = ("calendar_items"."learner_id" is not null)),
	CONSTRAINT "calendar_items_time_check" CHECK ("calendar_items"."end_at" > "calendar_items"."start_at"),
	CONSTRAINT "calendar_items_travel_check" CHECK ("calendar_items"."travel_minutes" between 0 and 180),
	CONSTRAINT "calendar_items_notes_check" CHECK ("calendar_items"."notes" is null or char_length("calendar_items"."notes") <= 280),
	CONSTRAINT "calendar_items_paid_hours_check" CHECK ("calendar_items"."paid_hours" >= 0),
	CONSTRAINT "calendar_items_dit_check" CHECK ("calendar_items"."dit_lesson_type" is null or "calendar_items"."dit_lesson_type" in ('DitCar','DitClassroom')),
	CONSTRAINT "calendar_items_pending_check" CHECK ("calendar_items"."status" <> 'Pending' or "calendar_items"."pending_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "franchise_covered_districts" (
	"proposition_allocation_id" uuid NOT NULL,
	"district_code" text NOT NULL,
	CONSTRAINT "franchise_covered_districts_proposition_allocation_id_district_code_pk" PRIMARY KEY("proposition_allocation_id","district_code"),
	CONSTRAINT "franchise_covered_districts_code_check" CHECK ("franchise_covered_districts"."district_code" ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?$')
);
--> statement-breakpoint
CREATE TABLE "franchise_settings" (
	"proposition_allocation_id" uuid PRIMARY KEY NOT NULL,
	"travel_minutes" integer DEFAULT 15 NOT NULL,
	"capacity_maximum" integer DEFAULT 20 NOT NULL,
	"capacity_locked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "franchise_settings_travel_check" CHECK ("franchise_settings"."travel_minutes" between 0 and 60),
	CONSTRAINT "franchise_settings_capacity_check" CHECK ("franchise_settings"."capacity_maximum" between 0 and 99)
);
--> statement-breakpoint
CREATE TABLE "franchise_test_centres" (
	"proposition_allocation_id" uuid NOT NULL,
	"test_centre_id" uuid NOT NULL,
	CONSTRAINT "franchise_test_centres_proposition_allocation_id_test_centre_id_pk" PRIMARY KEY("proposition_allocation_id","test_centre_id")
);
--> statement-breakpoint
CREATE TABLE "franchise_working_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposition_allocation_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	CONSTRAINT "franchise_working_hours_day_check" CHECK ("franchise_working_hours"."day" between 0 and 6),
	CONSTRAINT "franchise_working_hours_range_check" CHECK (("franchise_working_hours"."start_minute" is null and "franchise_working_hours"."end_minute" is null) or ("franchise_working_hours"."start_minute" >= 0 and "franchise_working_hours"."end_minute" <= 1440 and "franchise_working_hours"."start_minute" < "franchise_working_hours"."end_minute"))
);
--> statement-breakpoint
CREATE TABLE "test_centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"line1" text,
	"line2" text,
	"town" text,
	"county" text,
	"postcode" text
);
--> statement-breakpoint
CREATE TABLE "time_off_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_local" time NOT NULL,
	"end_local" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_off_series_frequency_check" CHECK ("time_off_series"."frequency" in ('DAILY','WEEKLY','MONTHLY')),
	CONSTRAINT "time_off_series_dates_check" CHECK ("time_off_series"."end_date" >= "time_off_series"."start_date")
);
--> statement-breakpoint
CREATE TABLE "learner_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"proposition_allocation_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"purchase_rate_pence" integer NOT NULL,
	"purchase_vat_rate" numeric(5, 4) DEFAULT 0.2 NOT NULL,
	"lesson_type" text DEFAULT 'Standard' NOT NULL,
	"product_category" text DEFAULT 'PreTest' NOT NULL,
	"from_date" date,
	"to_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_allocations_status_check" CHECK ("learner_allocations"."status" in ('Approved','Pending','Rejected')),
	CONSTRAINT "learner_allocations_rate_check" CHECK ("learner_allocations"."purchase_rate_pence" >= 0),
	CONSTRAINT "learner_allocations_vat_check" CHECK ("learner_allocations"."purchase_vat_rate" >= 0 and "learner_allocations"."purchase_vat_rate" < 1),
	CONSTRAINT "learner_allocations_lesson_type_check" CHECK ("learner_allocations"."lesson_type" in ('Standard','PassPlus','Motorway','Qualified','DIT','Motability')),
	CONSTRAINT "learner_allocations_category_check" CHECK ("learner_allocations"."product_category" in ('PreTest','PostTest','DitCar','DitClassroom','Motability'))
);
--> statement-breakpoint
CREATE TABLE "learners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" uuid NOT NULL,
	"customer_type" text DEFAULT 'Learner' NOT NULL,
	"sourced_by" text,
	"pickup_line1" text,
	"pickup_line2" text,
	"pickup_town" text,
	"pickup_county" text,
	"pickup_postcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learners_customer_type_check" CHECK ("learners"."customer_type" in ('Learner','DIT')),
	CONSTRAINT "learners_sourced_by_check" CHECK ("learners"."sourced_by" is null or "learners"."sourced_by" in ('Instructor','Business'))
);
--> statement-breakpoint
CREATE TABLE "lesson_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"category" text NOT NULL,
	"hours" numeric(7, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "lesson_balances_category_check" CHECK ("lesson_balances"."category" in ('PreTest','PostTest','DitCar','DitClassroom','Motability')),
	CONSTRAINT "lesson_balances_hours_check" CHECK ("lesson_balances"."hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_items" ADD CONSTRAINT "calendar_items_series_id_time_off_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."time_off_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_covered_districts" ADD CONSTRAINT "franchise_covered_districts_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_settings" ADD CONSTRAINT "franchise_settings_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_test_centres" ADD CONSTRAINT "franchise_test_centres_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_test_centres" ADD CONSTRAINT "franchise_test_centres_test_centre_id_test_centres_id_fk" FOREIGN KEY ("test_centre_id") REFERENCES "public"."test_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "franchise_working_hours" ADD CONSTRAINT "franchise_working_hours_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off_series" ADD CONSTRAINT "time_off_series_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_allocations" ADD CONSTRAINT "learner_allocations_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_allocations" ADD CONSTRAINT "learner_allocations_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learners" ADD CONSTRAINT "learners_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_balances" ADD CONSTRAINT "lesson_balances_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_items_instructor_start_idx" ON "calendar_items" USING btree ("instructor_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_items_learner_idx" ON "calendar_items" USING btree ("learner_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_items_series_idx" ON "calendar_items" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "calendar_items_pending_idx" ON "calendar_items" USING btree ("pending_expires_at") WHERE "calendar_items"."status" = 'Pending';--> statement-breakpoint
CREATE UNIQUE INDEX "franchise_working_hours_day_key" ON "franchise_working_hours" USING btree ("proposition_allocation_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_allocations_learner_franchise_key" ON "learner_allocations" USING btree ("learner_id","proposition_allocation_id");--> statement-breakpoint
CREATE INDEX "learner_allocations_franchise_idx" ON "learner_allocations" USING btree ("proposition_allocation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learners_person_id_key" ON "learners" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_balances_learner_category_key" ON "lesson_balances" USING btree ("learner_id","category");