CREATE TABLE "conversations" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"waiting_since" timestamp with time zone,
	"unanswered" integer DEFAULT 0 NOT NULL,
	"assigned_staff_id" uuid,
	CONSTRAINT "conversations_waiting_check" CHECK (("conversations"."waiting_since" is null) = ("conversations"."unanswered" = 0))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assigned_staff_id_staff_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_inbox_idx" ON "conversations" USING btree (("waiting_since" is null),"waiting_since","last_message_at" DESC NULLS LAST,"instructor_id");--> statement-breakpoint
CREATE INDEX "conversations_assigned_idx" ON "conversations" USING btree ("assigned_staff_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The conversations of the messages already stored: when each last moved, and what of the instructor's waits.
INSERT INTO "conversations" ("instructor_id", "last_message_at", "waiting_since", "unanswered")
SELECT m.instructor_id, max(m.created_at),
  min(m.created_at) FILTER (WHERE m.from_code = 1 AND m.seq > coalesce(a.seq, 0)),
  count(*) FILTER (WHERE m.from_code = 1 AND m.seq > coalesce(a.seq, 0))::int
FROM "messages" m
LEFT JOIN (SELECT instructor_id, max(seq) AS seq FROM "messages" WHERE from_code <> 1 GROUP BY instructor_id) a
  ON a.instructor_id = m.instructor_id
GROUP BY m.instructor_id
ON CONFLICT DO NOTHING;
