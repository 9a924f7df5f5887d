import {
  and,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { formatReference } from '../../../contract/service-requests/reference.ts';
import { BIKE_STAGES, type BikeStage } from '../../../contract/service-requests/stages.ts';
import {
  BOARD_ANY_LEASE,
  BOARD_COLUMN_PAGE_SIZE,
  BOARD_DONE_DAYS,
  type BoardCard,
  type BoardDayFilter,
  isOverdue,
  LATE_STAGES,
  type WorkshopBoard,
  type WorkshopBoardQuery,
} from '../../../contract/workshop-board.ts';
import type { Db } from '../../db/connect.ts';
import {
  admins,
  bikeProgress,
  bikes,
  serviceRequestLabels,
  serviceRequests,
} from '../../db/schema.ts';
import { addDays, mondayOf, todayInWorkshop, weighsOnItsDay } from '../capacity/calendar.ts';
import { dayLoads } from '../capacity/service.ts';
import { labelsOfRequest } from '../service-requests/list.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first and last planned date a day filter keeps; none for 'all'. */
function plannedDatesOf(day: BoardDayFilter, today: string) {
  if (day === 'today') return { from: today, to: today };
  if (day === 'week') {
    const monday = mondayOf(today);
    return { from: monday, to: addDays(monday, 6) };
  }
  return undefined;
}

/** The board's query, and who reads the board: 'mine' are their bikes. */
type BoardQuery = WorkshopBoardQuery & { viewerEmail: string | null };

/** The condition on a bike's staff member for the board's `assignee` filter. */
function assigneeCondition(assignee: WorkshopBoardQuery['assignee'], viewerEmail: string | null) {
  if (assignee === undefined) return undefined;
  if (assignee === 'nobody') return isNull(bikeProgress.assigneeAdminId);
  if (assignee === 'mine') {
    return eq(
      bikeProgress.assigneeAdminId,
      sql`(select ${admins.id} from ${admins} where ${admins.email} = ${viewerEmail})`,
    );
  }
  return eq(bikeProgress.assigneeAdminId, assignee);
}

/** The bikes the filters keep, in any column; a day filter keeps the late bikes too. */
function filterConditions(query: BoardQuery, today: string): (SQL | undefined)[] {
  const planned = plannedDatesOf(query.day, today);
  return [
    assigneeCondition(query.assignee, query.viewerEmail),
    planned &&
      or(
        and(gte(bikeProgress.plannedDate, planned.from), lte(bikeProgress.plannedDate, planned.to)),
        and(lt(bikeProgress.plannedDate, today), inArray(bikeProgress.stage, LATE_STAGES)),
      ),
    query.serviceType && eq(bikes.serviceType, query.serviceType),
    query.lease === undefined
      ? undefined
      : query.lease === BOARD_ANY_LEASE
        ? isNotNull(bikes.leaseCompany)
        : eq(bikes.leaseCompany, query.lease),
    query.label === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${serviceRequestLabels} where ${serviceRequestLabels.serviceRequestId} = ${bikeProgress.serviceRequestId} and ${serviceRequestLabels.labelId} = ${query.label})`,
        ),
  ];
}

/** Progress rows, joined to their bike only when the filters ask for its service type or lease. */
function progressRows<Selection extends SelectedFields>(
  db: Db,
  query: BoardQuery,
  selection: Selection,
) {
  const rows = db.select(selection).from(bikeProgress).$dynamic();
  return query.serviceType || query.lease
    ? rows.innerJoin(bikes, eq(bikes.id, bikeProgress.bikeId))
    : rows;
}

/** The places of a page's bikes in their columns, with each column's count. */
type Place = { bikeId: number; stage: BikeStage; place: number; count: number };

/**
 * The page of the columns of bikes still in the workshop, found through
 * `bike_progress_open_idx`: each bike numbered within its column by planned date (the late
 * ones first, those without a date last) and counted there, by window functions over the narrow
 * progress rows. A column's first bike always comes along, so that a page of one column past its
 * end still carries the column's count.
 */
async function openPlaces(db: Db, query: BoardQuery, today: string): Promise<Place[]> {
  const numbered = progressRows(db, query, {
    bikeId: bikeProgress.bikeId,
    stage: bikeProgress.stage,
    place: sql<number>`row_number() over (partition by ${bikeProgress.stage}
      order by ${bikeProgress.plannedDate} asc nulls last, ${bikeProgress.bikeId})`
      .mapWith(Number)
      .as('place'),
    count: sql<number>`count(*) over (partition by ${bikeProgress.stage})`
      .mapWith(Number)
      .as('count'),
  })
    .where(
      and(
        // A literal, not a parameter: the planner matches it to the partial index's predicate.
        sql`${bikeProgress.stage} <> 'done'`,
        query.stage && eq(bikeProgress.stage, query.stage),
        ...filterConditions(query, today),
      ),
    )
    .as('numbered');
  return db
    .select()
    .from(numbered)
    .where(
      and(
        or(gt(numbered.place, query.offset), eq(numbered.place, 1)),
        lte(numbered.place, query.offset + BOARD_COLUMN_PAGE_SIZE),
      ),
    );
}

/**
 * The page of the last column, the most recently finished first, and its count: apart from
 * the others, so that a busy fortnight's finished bikes are read in the order of
 * `bike_progress_done_idx` and counted, never sorted.
 */
async function donePlaces(db: Db, query: BoardQuery, today: string, now: Date): Promise<Place[]> {
  const recentlyDone = and(
    sql`${bikeProgress.stage} = 'done'`,
    gte(bikeProgress.stageChangedAt, new Date(now.getTime() - BOARD_DONE_DAYS * DAY_MS)),
    ...filterConditions(query, today),
  );
  const [counted] = await progressRows(db, query, { count: count() }).where(recentlyDone);
  const page = await progressRows(db, query, { bikeId: bikeProgress.bikeId })
    .where(recentlyDone)
    .orderBy(desc(bikeProgress.stageChangedAt), desc(bikeProgress.bikeId))
    .limit(BOARD_COLUMN_PAGE_SIZE)
    .offset(query.offset);
  return page.map(({ bikeId }, index) => ({
    bikeId,
    stage: 'done',
    place: query.offset + index + 1,
    count: counted?.count ?? 0,
  }));
}

/**
 * The cards of the page's bikes with their request and labels. A query of its own, by key:
 * joined to the numbering, PostgreSQL could not tell that the page is a few hundred rows, and
 * read every bike and request to join them.
 */
const cardRows = (db: Db, bikeIds: number[]) =>
  db
    .select({
      bikeId: bikeProgress.bikeId,
      serviceRequestId: bikeProgress.serviceRequestId,
      stage: bikeProgress.stage,
      version: bikeProgress.version,
      plannedDate: bikeProgress.plannedDate,
      plannedMinutes: bikeProgress.plannedMinutes,
      brand: bikes.brand,
      model: bikes.model,
      serviceType: bikes.serviceType,
      leaseCompany: bikes.leaseCompany,
      requestCreatedAt: serviceRequests.createdAt,
      fullName: serviceRequests.fullName,
      customerType: serviceRequests.customerType,
      companyName: serviceRequests.companyName,
      deliveryType: serviceRequests.deliveryType,
      labels: labelsOfRequest,
      assigneeId: admins.id,
      assigneeName: sql<string>`coalesce(${admins.fullName}, ${admins.email})`,
    })
    .from(bikeProgress)
    .innerJoin(bikes, eq(bikes.id, bikeProgress.bikeId))
    .innerJoin(serviceRequests, eq(serviceRequests.id, bikeProgress.serviceRequestId))
    .leftJoin(admins, eq(admins.id, bikeProgress.assigneeAdminId))
    .where(inArray(bikeProgress.bikeId, bikeIds));

type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

async function cardsByBike(db: Db, bikeIds: number[], today: string) {
  if (bikeIds.length === 0) return new Map<number, BoardCard>();
  const rows = await cardRows(db, bikeIds);
  const overfull = await overfullDaysOf(db, rows, today);
  return new Map(rows.map((row) => [row.bikeId, presentCard(row, today, overfull)]));
}

/**
 * The days from today on among the cards' planned days whose planned minutes exceed their
 * capacity: a day gone by can no longer be spread, its bikes are late instead.
 */
async function overfullDaysOf(db: Db, rows: CardRow[], today: string) {
  const days = rows
    .filter((row) => weighsOnItsDay(row.stage))
    .flatMap((row) => (row.plannedDate !== null && row.plannedDate >= today ? row.plannedDate : []))
    .sort();
  const [from, until] = [days[0], days.at(-1)];
  if (!from || !until) return new Set<string>();
  const loads = await dayLoads(db, from, until);
  return new Set(
    loads.filter((day) => day.plannedMinutes > day.capacityMinutes).map((day) => day.date),
  );
}

function presentCard(row: CardRow, today: string, overfullDays: Set<string>): BoardCard {
  return {
    bikeId: row.bikeId,
    serviceRequestId: row.serviceRequestId,
    reference: formatReference(row.serviceRequestId, row.requestCreatedAt),
    customerName:
      row.customerType === 'business' && row.companyName ? row.companyName : row.fullName,
    brand: row.brand,
    model: row.model,
    serviceType: row.serviceType,
    leaseCompany: row.leaseCompany,
    plannedDate: row.plannedDate,
    plannedMinutes: row.plannedMinutes,
    stage: row.stage,
    version: row.version,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName },
    labels: row.labels,
    deliveryType: row.deliveryType,
    overdue: isOverdue(row, today),
    dayOverfull:
      row.plannedDate !== null && overfullDays.has(row.plannedDate) && weighsOnItsDay(row.stage),
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
  /** The signed-in staff member's address, whose bikes `assignee: 'mine'` keeps. */
  viewerEmail: string | null;
  now?: Date;
}): Promise<WorkshopBoard> {
  const query = { ...options.query, viewerEmail: options.viewerEmail };
  const now = options.now ?? new Date();
  const today = todayInWorkshop(now);
  const stages = query.stage ? [query.stage] : BIKE_STAGES;
  const places = [
    ...(stages.some((stage) => stage !== 'done') ? await openPlaces(options.db, query, today) : []),
    ...(stages.includes('done') ? await donePlaces(options.db, query, today, now) : []),
  ];
  // The first bike of a column that came along only for its count is no card of this page.
  const shownPlaces = places.filter((place) => place.place > query.offset);
  const cards = await cardsByBike(
    options.db,
    shownPlaces.map((place) => place.bikeId),
    today,
  );
  return {
    today,
    columns: stages.map((stage) => {
      const inColumn = places
        .filter((place) => place.stage === stage)
        .sort((one, other) => one.place - other.place);
      const count = inColumn[0]?.count ?? 0;
      const shown = inColumn.flatMap((place) => cards.get(place.bikeId) ?? []);
      const end = query.offset + shown.length;
      return { stage, count, cards: shown, nextOffset: end < count ? end : null };
    }),
  };
}
