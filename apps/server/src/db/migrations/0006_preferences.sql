CREATE TABLE "franchise_lesson_types" (
	"proposition_allocation_id" uuid NOT NULL,
	"lesson_type" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "franchise_lesson_types_proposition_allocation_id_lesson_type_pk" PRIMARY KEY("proposition_allocation_id","lesson_type"),
	CONSTRAINT "franchise_lesson_types_type_check" CHECK ("franchise_lesson_types"."lesson_type" in ('PassPlus','ShortNoticeTest'))
);
--> statement-breakpoint
ALTER TABLE "franchise_lesson_types" ADD CONSTRAINT "franchise_lesson_types_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE no action ON UPDATE no action;