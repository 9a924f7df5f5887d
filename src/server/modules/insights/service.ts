import {
  type AnyColumn,
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  type AnswerPromise,
  type BikeInsights,
  type InsightsQuery,
  JOURNEY_STAGES,
  type JourneyStage,
  MISSED_PROMISE_LIST_LIMIT,
  type Outcomes,
  type RequestsPerWeek,
  type ReturningCustomers,
  type StageDurations,
  TOP_BRANDS,
  type Unanswered,
} from '../../../contract/insights.ts';
import { WORKSHOP_TIME_ZONE } from '../../../contract/service-request-constants.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import type { Db } from '../../db/connect.ts';
import {
  bikeJourneys,
  insightDayBikes,
  insightDays,
  rejectionReasons,
  requestFacts,
  serviceRequestLabels,
  serviceRequests,
} from '../../db/schema.ts';
import { addDays, mondayOf } from '../capacity/calendar.ts';

// The insights' figures (decision 052), read from the rollups that migrations 0033 and 0034
// keep by triggers: `request_facts` and `bike_journeys` from the request history, and the day
// counts `insight_days` and `insight_day_bikes` from those facts.

const ZONE = sql.raw(`'${WORKSHOP_TIME_ZONE}'`);

/** The start of a day in Amsterdam, as a moment. */
const startOfDay = (date: string) => sql`(${date}::date)::timestamp at time zone ${ZONE}`;

/** The start of the workshop's week of a moment (Monday 00:00 in Amsterdam): what charts group by. */
const weekStartOf = (moment: SQL | typeof requestFacts.submittedAt) =>
  sql`date_trunc('week', (${moment}) at time zone ${ZONE})`;

/**
 * The Monday (YYYY-MM-DD) of a week that `weekStartOf` grouped: written once per week, not
 * once per row, which cost the embedded database some 200 ms on a year of requests.
 */
const weekText = (weekStart: SQL) => sql<string>`to_char(${weekStart}, 'YYYY-MM-DD')`;

/** Every week the period touches, by its Monday, so a chart has no gaps. */
export function weeksOf(query: Pick<InsightsQuery, 'from' | 'to'>) {
  const weeks: string[] = [];
  for (let week = mondayOf(query.from); week <= query.to; week = addDays(week, 7)) {
    weeks.push(week);
  }
  return weeks;
}

/** The filters every chart shares, on the requests' facts. */
function filtersOf(query: InsightsQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.serviceType) filters.push(eq(requestFacts.deliveryType, query.serviceType));
  if (query.lease) filters.push(eq(requestFacts.hasLeaseBike, query.lease === 'only'));
  if (query.label !== undefined) {
    // The label's requests by key: as a semi-join the planner read all facts of the period.
    filters.push(
      sql`${requestFacts.serviceRequestId} = any(array(select ${serviceRequestLabels.serviceRequestId} from ${serviceRequestLabels} where ${serviceRequestLabels.labelId} = ${query.label}))`,
    );
  }
  return filters;
}

/** The requests submitted in the period (or in it shifted by `shiftDays`), with the filters. */
function submittedIn(query: InsightsQuery, shiftDays = 0) {
  return and(
    gte(requestFacts.submittedAt, startOfDay(addDays(query.from, shiftDays))),
    lt(requestFacts.submittedAt, startOfDay(addDays(query.to, shiftDays + 1))),
    ...filtersOf(query),
  );
}

/** Per week of the period, its row from `rows` (undefined for a week without one), presented. */
const byWeek = <Row extends { week: string }, Value>(
  query: InsightsQuery,
  rows: readonly Row[],
  present: (week: string, row: Row | undefined) => Value,
) => {
  const found = new Map(rows.map((row) => [row.week, row]));
  return weeksOf(query).map((week) => present(week, found.get(week)));
};

/** A year before: 52 weeks, so that weeks and weekdays line up. */
const YEAR_BEFORE_DAYS = 364;

/** How many requests meet `condition`, as a number (count's bigint arrives as text). */
const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})::int`;

/** The sum of a day count, over the rows that meet `condition` if given, as a number. */
const total = (count: AnyColumn, condition?: SQL) =>
  sql<number>`coalesce(sum(${count})${condition ? sql` filter (where ${condition})` : sql``}, 0)::int`;

/** The Monday of a day's week, as `weekStartOf` gives it for a moment. */
const weekOfDay = (day: SQL | AnyColumn) => sql`date_trunc('week', (${day})::timestamp)`;

/**
 * The day counts of the period (shifted by `shiftDays`) under the filters, as a source named
 * after its table: the rollup itself, or, with a label (which the rollup does not count by),
 * the label's facts counted afresh by the function the rollup's triggers count with.
 */
function countedDays<Table extends typeof insightDays | typeof insightDayBikes>(
  table: Table,
  countFunction: 'insight_day_counts' | 'insight_day_bike_counts',
  query: InsightsQuery,
  shiftDays = 0,
) {
  const source =
    query.label === undefined
      ? sql`${table}`
      : sql`${sql.raw(countFunction)}('{}', array(select ${requestFacts} from ${requestFacts} where ${submittedIn(query, shiftDays)})) as ${table}`;
  const where = and(
    gte(table.day, addDays(query.from, shiftDays)),
    lte(table.day, addDays(query.to, shiftDays)),
    query.serviceType ? eq(table.deliveryType, query.serviceType) : undefined,
    query.lease ? eq(table.hasLeaseBike, query.lease === 'only') : undefined,
  );
  return { source, where };
}

const requestDays = (query: InsightsQuery, shiftDays = 0) =>
  countedDays(insightDays, 'insight_day_counts', query, shiftDays);

const bikeDays = (query: InsightsQuery) =>
  countedDays(insightDayBikes, 'insight_day_bike_counts', query);

export async function requestsPerWeek(db: Db, query: InsightsQuery): Promise<RequestsPerWeek> {
  const current = requestDays(query);
  const yearBefore = requestDays(query, -YEAR_BEFORE_DAYS);
  const week = weekOfDay(insightDays.day);
  // The interval is written into the SQL, not bound: select and group by must be the same text.
  const weekYearLater = weekOfDay(sql`${insightDays.day} + ${sql.raw(`${YEAR_BEFORE_DAYS}`)}`);
  const [currentRows, yearBeforeRows] = await Promise.all([
    db
      .select({
        week: weekText(week),
        workshop: total(insightDays.requests, eq(insightDays.deliveryType, 'workshop')),
        onLocation: total(insightDays.requests, eq(insightDays.deliveryType, 'on_location')),
      })
      .from(current.source)
      .where(current.where)
      .groupBy(week),
    db
      .select({ week: weekText(weekYearLater), requests: total(insightDays.requests) })
      .from(yearBefore.source)
      .where(yearBefore.where)
      .groupBy(weekYearLater),
  ]);
  const before = new Map(yearBeforeRows.map((row) => [row.week, row.requests]));
  return {
    weeks: byWeek(query, currentRows, (week, row) => ({
      week,
      workshop: row?.workshop ?? 0,
      onLocation: row?.onLocation ?? 0,
      yearBefore: before.get(week) ?? 0,
    })),
  };
}

/**
 * Unanswered while still open and past its time: the promise is missed though no answer came.
 * The day counts hold only what has happened; these few are counted from the facts.
 */
const missedWithoutAnswer = (now: Date) =>
  and(
    isNull(requestFacts.answeredAt),
    isNull(requestFacts.outcome),
    lt(requestFacts.answerDueAt, now),
  );

const promiseMissed = (now: Date) =>
  or(sql`${requestFacts.answeredAt} > ${requestFacts.answerDueAt}`, missedWithoutAnswer(now));

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function answerPromise(
  db: Db,
  query: InsightsQuery,
  now = new Date(),
): Promise<AnswerPromise> {
  const days = requestDays(query);
  const week = weekOfDay(insightDays.day);
  const unansweredWeek = weekStartOf(requestFacts.submittedAt);
  const [answeredRows, unansweredRows, missed] = await Promise.all([
    db
      .select({
        week: weekText(week),
        answered: total(insightDays.answered),
        kept: total(insightDays.kept),
      })
      .from(days.source)
      .where(days.where)
      .groupBy(week),
    db
      .select({ week: weekText(unansweredWeek), missed: count() })
      .from(requestFacts)
      .where(and(submittedIn(query), missedWithoutAnswer(now)))
      .groupBy(unansweredWeek),
    db
      .select({
        serviceRequestId: requestFacts.serviceRequestId,
        submittedAt: requestFacts.submittedAt,
        dueAt: requestFacts.answerDueAt,
        answeredAt: requestFacts.answeredAt,
        businessMinutes: sql<number>`business_minutes_between(${requestFacts.submittedAt}, coalesce(${requestFacts.answeredAt}, ${now.toISOString()}::timestamptz))`,
      })
      .from(requestFacts)
      .where(and(submittedIn(query), promiseMissed(now)))
      .orderBy(desc(requestFacts.submittedAt))
      .limit(MISSED_PROMISE_LIST_LIMIT),
  ]);
  const unanswered = new Map(unansweredRows.map((row) => [row.week, row.missed]));
  const weeks = byWeek(query, answeredRows, (week, row) => ({
    week,
    decided: (row?.answered ?? 0) + (unanswered.get(week) ?? 0),
    kept: row?.kept ?? 0,
  }));
  return {
    weeks,
    missed: missed.map((row) => ({
      serviceRequestId: row.serviceRequestId,
      reference: formatReference(row.serviceRequestId, row.submittedAt),
      submittedAt: row.submittedAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      businessHours: oneDecimal(row.businessMinutes / 60),
    })),
    missedCount: weeks.reduce((sum, each) => sum + each.decided - each.kept, 0),
  };
}

const JOURNEY_COLUMNS: Record<JourneyStage, AnyColumn> = {
  waiting_for_lessor: bikeJourneys.waitingForLessorSeconds,
  planned: bikeJourneys.plannedSeconds,
  in_repair: bikeJourneys.inRepairSeconds,
  waiting_for_parts: bikeJourneys.waitingForPartsSeconds,
  waiting_for_customer: bikeJourneys.waitingForCustomerSeconds,
};

/**
 * Median and 90th percentile of whole seconds. They are ordered as integers and only the two
 * results turned into hours: hours as numerics sort dearer.
 */
const percentilesOf = (seconds: SQL | AnyColumn) =>
  sql<[number, number]>`percentile_cont(array[0.5, 0.9]) within group (order by ${seconds})`;

const hoursFigure = (percentiles: [number, number] | null) => ({
  medianHours: oneDecimal((percentiles?.[0] ?? 0) / 3600),
  p90Hours: oneDecimal((percentiles?.[1] ?? 0) / 3600),
});

export async function stageDurations(db: Db, query: InsightsQuery): Promise<StageDurations> {
  const filters = filtersOf(query);
  const readyInPeriod = and(
    // The weeks first, for the covering index's order; then the period's days exactly.
    gte(bikeJourneys.readyWeek, mondayOf(query.from)),
    lte(bikeJourneys.readyWeek, query.to),
    gte(bikeJourneys.readyAt, startOfDay(query.from)),
    lt(bikeJourneys.readyAt, startOfDay(addDays(query.to, 1))),
  );
  const journeys = db
    .select({
      week: sql<string>`${bikeJourneys.readyWeek}`,
      bikes: count(),
      total: percentilesOf(
        sql`extract(epoch from ${bikeJourneys.readyAt} - ${bikeJourneys.approvedAt})::integer`,
      ),
      ...(Object.fromEntries(
        JOURNEY_STAGES.map((stage) => [stage, percentilesOf(JOURNEY_COLUMNS[stage])]),
      ) as Record<JourneyStage, SQL<[number, number]>>),
    })
    .from(bikeJourneys);
  // Without filters the facts are not needed, and a year of bikes is not joined to them.
  const rows = await (filters.length === 0
    ? journeys.where(readyInPeriod)
    : journeys
        .innerJoin(requestFacts, eq(requestFacts.serviceRequestId, bikeJourneys.serviceRequestId))
        .where(and(readyInPeriod, ...filters))
  ).groupBy(bikeJourneys.readyWeek);
  return {
    weeks: byWeek(query, rows, (week, row) => ({
      week,
      bikes: row?.bikes ?? 0,
      total: hoursFigure(row?.total ?? null),
      stages: JOURNEY_STAGES.map((stage) => ({
        stage,
        ...hoursFigure(row?.[stage] ?? null),
      })),
    })),
  };
}

export async function outcomes(db: Db, query: InsightsQuery): Promise<Outcomes> {
  const days = requestDays(query);
  // One query, per rejection reason (none for the requests not rejected): with a label the
  // day counts are counted afresh, once.
  const rows = await db
    .select({
      reason: rejectionReasons.name,
      requests: total(insightDays.requests),
      approved: total(insightDays.approved),
      rejected: total(insightDays.rejected),
      cancelled: total(insightDays.cancelled),
    })
    .from(days.source)
    .leftJoin(rejectionReasons, eq(rejectionReasons.id, insightDays.rejectionReasonId))
    .where(days.where)
    .groupBy(rejectionReasons.name);
  const sumOf = (count: 'requests' | 'approved' | 'rejected' | 'cancelled') =>
    rows.reduce((sum, row) => sum + row[count], 0);
  const [approved, rejected, cancelled] = [
    sumOf('approved'),
    sumOf('rejected'),
    sumOf('cancelled'),
  ];
  return {
    approved,
    rejected,
    cancelled,
    pending: sumOf('requests') - approved - rejected - cancelled,
    reasons: rows
      .filter((row) => row.rejected > 0)
      .map(({ reason, rejected: count }) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || (a.reason ?? '').localeCompare(b.reason ?? '')),
  };
}

type BikeCount = { brand: string; driveSystem: string | null; isLeaseBike: boolean; bikes: number };

/** The bikes per name that `nameOf` gives them, most first, then by name; nameless ones left out. */
function countedBy(rows: readonly BikeCount[], nameOf: (row: BikeCount) => string | null) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const name = nameOf(row);
    if (name !== null) counts.set(name, (counts.get(name) ?? 0) + row.bikes);
  }
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
}

/**
 * Brands without regard to case or spaces, most bikes first, each named by the spelling most of
 * its bikes carry, as staff would write it.
 */
function brandsOf(rows: readonly BikeCount[]) {
  const spellings = countedBy(rows, (row) => row.brand);
  const keyOf = (brand: string) => brand.trim().toLowerCase();
  // Most bikes first: the first spelling of a brand met is the one most of its bikes carry.
  const nameOfKey = new Map<string, string>();
  for (const { name } of spellings) {
    if (!nameOfKey.has(keyOf(name))) nameOfKey.set(keyOf(name), name);
  }
  return countedBy(rows, (row) => nameOfKey.get(keyOf(row.brand)) ?? row.brand);
}

export async function bikeInsights(db: Db, query: InsightsQuery): Promise<BikeInsights> {
  const days = bikeDays(query);
  // One query, per brand as typed, drive system and lease: with a label the day counts are
  // counted afresh, once.
  const rows = await db
    .select({
      brand: sql<string>`${insightDayBikes.brand}`,
      driveSystem: sql<string | null>`${insightDayBikes.driveSystem}`,
      isLeaseBike: sql<boolean>`${insightDayBikes.isLeaseBike}`,
      bikes: total(insightDayBikes.bikes),
    })
    .from(days.source)
    .where(days.where)
    .groupBy(insightDayBikes.brand, insightDayBikes.driveSystem, insightDayBikes.isLeaseBike);
  const bikesWhere = (condition: (row: BikeCount) => boolean) =>
    rows.filter(condition).reduce((sum, row) => sum + row.bikes, 0);
  const bikes = bikesWhere(() => true);
  const named = brandsOf(rows).slice(0, TOP_BRANDS);
  return {
    bikes,
    brands: named,
    otherBrands: bikes - named.reduce((sum, brand) => sum + brand.count, 0),
    driveSystems: countedBy(rows, (row) => row.driveSystem),
    eBikes: bikesWhere((row) => row.driveSystem !== null),
    leaseBikes: bikesWhere((row) => row.isLeaseBike),
  };
}

export async function returningCustomers(
  db: Db,
  query: InsightsQuery,
): Promise<ReturningCustomers> {
  const days = requestDays(query);
  const week = weekOfDay(insightDays.day);
  const rows = await db
    .select({
      week: weekText(week),
      requests: total(insightDays.requests),
      returning: total(insightDays.returningCustomers),
    })
    .from(days.source)
    .where(days.where)
    .groupBy(week);
  return {
    weeks: byWeek(query, rows, (week, row) => ({
      week,
      requests: row?.requests ?? 0,
      returning: row?.returning ?? 0,
    })),
  };
}

/** Pending requests without a first answer: not rejected, approved or cancelled, not archived. */
export const waitingForAnswer = () =>
  and(
    isNull(requestFacts.answeredAt),
    isNull(requestFacts.outcome),
    sql`not exists (select 1 from ${serviceRequests} where ${serviceRequests.id} = ${requestFacts.serviceRequestId} and ${serviceRequests.isArchived})`,
  );

export async function unanswered(db: Db, now = new Date()): Promise<Unanswered> {
  const [row] = await db
    .select({
      count: count(),
      nearlyDue: countWhere(
        and(lte(requestFacts.answerWarnAt, now), gt(requestFacts.answerDueAt, now)),
      ),
      overdue: countWhere(lte(requestFacts.answerDueAt, now)),
    })
    .from(requestFacts)
    .where(waitingForAnswer());
  return { count: row?.count ?? 0, nearlyDue: row?.nearlyDue ?? 0, overdue: row?.overdue ?? 0 };
}
