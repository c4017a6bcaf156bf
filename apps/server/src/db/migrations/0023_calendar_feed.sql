CREATE TABLE "calendar_feeds" (
	"instructor_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"privacy" text DEFAULT 'FirstName' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_privacy_check" CHECK ("calendar_feeds"."privacy" in ('FullName','FirstName','LessonOnly'))
);
--> statement-breakpoint
ALTER TABLE "calendar_items" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
-- The calendar feed's SEQUENCE (RFC 5545 3.8.7.4): every change to a calendar item raises it by one, whichever
-- code path made it (an edit, a move, a cancellation, a hold converted), so a subscribed calendar takes the change.
CREATE OR REPLACE FUNCTION calendar_items_bump_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sequence := OLD.sequence + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_items_sequence ON calendar_items;
--> statement-breakpoint
CREATE TRIGGER calendar_items_sequence BEFORE UPDATE ON calendar_items
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION calendar_items_bump_sequence();
