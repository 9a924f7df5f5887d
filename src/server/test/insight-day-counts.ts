import type { Database } from '../db/connect.ts';

// The insights' day counts (migration 0034) as the triggers kept them, and as counting every
// request's facts afresh gives them: the two must always be equal.

const COUNTS = `requests, returning_customers, approved, rejected, cancelled, answered, kept`;

/** The rows of the rollups that count something, in a fixed order. */
export const keptDayCounts = async (database: Database) => ({
  days: (
    await database.executeSql(
      `select * from insight_days where (${COUNTS}) <> (0, 0, 0, 0, 0, 0, 0)
       order by day, delivery_type, has_lease_bike, rejection_reason_id`,
    )
  ).rows,
  bikes: (
    await database.executeSql(
      `select * from insight_day_bikes where bikes <> 0
       order by day, delivery_type, has_lease_bike, brand, drive_system, is_lease_bike`,
    )
  ).rows,
});

/** The same, counted afresh from every request's facts by the functions the triggers use. */
export const freshDayCounts = async (database: Database) => ({
  days: (
    await database.executeSql(
      `select * from insight_day_counts('{}', array(select f from request_facts f))
       order by day, delivery_type, has_lease_bike, rejection_reason_id`,
    )
  ).rows,
  bikes: (
    await database.executeSql(
      `select * from insight_day_bike_counts('{}', array(select f from request_facts f))
       order by day, delivery_type, has_lease_bike, brand, drive_system, is_lease_bike`,
    )
  ).rows,
});
