CREATE TABLE "driving_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driving_tests_type_check" CHECK ("driving_tests"."type" in ('Theory','Practical','DIT1','DIT2','DIT3')),
	CONSTRAINT "driving_tests_status_check" CHECK ("driving_tests"."status" in ('Passed','Failed','Cancelled','Upcoming','Pending'))
);
--> statement-breakpoint
CREATE TABLE "learner_skill_scores" (
	"learner_id" uuid NOT NULL,
	"skill_id" text NOT NULL,
	"score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "learner_skill_scores_learner_id_skill_id_pk" PRIMARY KEY("learner_id","skill_id"),
	CONSTRAINT "learner_skill_scores_score_check" CHECK ("learner_skill_scores"."score" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "learner_allocations" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "learner_allocations" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driving_tests" ADD CONSTRAINT "driving_tests_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_skill_scores" ADD CONSTRAINT "learner_skill_scores_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."learners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_skill_scores" ADD CONSTRAINT "learner_skill_scores_updated_by_instructors_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driving_tests_learner_idx" ON "driving_tests" USING btree ("learner_id","date");