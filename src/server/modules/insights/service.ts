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
  bikes,
  rejectionReasons,
  requestFacts,
  serviceRequestLabels,
  serviceRequests,
} from '../../db/schema.ts';
import { addDays, mondayOf } from '../capacity/calendar.ts';

// The insights' figures (decision 052), read from the rollups `request_facts` and
// `bike_journeys` that migration 0033's triggers keep from the request history.

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
    filters.push(
      sql`${requestFacts.serviceRequestId} in (select ${serviceRequestLabels.serviceRequestId} from ${serviceRequestLabels} where ${serviceRequestLabels.labelId} = ${query.label})`,
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

export async function requestsPerWeek(db: Db, query: InsightsQuery): Promise<RequestsPerWeek> {
  const week = weekStartOf(requestFacts.submittedAt);
  // The interval is written into the SQL, not bound: select and group by must be the same text.
  const weekBefore = weekStartOf(
    sql`${requestFacts.submittedAt} + ${sql.raw(`interval '${YEAR_BEFORE_DAYS} days'`)}`,
  );
  const [current, yearBefore] = await Promise.all([
    db
      .select({
        week: weekText(week),
        workshop: countWhere(eq(requestFacts.deliveryType, 'workshop')),
        onLocation: countWhere(eq(requestFacts.deliveryType, 'on_location')),
      })
      .from(requestFacts)
      .where(submittedIn(query))
      .groupBy(week),
    db
      .select({
        week: weekText(weekBefore),
        requests: count(),
      })
      .from(requestFacts)
      .where(submittedIn(query, -YEAR_BEFORE_DAYS))
      .groupBy(weekBefore),
  ]);
  const before = new Map(yearBefore.map((row) => [row.week, row.requests]));
  return {
    weeks: byWeek(query, current, (week, row) => ({
      week,
      workshop: row?.workshop ?? 0,
      onLocation: row?.onLocation ?? 0,
      yearBefore: before.get(week) ?? 0,
    })),
  };
}

/** Answered, or unanswered while still open and past its time: the promise is decided. */
const promiseDecided = (now: Date) =>
  or(
    sql`${requestFacts.answeredAt} is not null`,
    and(isNull(requestFacts.outcome), lt(requestFacts.answerDueAt, now)),
  );

const promiseMissed = (now: Date) =>
  or(
    sql`${requestFacts.answeredAt} > ${requestFacts.answerDueAt}`,
    and(
      isNull(requestFacts.answeredAt),
      isNull(requestFacts.outcome),
      lt(requestFacts.answerDueAt, now),
    ),
  );

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function answerPromise(
  db: Db,
  query: InsightsQuery,
  now = new Date(),
): Promise<AnswerPromise> {
  const week = weekStartOf(requestFacts.submittedAt);
  const missedWhere = and(submittedIn(query), promiseMissed(now));
  const [weeks, missed, [missedTotal]] = await Promise.all([
    db
      .select({
        week: weekText(week),
        decided: countWhere(promiseDecided(now)),
        kept: countWhere(lte(requestFacts.answeredAt, requestFacts.answerDueAt)),
      })
      .from(requestFacts)
      .where(submittedIn(query))
      .groupBy(week),
    db
      .select({
        serviceRequestId: requestFacts.serviceRequestId,
        submittedAt: requestFacts.submittedAt,
        dueAt: requestFacts.answerDueAt,
        answeredAt: requestFacts.answeredAt,
        businessMinutes: sql<number>`business_minutes_between(${requestFacts.submittedAt}, coalesce(${requestFacts.answeredAt}, ${now.toISOString()}::timestamptz))`,
      })
      .from(requestFacts)
      .where(missedWhere)
      .orderBy(desc(requestFacts.submittedAt))
      .limit(MISSED_PROMISE_LIST_LIMIT),
    db.select({ count: count() }).from(requestFacts).where(missedWhere),
  ]);
  return {
    weeks: byWeek(query, weeks, (week, row) => ({
      week,
      decided: row?.decided ?? 0,
      kept: row?.kept ?? 0,
    })),
    missed: missed.map((row) => ({
      serviceRequestId: row.serviceRequestId,
      reference: formatReference(row.serviceRequestId, row.submittedAt),
      submittedAt: row.submittedAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      businessHours: oneDecimal(row.businessMinutes / 60),
    })),
    missedCount: missedTotal?.count ?? 0,
  };
}

const JOURNEY_COLUMNS: Record<JourneyStage, AnyColumn> = {
  waiting_for_lessor: bikeJourneys.waitingForLessorSeconds,
  planned: bikeJourneys.plannedSeconds,
  in_repair: bikeJourneys.inRepairSeconds,
  waiting_for_parts: bikeJourneys.waitingForPartsSeconds,
  waiting_for_customer: bikeJourneys.waitingForCustomerSeconds,
};

/** Median and 90th percentile of seconds, as hours with one decimal. */
const percentilesOf = (seconds: SQL | AnyColumn) =>
  sql<
    [number, number]
  >`percentile_cont(array[0.5, 0.9]) within group (order by ${seconds} / 3600.0)`;

const hoursFigure = (percentiles: [number, number] | null) => ({
  medianHours: oneDecimal(percentiles?.[0] ?? 0),
  p90Hours: oneDecimal(percentiles?.[1] ?? 0),
});

export async function stageDurations(db: Db, query: InsightsQuery): Promise<StageDurations> {
  const readyAt = sql`${bikeJourneys.readyAt}`;
  const week = weekStartOf(readyAt);
  const rows = await db
    .select({
      week: weekText(week),
      bikes: count(),
      total: percentilesOf(
        sql`extract(epoch from ${bikeJourneys.readyAt} - ${bikeJourneys.approvedAt})`,
      ),
      ...(Object.fromEntries(
        JOURNEY_STAGES.map((stage) => [stage, percentilesOf(JOURNEY_COLUMNS[stage])]),
      ) as Record<JourneyStage, SQL<[number, number]>>),
    })
    .from(bikeJourneys)
    .innerJoin(requestFacts, eq(requestFacts.serviceRequestId, bikeJourneys.serviceRequestId))
    .where(
      and(
        gte(bikeJourneys.readyAt, startOfDay(query.from)),
        lt(bikeJourneys.readyAt, startOfDay(addDays(query.to, 1))),
        ...filtersOf(query),
      ),
    )
    .groupBy(week);
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
  const [[totals], reasons] = await Promise.all([
    db
      .select({
        approved: countWhere(eq(requestFacts.outcome, 'approved')),
        rejected: countWhere(eq(requestFacts.outcome, 'rejected')),
        cancelled: countWhere(eq(requestFacts.outcome, 'cancelled')),
        pending: countWhere(isNull(requestFacts.outcome)),
      })
      .from(requestFacts)
      .where(submittedIn(query)),
    db
      .select({ reason: rejectionReasons.name, count: count() })
      .from(requestFacts)
      .leftJoin(rejectionReasons, eq(rejectionReasons.id, requestFacts.rejectionReasonId))
      .where(and(submittedIn(query), eq(requestFacts.outcome, 'rejected')))
      .groupBy(rejectionReasons.name)
      .orderBy(desc(count()), rejectionReasons.name),
  ]);
  return {
    approved: totals?.approved ?? 0,
    rejected: totals?.rejected ?? 0,
    cancelled: totals?.cancelled ?? 0,
    pending: totals?.pending ?? 0,
    reasons,
  };
}

export async function bikeInsights(db: Db, query: InsightsQuery): Promise<BikeInsights> {
  const brandKey = sql`lower(trim(${bikes.brand}))`;
  const [[totals], brands, driveSystems] = await Promise.all([
    db
      .select({
        bikes: count(),
        eBikes: count(bikes.driveSystem),
        leaseBikes: count(bikes.leaseCompany),
      })
      .from(bikes)
      .innerJoin(requestFacts, eq(requestFacts.serviceRequestId, bikes.serviceRequestId))
      .where(submittedIn(query)),
    db
      .select({
        // The spelling most bikes of the brand carry, as staff would write it.
        name: sql<string>`mode() within group (order by ${bikes.brand})`,
        count: count(),
      })
      .from(bikes)
      .innerJoin(requestFacts, eq(requestFacts.serviceRequestId, bikes.serviceRequestId))
      .where(submittedIn(query))
      .groupBy(brandKey)
      .orderBy(desc(count()), brandKey),
    db
      .select({ name: sql<string>`${bikes.driveSystem}`, count: count() })
      .from(bikes)
      .innerJoin(requestFacts, eq(requestFacts.serviceRequestId, bikes.serviceRequestId))
      .where(and(submittedIn(query), sql`${bikes.driveSystem} is not null`))
      .groupBy(bikes.driveSystem)
      .orderBy(desc(count()), bikes.driveSystem),
  ]);
  const total = totals?.bikes ?? 0;
  const named = brands.slice(0, TOP_BRANDS);
  return {
    bikes: total,
    brands: named,
    otherBrands: total - named.reduce((sum, brand) => sum + brand.count, 0),
    driveSystems,
    eBikes: totals?.eBikes ?? 0,
    leaseBikes: totals?.leaseBikes ?? 0,
  };
}

export async function returningCustomers(
  db: Db,
  query: InsightsQuery,
): Promise<ReturningCustomers> {
  const week = weekStartOf(requestFacts.submittedAt);
  const rows = await db
    .select({
      week: weekText(week),
      requests: count(),
      returning: countWhere(eq(requestFacts.isReturning, true)),
    })
    .from(requestFacts)
    .where(submittedIn(query))
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
