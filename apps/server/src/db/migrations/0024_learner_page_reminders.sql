CREATE TABLE "learner_page_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lesson_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_item_id" uuid NOT NULL,
	"lesson_start_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"learner_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"to_number" text NOT NULL,
	"status" text DEFAULT 'Sent' NOT NULL,
	"reference" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "lesson_reminders_kind_check" CHECK ("lesson_reminders"."kind" in ('DayBefore')),
	CONSTRAINT "lesson_reminders_status_check" CHECK ("lesson_reminders"."status" in ('Sent','Delivered','Failed'))
);
--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "reminder_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "learner_page_links" ADD CONSTRAINT "learner_page_links_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_page_links" ADD CONSTRAINT "learner_page_links_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learner_page_links_token_key" ON "learner_page_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_page_links_live_key" ON "learner_page_links" USING btree ("learner_id","instructor_id") WHERE "learner_page_links"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_reminders_lesson_kind_key" ON "lesson_reminders" USING btree ("calendar_item_id","lesson_start_at","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_reminders_reference_key" ON "lesson_reminders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "lesson_reminders_learner_idx" ON "lesson_reminders" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "calendar_items_active_lesson_start_idx" ON "calendar_items" USING btree ("start_at") WHERE "calendar_items"."kind" = 'lesson' and "calendar_items"."status" = 'Active';