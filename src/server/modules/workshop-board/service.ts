import { and, asc, eq, exists, gt, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { WORKSHOP_TIME_ZONE } from '../../../contract/service-request-constants.ts';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { BIKE_STAGES, type BikeStage } from '../../../contract/service-requests/stages.ts';
import {
  BOARD_COLUMN_PAGE_SIZE,
  BOARD_DONE_DAYS,
  type BoardCard,
  type BoardDayFilter,
  type WorkshopBoard,
  type WorkshopBoardQuery,
} from '../../../contract/workshop-board.ts';
import type { Db } from '../../db/connect.ts';
import { bikeProgress, bikes, serviceRequestLabels, serviceRequests } from '../../db/schema.ts';
import { labelsOfRequest } from '../service-requests/list.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Swedish writes dates the ISO way: `2026-11-27`, on the workshop's clock. */
const workshopDay = new Intl.DateTimeFormat('sv-SE', {
  timeZone: WORKSHOP_TIME_ZONE,
  dateStyle: 'short',
});

/** The workshop's date at `moment`: a bike planned for it is planned for 'today' in Amsterdam. */
export const workshopDateOf = (moment: Date) => workshopDay.format(moment);

/** `date` (YYYY-MM-DD) moved by whole days: calendar arithmetic, in which time zones play no part. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The first and last planned date a day filter keeps; none for 'all'. */
function plannedDatesOf(day: BoardDayFilter, today: string) {
  if (day === 'today') return { from: today, to: today };
  if (day === 'week') {
    // The workshop's week runs Monday to Sunday; getUTCDay counts Sunday as 0.
    const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = addDays(today, -sinceMonday);
    return { from: monday, to: addDays(monday, 6) };
  }
  return undefined;
}

/** Stages in which a bike whose planned date has passed is late: before it is ready. */
const LATE_STAGES: readonly BikeStage[] = BIKE_STAGES.filter(
  (stage) => stage !== 'ready' && stage !== 'done',
);

/**
 * A column's order: the most recently finished first in 'done', elsewhere the earliest planned
 * date first (the late bikes lead), bikes without a date last.
 */
const columnOrder = sql`(case when ${bikeProgress.stage} = 'done' then ${bikeProgress.stageChangedAt} end) desc nulls last,
  ${bikeProgress.plannedDate} asc nulls last, ${bikeProgress.bikeId}`;

/**
 * The bikes the board shows under `query`: those still in the workshop, found through
 * `bike_progress_open_idx`, and those finished in the last `BOARD_DONE_DAYS` days.
 */
function boardConditions(query: WorkshopBoardQuery, today: string, now: Date): (SQL | undefined)[] {
  const planned = plannedDatesOf(query.day, today);
  return [
    // Literals, not parameters: the planner matches them to the partial index's predicate.
    or(
      sql`${bikeProgress.stage} <> 'done'`,
      and(
        sql`${bikeProgress.stage} = 'done'`,
        gte(bikeProgress.stageChangedAt, new Date(now.getTime() - BOARD_DONE_DAYS * DAY_MS)),
      ),
    ),
    query.stage && eq(bikeProgress.stage, query.stage),
    planned &&
      and(gte(bikeProgress.plannedDate, planned.from), lte(bikeProgress.plannedDate, planned.to)),
    query.serviceType && eq(bikes.serviceType, query.serviceType),
    query.label === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${serviceRequestLabels} where ${serviceRequestLabels.serviceRequestId} = ${bikeProgress.serviceRequestId} and ${serviceRequestLabels.labelId} = ${query.label})`,
        ),
  ];
}

/**
 * The board in one query: every bike on it is numbered within its column and counted there
 * (window functions over the narrow progress rows), and only the page's bikes are joined to
 * their request and labels. A column's first bike always comes along, so that a page of one
 * column past its end still carries the column's count; it is dropped from such a page.
 */
function boardRows(db: Db, query: WorkshopBoardQuery, now: Date) {
  const today = workshopDateOf(now);
  const numbered = db
    .select({
      bikeId: bikeProgress.bikeId,
      place:
        sql<number>`row_number() over (partition by ${bikeProgress.stage} order by ${columnOrder})`
          .mapWith(Number)
          .as('place'),
      count: sql<number>`count(*) over (partition by ${bikeProgress.stage})`
        .mapWith(Number)
        .as('count'),
    })
    .from(bikeProgress)
    .innerJoin(bikes, eq(bikes.id, bikeProgress.bikeId))
    .where(and(...boardConditions(query, today, now)))
    .as('numbered');
  const rows = db
    .select({
      place: numbered.place,
      count: numbered.count,
      bikeId: bikeProgress.bikeId,
      serviceRequestId: bikeProgress.serviceRequestId,
      stage: bikeProgress.stage,
      version: bikeProgress.version,
      plannedDate: bikeProgress.plannedDate,
      plannedMinutes: bikeProgress.plannedMinutes,
      brand: bikes.brand,
      model: bikes.model,
      serviceType: bikes.serviceType,
      requestCreatedAt: serviceRequests.createdAt,
      fullName: serviceRequests.fullName,
      customerType: serviceRequests.customerType,
      companyName: serviceRequests.companyName,
      deliveryType: serviceRequests.deliveryType,
      labels: labelsOfRequest,
    })
    .from(numbered)
    .innerJoin(bikeProgress, eq(bikeProgress.bikeId, numbered.bikeId))
    .innerJoin(bikes, eq(bikes.id, numbered.bikeId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, bikeProgress.serviceRequestId))
    .where(
      and(
        or(gt(numbered.place, query.offset), eq(numbered.place, 1)),
        lte(numbered.place, query.offset + BOARD_COLUMN_PAGE_SIZE),
      ),
    )
    .orderBy(asc(numbered.place));
  return { today, rows };
}

type BoardRow = Awaited<ReturnType<typeof boardRows>['rows']>[number];

function presentCard(row: BoardRow, today: string): BoardCard {
  return {
    bikeId: row.bikeId,
    serviceRequestId: row.serviceRequestId,
    reference: formatReference(row.serviceRequestId, row.requestCreatedAt),
    customerName:
      row.customerType === 'business' && row.companyName ? row.companyName : row.fullName,
    brand: row.brand,
    model: row.model,
    serviceType: row.serviceType,
    plannedDate: row.plannedDate,
    plannedMinutes: row.plannedMinutes,
    stage: row.stage,
    version: row.version,
    labels: row.labels,
    deliveryType: row.deliveryType,
    overdue: row.plannedDate !== null && row.plannedDate < today && LATE_STAGES.includes(row.stage),
  };
}

/**
 * The workshop board (docs/product.md#workshop-board): a column per stage, in the stages'
 * order, each with its count under the filters and its first `BOARD_COLUMN_PAGE_SIZE` cards;
 * with `stage`, that column alone from `offset` on. 'Today' is Amsterdam's, whatever the
 * server's clock says.
 */
export async function readWorkshopBoard(options: {
  db: Db;
  query: WorkshopBoardQuery;
  now?: Date;
}): Promise<WorkshopBoard> {
  const { query } = options;
  const { today, rows } = boardRows(options.db, query, options.now ?? new Date());
  const found = await rows;
  const stages = query.stage ? [query.stage] : BIKE_STAGES;
  return {
    today,
    columns: stages.map((stage) => {
      const inColumn = found.filter((row) => row.stage === stage);
      const count = inColumn[0]?.count ?? 0;
      const cards = inColumn
        .filter((row) => row.place > query.offset)
        .map((row) => presentCard(row, today));
      const shown = query.offset + cards.length;
      return { stage, count, cards, nextOffset: shown < count ? shown : null };
    }),
  };
}
