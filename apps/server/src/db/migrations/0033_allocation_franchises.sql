CREATE TABLE "allocation_franchises" (
	"proposition_allocation_id" uuid PRIMARY KEY NOT NULL,
	"instructor_id" uuid NOT NULL,
	"proposition_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"instructor_status" text NOT NULL,
	"capacity_maximum" integer,
	"capacity_locked" boolean NOT NULL,
	"taken" integer NOT NULL,
	"day_starts" integer[] NOT NULL,
	"day_ends" integer[] NOT NULL,
	"districts" uuid[] NOT NULL,
	"excluded_sectors" uuid[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "allocation_franchises" ADD CONSTRAINT "allocation_franchises_proposition_allocation_id_proposition_allocations_id_fk" FOREIGN KEY ("proposition_allocation_id") REFERENCES "public"."proposition_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allocation_franchises_districts_idx" ON "allocation_franchises" USING gin ("districts") WITH (fastupdate=false);--> statement-breakpoint
-- Hand-written (issue 24 §4, the allocation suggestions at the size of the network): allocation_franchises (see
-- db/schema/allocation.ts) recomputed for the franchises given, from the tables its figures come from. The rows
-- are locked first: a transaction writing the same franchise waits here for the other to commit, and the figures
-- are then read in a new statement that sees what it wrote (each statement of a function reads anew at READ
-- COMMITTED), so the count is never one another transaction's write behind. The places taken are the learners
-- allocated and not rejected (features/learners/public.repository.ts allocatedLearnerCount); a sector is excluded
-- when every area of the franchise covering its district opts out of it, so that a franchise covers a sector
-- exactly when one of its areas covers the district and does not opt out of the sector
-- (features/areas/public.repository.ts franchisesCoveringSector).
CREATE OR REPLACE FUNCTION refresh_allocation_franchises(franchise_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(franchise_ids), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM allocation_franchises af WHERE af.proposition_allocation_id = ANY (franchise_ids)
    ORDER BY af.proposition_allocation_id FOR UPDATE;
  INSERT INTO allocation_franchises AS af (proposition_allocation_id, instructor_id, proposition_id, from_date, to_date,
      instructor_status, capacity_maximum, capacity_locked, taken, day_starts, day_ends, districts, excluded_sectors)
  SELECT pa.id, pa.instructor_id, pa.proposition_id, pa.from_date, pa.to_date, i.status, fs.capacity_maximum,
    coalesce(fs.capacity_locked, false),
    (SELECT count(*)::int FROM learner_allocations la
      WHERE la.proposition_allocation_id = pa.id AND la.status <> 'Rejected'),
    array(SELECT w.start_minute FROM generate_series(0, 6) AS d (day)
      LEFT JOIN franchise_working_hours w ON w.proposition_allocation_id = pa.id AND w.day = d.day ORDER BY d.day),
    array(SELECT w.end_minute FROM generate_series(0, 6) AS d (day)
      LEFT JOIN franchise_working_hours w ON w.proposition_allocation_id = pa.id AND w.day = d.day ORDER BY d.day),
    array(SELECT DISTINCT cd.district_id FROM area_coverages ac JOIN coverage_districts cd ON cd.coverage_id = ac.id
      WHERE ac.proposition_allocation_id = pa.id ORDER BY cd.district_id),
    array(SELECT DISTINCT so.sector_id FROM area_coverages ac
      JOIN coverage_sector_opt_outs so ON so.coverage_id = ac.id
      JOIN region_sectors rs ON rs.id = so.sector_id
      WHERE ac.proposition_allocation_id = pa.id
        AND NOT EXISTS (SELECT 1 FROM area_coverages other
          JOIN coverage_districts ocd ON ocd.coverage_id = other.id AND ocd.district_id = rs.district_id
          WHERE other.proposition_allocation_id = pa.id
            AND NOT EXISTS (SELECT 1 FROM coverage_sector_opt_outs oso
              WHERE oso.coverage_id = other.id AND oso.sector_id = so.sector_id))
      ORDER BY so.sector_id)
  FROM proposition_allocations pa
  JOIN instructors i ON i.id = pa.instructor_id
  LEFT JOIN franchise_settings fs ON fs.proposition_allocation_id = pa.id
  WHERE pa.id = ANY (franchise_ids)
  ON CONFLICT (proposition_allocation_id) DO UPDATE SET instructor_id = excluded.instructor_id,
    proposition_id = excluded.proposition_id, from_date = excluded.from_date, to_date = excluded.to_date,
    instructor_status = excluded.instructor_status, capacity_maximum = excluded.capacity_maximum,
    capacity_locked = excluded.capacity_locked, taken = excluded.taken, day_starts = excluded.day_starts,
    day_ends = excluded.day_ends, districts = excluded.districts, excluded_sectors = excluded.excluded_sectors
  WHERE (af.instructor_id, af.proposition_id, af.from_date, af.to_date, af.instructor_status, af.capacity_maximum,
      af.capacity_locked, af.taken, af.day_starts, af.day_ends, af.districts, af.excluded_sectors)
    IS DISTINCT FROM (excluded.instructor_id, excluded.proposition_id, excluded.from_date, excluded.to_date,
      excluded.instructor_status, excluded.capacity_maximum, excluded.capacity_locked, excluded.taken,
      excluded.day_starts, excluded.day_ends, excluded.districts, excluded.excluded_sectors);
END;
$$;
--> statement-breakpoint
-- Whatever writes the rows a franchise's figures come from (a new franchise or an end date, a maximum or a lock,
-- an offer, an answer or a removal, working hours, areas), the franchises it touched are refreshed in the same
-- statement: once per statement, however many rows. Rows keyed by their franchise:
CREATE OR REPLACE FUNCTION franchise_rows_refresh_allocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_allocation_franchises(array(SELECT DISTINCT proposition_allocation_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_allocation_franchises(array(SELECT DISTINCT proposition_allocation_id FROM old_rows));
  ELSE
    PERFORM refresh_allocation_franchises(array(
      SELECT proposition_allocation_id FROM new_rows UNION SELECT proposition_allocation_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The franchises themselves (a deleted one takes its row with it: the foreign key cascades).
CREATE OR REPLACE FUNCTION franchises_refresh_allocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_allocation_franchises(array(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An area's districts and opted-out sectors, keyed by their area (an area deleted with them is refreshed by
-- area_coverages' own trigger).
CREATE OR REPLACE FUNCTION coverage_rows_refresh_allocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_allocation_franchises(array(SELECT DISTINCT ac.proposition_allocation_id
      FROM new_rows n JOIN area_coverages ac ON ac.id = n.coverage_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_allocation_franchises(array(SELECT DISTINCT ac.proposition_allocation_id
      FROM old_rows o JOIN area_coverages ac ON ac.id = o.coverage_id));
  ELSE
    PERFORM refresh_allocation_franchises(array(SELECT DISTINCT ac.proposition_allocation_id
      FROM area_coverages ac WHERE ac.id IN (SELECT coverage_id FROM new_rows UNION SELECT coverage_id FROM old_rows)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An instructor whose status changed: each of their franchises (any other change of the row leaves them be).
CREATE OR REPLACE FUNCTION instructors_refresh_allocation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_allocation_franchises(array(SELECT pa.id FROM new_rows n
    JOIN old_rows o ON o.id = n.id AND o.status IS DISTINCT FROM n.status
    JOIN proposition_allocations pa ON pa.instructor_id = n.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS proposition_allocations_allocation_inserted ON proposition_allocations;
--> statement-breakpoint
CREATE TRIGGER proposition_allocations_allocation_inserted AFTER INSERT ON proposition_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION franchises_refresh_allocation();
--> statement-breakpoint
DROP TRIGGER IF EXISTS proposition_allocations_allocation_updated ON proposition_allocations;
--> statement-breakpoint
CREATE TRIGGER proposition_allocations_allocation_updated AFTER UPDATE ON proposition_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION franchises_refresh_allocation();
--> statement-breakpoint
DROP TRIGGER IF EXISTS instructors_allocation_updated ON instructors;
--> statement-breakpoint
CREATE TRIGGER instructors_allocation_updated AFTER UPDATE ON instructors
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION instructors_refresh_allocation();
--> statement-breakpoint
-- The same three statement triggers (inserted, updated, deleted: a trigger with transition tables has one event)
-- on each table whose rows are keyed by their franchise or by their area.
DO $$
DECLARE
  kept record;
BEGIN
  FOR kept IN SELECT * FROM (VALUES
      ('franchise_settings', 'franchise_rows_refresh_allocation'),
      ('learner_allocations', 'franchise_rows_refresh_allocation'),
      ('franchise_working_hours', 'franchise_rows_refresh_allocation'),
      ('area_coverages', 'franchise_rows_refresh_allocation'),
      ('coverage_districts', 'coverage_rows_refresh_allocation'),
      ('coverage_sector_opt_outs', 'coverage_rows_refresh_allocation')) AS t (tab, refresh)
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', kept.tab || '_allocation_inserted', kept.tab);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', kept.tab || '_allocation_inserted', kept.tab, kept.refresh);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', kept.tab || '_allocation_updated', kept.tab);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', kept.tab || '_allocation_updated', kept.tab, kept.refresh);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', kept.tab || '_allocation_deleted', kept.tab);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', kept.tab || '_allocation_deleted', kept.tab, kept.refresh);
  END LOOP;
END;
$$;
--> statement-breakpoint
SELECT refresh_allocation_franchises(array(SELECT id FROM proposition_allocations));
