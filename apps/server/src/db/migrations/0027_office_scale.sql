CREATE TABLE "franchise_fullness" (
	"proposition_allocation_id" uuid PRIMARY KEY NOT NULL,
	"full_until" timestamp with time zone,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "sort_last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "sort_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "franchise_fullness" ADD CONSTRAINT "franchise_fullness_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "franchise_fullness_full_until_idx" ON "franchise_fullness" USING btree ("full_until");--> statement-breakpoint
CREATE INDEX "instructors_name_order_idx" ON "instructors" USING btree ("sort_last_name","sort_first_name","id");--> statement-breakpoint
CREATE INDEX "instructors_adi_prefix_idx" ON "instructors" USING btree ("adi_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "instructors_full_name_prefix_idx" ON "instructors" USING btree (lower("sort_first_name" || ' ' || "sort_last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "instructors_last_name_prefix_idx" ON "instructors" USING btree (lower("sort_last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "people_postcode_prefix_idx" ON "people" USING btree (replace(upper("postcode"), ' ', '') text_pattern_ops) WHERE "people"."postcode" is not null;--> statement-breakpoint
-- Hand-written (issue 24, the office's lists at the size of the network). The directory's name order: each
-- instructor carries their person's names (sort_last_name, sort_first_name), copied by the database whoever writes
-- people or instructors, so the directory pages through instructors_name_order_idx and never sorts the network.
CREATE OR REPLACE FUNCTION instructors_take_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.last_name, p.first_name INTO NEW.sort_last_name, NEW.sort_first_name FROM people p WHERE p.id = NEW.person_id;
  -- The person may be inserted later in the same statement: people's own trigger copies the names then.
  NEW.sort_last_name := coalesce(NEW.sort_last_name, '');
  NEW.sort_first_name := coalesce(NEW.sort_first_name, '');
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER instructors_take_names BEFORE INSERT OR UPDATE OF person_id, sort_last_name, sort_first_name ON instructors
  FOR EACH ROW EXECUTE FUNCTION instructors_take_names();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION people_names_to_instructors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE instructors i SET sort_last_name = n.last_name, sort_first_name = n.first_name
  FROM changed_people n
  WHERE i.person_id = n.id AND (i.sort_last_name, i.sort_first_name) IS DISTINCT FROM (n.last_name, n.first_name);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER people_names_inserted AFTER INSERT ON people REFERENCING NEW TABLE AS changed_people
  FOR EACH STATEMENT EXECUTE FUNCTION people_names_to_instructors();
--> statement-breakpoint
CREATE TRIGGER people_names_updated AFTER UPDATE ON people REFERENCING NEW TABLE AS changed_people
  FOR EACH STATEMENT EXECUTE FUNCTION people_names_to_instructors();
--> statement-breakpoint
UPDATE instructors i SET sort_last_name = p.last_name, sort_first_name = p.first_name FROM people p WHERE p.id = i.person_id;
--> statement-breakpoint
-- When each franchise stops being full (franchise_fullness, see db/schema/directory.ts): the rule of spec 4 §4's
-- active learners (features/learners/public.repository.ts activeLearnerCount) turned inside out. A learner
-- allocation (not rejected) is active until 'infinity' while Pending or Motability, else until the later of its
-- start (UTC midnight) and its last active lesson with the franchise's instructor; it counts at a moment T when
-- that is after T less the active window. The franchise is full while its M-th latest such moment is (M its
-- maximum, 20 by default as DEFAULT_CAPACITY), for ever when locked or M is 0. The integration test
-- franchise-fullness.integration.test.ts holds this to the live count.
CREATE OR REPLACE FUNCTION refresh_franchise_fullness(franchise_ids uuid[]) RETURNS integer LANGUAGE sql AS $$
  WITH horizons AS (
    SELECT la.proposition_allocation_id AS franchise_id,
      CASE WHEN la.status <> 'Approved'
          OR (la.from_date IS NOT NULL AND (p.type = 'Motability' OR la.product_category = 'Motability'))
        THEN 'infinity'::timestamptz
        ELSE greatest(la.from_date::timestamp AT TIME ZONE 'UTC',
          (SELECT max(ci.start_at) FROM calendar_items ci WHERE ci.learner_id = la.learner_id
            AND ci.instructor_id = pa.instructor_id AND ci.status = 'Active'))
      END AS active_until
    FROM learner_allocations la
    JOIN proposition_allocations pa ON pa.id = la.proposition_allocation_id
    JOIN propositions p ON p.id = pa.proposition_id
    WHERE la.proposition_allocation_id = ANY (franchise_ids) AND la.status <> 'Rejected'
  ), ranked AS (
    SELECT franchise_id, active_until,
      row_number() OVER (PARTITION BY franchise_id ORDER BY active_until DESC NULLS LAST) AS n
    FROM horizons
  ), computed AS (
    SELECT pa.id,
      CASE WHEN coalesce(fs.capacity_locked, false) OR coalesce(fs.capacity_maximum, 20) <= 0 THEN 'infinity'::timestamptz
        ELSE r.active_until END AS full_until
    FROM proposition_allocations pa
    LEFT JOIN franchise_settings fs ON fs.proposition_allocation_id = pa.id
    LEFT JOIN ranked r ON r.franchise_id = pa.id AND r.n = coalesce(fs.capacity_maximum, 20)
    WHERE pa.id = ANY (franchise_ids)
  ), saved AS (
    INSERT INTO franchise_fullness AS ff (proposition_allocation_id, full_until, refreshed_at)
    SELECT id, full_until, now() FROM computed
    ON CONFLICT (proposition_allocation_id) DO UPDATE SET full_until = excluded.full_until, refreshed_at = excluded.refreshed_at
    RETURNING 1
  )
  SELECT count(*)::int FROM saved;
$$;
--> statement-breakpoint
-- Whatever writes learner allocations or franchise settings (an offer, an answer, a lock, a new maximum), the
-- franchises it touched are refreshed in the same statement: once per statement, however many rows.
CREATE OR REPLACE FUNCTION franchise_rows_refresh_fullness() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_franchise_fullness(array(SELECT DISTINCT proposition_allocation_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_franchise_fullness(array(SELECT DISTINCT proposition_allocation_id FROM old_rows));
  ELSE
    PERFORM refresh_franchise_fullness(array(
      SELECT proposition_allocation_id FROM new_rows UNION SELECT proposition_allocation_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER learner_allocations_fullness_inserted AFTER INSERT ON learner_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION franchise_rows_refresh_fullness();
--> statement-breakpoint
CREATE TRIGGER learner_allocations_fullness_updated AFTER UPDATE ON learner_allocations
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION franchise_rows_refresh_fullness();
--> statement-breakpoint
CREATE TRIGGER learner_allocations_fullness_deleted AFTER DELETE ON learner_allocations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION franchise_rows_refresh_fullness();
--> statement-breakpoint
CREATE TRIGGER franchise_settings_fullness_inserted AFTER INSERT ON franchise_settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION franchise_rows_refresh_fullness();
--> statement-breakpoint
CREATE TRIGGER franchise_settings_fullness_updated AFTER UPDATE ON franchise_settings
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION franchise_rows_refresh_fullness();
--> statement-breakpoint
CREATE TRIGGER franchise_settings_fullness_deleted AFTER DELETE ON franchise_settings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION franchise_rows_refresh_fullness();
--> statement-breakpoint
SELECT refresh_franchise_fullness(array(SELECT id FROM proposition_allocations));
