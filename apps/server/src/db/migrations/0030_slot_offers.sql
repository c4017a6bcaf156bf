CREATE TABLE "slot_offer_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"outcome" text,
	"outcome_at" timestamp with time zone,
	CONSTRAINT "slot_offer_recipients_outcome_check" CHECK ("slot_offer_recipients"."outcome" is null or "slot_offer_recipients"."outcome" in ('Accepted','TooLate'))
);
--> statement-breakpoint
CREATE TABLE "slot_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instructor_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"lesson_type" text NOT NULL,
	"stands_until" timestamp with time zone NOT NULL,
	"text_instructor" boolean DEFAULT false NOT NULL,
	"travel_minutes" integer,
	"from_lesson_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"winner_recipient_id" uuid,
	"taken_at" timestamp with time zone,
	"lesson_id" uuid,
	CONSTRAINT "slot_offers_slot_check" CHECK ("slot_offers"."end_at" > "slot_offers"."start_at"),
	CONSTRAINT "slot_offers_lesson_type_check" CHECK ("slot_offers"."lesson_type" in ('Standard','PassPlus','Motorway','Qualified','DIT','Motability')),
	CONSTRAINT "slot_offers_winner_check" CHECK (("slot_offers"."winner_recipient_id" is null) = ("slot_offers"."taken_at" is null) and ("slot_offers"."winner_recipient_id" is null or "slot_offers"."withdrawn_at" is null))
);
--> statement-breakpoint
ALTER TABLE "slot_offer_recipients" ADD CONSTRAINT "slot_offer_recipients_offer_id_slot_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."slot_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offer_recipients" ADD CONSTRAINT "slot_offer_recipients_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_from_lesson_id_calendar_items_id_fk" FOREIGN KEY ("from_lesson_id") REFERENCES "public"."calendar_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_lesson_id_calendar_items_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."calendar_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_offer_recipients_offer_learner_key" ON "slot_offer_recipients" USING btree ("offer_id","learner_id");--> statement-breakpoint
CREATE INDEX "slot_offer_recipients_learner_idx" ON "slot_offer_recipients" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "slot_offers_instructor_start_idx" ON "slot_offers" USING btree ("instructor_id","start_at");