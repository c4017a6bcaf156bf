-- Custom migration (drizzle-kit generate --custom): what drizzle-kit cannot express. The database itself
-- refuses double bookings: an instructor's Active and Pending items (lessons with their travel time, and
-- time off) never overlap.
-- Until this migration existed these statements ended 0001_calendar.sql, so databases migrated before then
-- already have every object below: each statement is idempotent and leaves those objects as they are.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- timestamptz - interval is not immutable, so busy_from cannot be a generated column: a trigger keeps it.
CREATE OR REPLACE FUNCTION calendar_items_set_busy_from() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busy_from := NEW.start_at - make_interval(mins => NEW.travel_minutes);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS calendar_items_busy_from ON calendar_items;
--> statement-breakpoint
CREATE TRIGGER calendar_items_busy_from BEFORE INSERT OR UPDATE ON calendar_items
  FOR EACH ROW EXECUTE FUNCTION calendar_items_set_busy_from();
--> statement-breakpoint
-- Half-open ranges: back-to-back items are fine. Cancelled and Deleted items are ignored.
-- Added only when missing: re-adding it would rebuild its index and re-check every row for nothing.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM pg_constraint
    WHERE conname = 'calendar_items_no_overlap' AND conrelid = 'calendar_items'::regclass
  ) THEN
    ALTER TABLE calendar_items ADD CONSTRAINT calendar_items_no_overlap
      EXCLUDE USING gist (instructor_id WITH =, tstzrange(busy_from, end_at, '[)') WITH &&)
      WHERE (status IN ('Active', 'Pending'));
  END IF;
END;
$$;
--> statement-breakpoint
-- The calendar range query (all statuses) by instructor and overlap.
CREATE INDEX IF NOT EXISTS calendar_items_range_idx ON calendar_items
  USING gist (instructor_id, tstzrange(busy_from, end_at, '[)'));
