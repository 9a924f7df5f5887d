CREATE TABLE "insight_day_bikes" (
	"day" date NOT NULL,
	"delivery_type" text NOT NULL,
	"has_lease_bike" boolean NOT NULL,
	"brand" text NOT NULL,
	"drive_system" text,
	"is_lease_bike" boolean NOT NULL,
	"bikes" integer NOT NULL,
	CONSTRAINT "insight_day_bikes_key" UNIQUE NULLS NOT DISTINCT("day","delivery_type","has_lease_bike","brand","drive_system","is_lease_bike")
);
--> statement-breakpoint
CREATE TABLE "insight_days" (
	"day" date NOT NULL,
	"delivery_type" text NOT NULL,
	"has_lease_bike" boolean NOT NULL,
	"rejection_reason_id" integer,
	"requests" integer NOT NULL,
	"returning_customers" integer NOT NULL,
	"approved" integer NOT NULL,
	"rejected" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"answered" integer NOT NULL,
	"kept" integer NOT NULL,
	CONSTRAINT "insight_days_key" UNIQUE NULLS NOT DISTINCT("day","delivery_type","has_lease_bike","rejection_reason_id")
);
--> statement-breakpoint
DROP INDEX "bike_journeys_ready_at_idx";--> statement-breakpoint
ALTER TABLE "bike_journeys" ADD COLUMN "ready_week" date GENERATED ALWAYS AS (date_trunc('week', ready_at at time zone 'Europe/Amsterdam')::date) STORED;--> statement-breakpoint
CREATE INDEX "bike_journeys_ready_week_idx" ON "bike_journeys" USING btree ("ready_week") INCLUDE ("approved_at", "ready_at", "waiting_for_lessor_seconds", "planned_seconds", "in_repair_seconds", "waiting_for_parts_seconds", "waiting_for_customer_seconds") WHERE "bike_journeys"."ready_week" is not null;
--> statement-breakpoint
-- What facts leaving (removed) and arriving (added) change in the day counts: one row per key
-- that changes, in the key's order so that statements lock the rows they add to in one order.
CREATE FUNCTION insight_day_counts(removed request_facts[], added request_facts[])
RETURNS SETOF insight_days LANGUAGE sql STABLE AS $$
  WITH changes AS (
    SELECT -1 AS sign, * FROM unnest(removed)
    UNION ALL
    SELECT 1, * FROM unnest(added)
  ), counted AS (
    SELECT (submitted_at AT TIME ZONE 'Europe/Amsterdam')::date AS day, delivery_type,
      has_lease_bike, rejection_reason_id,
      sum(sign)::integer AS requests,
      sum(CASE WHEN is_returning THEN sign ELSE 0 END)::integer AS returning_customers,
      sum(CASE WHEN outcome = 'approved' THEN sign ELSE 0 END)::integer AS approved,
      sum(CASE WHEN outcome = 'rejected' THEN sign ELSE 0 END)::integer AS rejected,
      sum(CASE WHEN outcome = 'cancelled' THEN sign ELSE 0 END)::integer AS cancelled,
      sum(CASE WHEN answered_at IS NOT NULL THEN sign ELSE 0 END)::integer AS answered,
      sum(CASE WHEN answered_at <= answer_due_at THEN sign ELSE 0 END)::integer AS kept
    FROM changes
    GROUP BY 1, 2, 3, 4
  )
  SELECT * FROM counted
  WHERE (requests, returning_customers, approved, rejected, cancelled, answered, kept) <> (0, 0, 0, 0, 0, 0, 0)
  ORDER BY day, delivery_type, has_lease_bike, rejection_reason_id
$$;
--> statement-breakpoint
-- What facts leaving and arriving change in the bike counts, with the request's bikes as they
-- are now.
CREATE FUNCTION insight_day_bike_counts(removed request_facts[], added request_facts[])
RETURNS SETOF insight_day_bikes LANGUAGE sql STABLE AS $$
  WITH changes AS (
    SELECT -1 AS sign, * FROM unnest(removed)
    UNION ALL
    SELECT 1, * FROM unnest(added)
  )
  SELECT (c.submitted_at AT TIME ZONE 'Europe/Amsterdam')::date, c.delivery_type,
    c.has_lease_bike, b.brand, b.drive_system, b.lease_company IS NOT NULL, sum(c.sign)::integer
  FROM changes c JOIN bikes b ON b.service_request_id = c.service_request_id
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(c.sign) <> 0
$$;
--> statement-breakpoint
-- Adds bike counts to the rollup, summed per key, in the key's order.
CREATE FUNCTION insight_day_bikes_add(counts insight_day_bikes[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_day_bikes AS d
  SELECT day, delivery_type, has_lease_bike, brand, drive_system, is_lease_bike,
    sum(bikes)::integer
  FROM unnest(counts)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(bikes) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT insight_day_bikes_key DO UPDATE SET bikes = d.bikes + excluded.bikes;
$$;
--> statement-breakpoint
CREATE FUNCTION insight_days_add(removed request_facts[], added request_facts[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO insight_days AS d
  SELECT * FROM insight_day_counts(removed, added)
  ON CONFLICT ON CONSTRAINT insight_days_key DO UPDATE SET
    requests = d.requests + excluded.requests,
    returning_customers = d.returning_customers + excluded.returning_customers,
    approved = d.approved + excluded.approved,
    rejected = d.rejected + excluded.rejected,
    cancelled = d.cancelled + excluded.cancelled,
    answered = d.answered + excluded.answered,
    kept = d.kept + excluded.kept;
  SELECT insight_day_bikes_add(ARRAY(SELECT c FROM insight_day_bike_counts(removed, added) c));
$$;
--> statement-breakpoint
-- One function for the three statement triggers below: a trigger with transition tables
-- fires on one kind of change only.
CREATE FUNCTION insight_days_follow_facts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed request_facts[] := '{}';
  added request_facts[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := ARRAY(SELECT f FROM removed_facts f); END IF;
  IF TG_OP <> 'DELETE' THEN added := ARRAY(SELECT f FROM added_facts f); END IF;
  PERFORM insight_days_add(removed, added);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER request_facts_inserted_insight_days AFTER INSERT ON request_facts
REFERENCING NEW TABLE AS added_facts
FOR EACH STATEMENT EXECUTE FUNCTION insight_days_follow_facts();
--> statement-breakpoint
CREATE TRIGGER request_facts_updated_insight_days AFTER UPDATE ON request_facts
REFERENCING OLD TABLE AS removed_facts NEW TABLE AS added_facts
FOR EACH STATEMENT EXECUTE FUNCTION insight_days_follow_facts();
--> statement-breakpoint
CREATE TRIGGER request_facts_deleted_insight_days AFTER DELETE ON request_facts
REFERENCING OLD TABLE AS removed_facts
FOR EACH STATEMENT EXECUTE FUNCTION insight_days_follow_facts();
--> statement-breakpoint
-- A bike added, removed or edited: its counts under its request's facts as they were, and the
-- request's lease fact, whose change moves all its bikes (as they are now) to the new key. So
-- the counts stay those of the facts joined with the bikes. The bikes' counts are added last, as
-- the facts' triggers add theirs, so that transactions lock the rollups' rows in one order.
-- This replaces migration 0033's row trigger, which set the lease fact first.
DROP TRIGGER bikes_insights ON bikes;
--> statement-breakpoint
DROP FUNCTION request_facts_follow_lease_bikes();
--> statement-breakpoint
CREATE FUNCTION insight_days_follow_bikes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  removed bikes[] := '{}';
  added bikes[] := '{}';
  counts insight_day_bikes[];
BEGIN
  IF TG_OP <> 'INSERT' THEN removed := ARRAY(SELECT b FROM removed_bikes b); END IF;
  IF TG_OP <> 'DELETE' THEN added := ARRAY(SELECT b FROM added_bikes b); END IF;
  counts := ARRAY(
    WITH changes AS (
      SELECT -1 AS sign, * FROM unnest(removed)
      UNION ALL
      SELECT 1, * FROM unnest(added)
    )
    SELECT ROW((f.submitted_at AT TIME ZONE 'Europe/Amsterdam')::date, f.delivery_type,
      f.has_lease_bike, c.brand, c.drive_system, c.lease_company IS NOT NULL,
      c.sign)::insight_day_bikes
    FROM changes c JOIN request_facts f ON f.service_request_id = c.service_request_id);
  UPDATE request_facts f SET has_lease_bike = lease.has_lease_bike
  FROM (
    SELECT r.request_id, EXISTS (SELECT 1 FROM bikes b
      WHERE b.service_request_id = r.request_id AND b.lease_company IS NOT NULL) AS has_lease_bike
    FROM (SELECT DISTINCT service_request_id AS request_id FROM unnest(removed || added)) r
  ) lease
  WHERE f.service_request_id = lease.request_id AND f.has_lease_bike <> lease.has_lease_bike;
  PERFORM insight_day_bikes_add(counts);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bikes_inserted_insight_days AFTER INSERT ON bikes
REFERENCING NEW TABLE AS added_bikes
FOR EACH STATEMENT EXECUTE FUNCTION insight_days_follow_bikes();
--> statement-breakpoint
CREATE TRIGGER bikes_updated_insight_days AFTER UPDATE ON bikes
REFERENCING OLD TABLE AS removed_bikes NEW TABLE AS added_bikes
FOR EACH STATEMENT EXECUTE FUNCTION insight_days_follow_bikes();
--> statement-breakpoint
CREATE TRIGGER bikes_deleted_insight_days AFTER DELETE ON bikes
REFERENCING OLD TABLE AS removed_bikes
FOR EACH STATEMENT EXECUTE FUNCTION insight_days_follow_bikes();
--> statement-breakpoint
-- A request deleted takes its facts and bikes along, and the triggers of both run only after
-- both are gone (cascades fire them last): neither finds the other to uncount the bikes by.
-- They are uncounted before, while both are there.
CREATE FUNCTION request_bikes_uncount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insight_day_bikes_add(ARRAY(SELECT c FROM insight_day_bike_counts(
    ARRAY(SELECT f FROM request_facts f WHERE f.service_request_id = OLD.id), '{}') c));
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER service_requests_uncount_bikes BEFORE DELETE ON service_requests
FOR EACH ROW EXECUTE FUNCTION request_bikes_uncount();
--> statement-breakpoint
-- The facts stored so far, through the same counts.
SELECT insight_days_add('{}', ARRAY(SELECT f FROM request_facts f));
