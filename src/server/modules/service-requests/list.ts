import { and, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  formatReference,
  type ListServiceRequestsQuery,
  normalisePostcode,
  type RequestLabel,
  type ServiceRequest,
  type ServiceRequestList,
} from '../../../contract/service-requests.ts';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { labels, serviceRequestLabels, serviceRequests } from '../../db/schema.ts';

type Row = typeof serviceRequests.$inferSelect;

/**
 * "#SR-2026-012", "SR-12", "#12" and "12" all name request 12; only the bare number may also
 * be part of an address (a house number, a postcode), so only it is looked for in the text.
 */
function ticketNumberOf(search: string) {
  const match = search.match(/^(#|#?SR-(?:\d{4}-)?)?0*(\d{1,9})$/i);
  return match && { id: Number(match[2]), alsoText: match[1] === undefined };
}

const DUTCH_POSTCODE_AS_TYPED = /^\s*\d{4}\s*[a-z]{2}\s*$/i;

/**
 * Matches the ticket number exactly, or a fragment of name, company, e-mail, street or
 * postcode (also when the postcode is typed with a space). All of these are one indexed
 * column, `search_text`, so a search is an index scan.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const ticket = ticketNumberOf(search);
  if (ticket && !ticket.alsoText) return eq(serviceRequests.id, ticket.id);
  // Stored as "1072MD": one pattern to look for, not the typed and the compact one.
  if (DUTCH_POSTCODE_AS_TYPED.test(search)) {
    return ilike(serviceRequests.searchText, containsPattern(normalisePostcode(search)));
  }
  const withoutSpaces = search.replace(/\s+/g, '');
  return or(
    ticket ? eq(serviceRequests.id, ticket.id) : undefined,
    ilike(serviceRequests.searchText, containsPattern(search)),
    withoutSpaces === search
      ? undefined
      : ilike(serviceRequests.searchText, containsPattern(withoutSpaces)),
  );
}

const archiveCondition = (filter: ListServiceRequestsQuery['filter']) =>
  filter === undefined ? undefined : eq(serviceRequests.isArchived, filter === 'archived');

/**
 * The cursor is the last row's position in the order: creation time, then id. The time is
 * PostgreSQL's own text (microseconds), since a JavaScript date would round it to ms.
 */
const cursorTime = sql<string>`to_char(${serviceRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const encodeCursor = (time: string, id: number) =>
  Buffer.from(`${time}|${id}`).toString('base64url');

function decodeCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const valid =
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(time ?? '') && /^\d{1,9}$/.test(id ?? '');
  if (!valid) return sql`false`;
  return sql`(${serviceRequests.createdAt}, ${serviceRequests.id}) < (${time}::timestamptz, ${Number(id)})`;
}

/**
 * A request's labels by name, as a JSON array in the request's own row: no second query.
 * Columns are qualified by hand, since Drizzle leaves them bare in a one-table select.
 */
const labelsOfRequest = sql<RequestLabel[]>`coalesce((
  select json_agg(json_build_object('id', ${labels}.id, 'name', ${labels}.name, 'color', ${labels}.color) order by ${labels}.name)
  from ${serviceRequestLabels} join ${labels} on ${labels}.id = ${serviceRequestLabels}.label_id
  where ${serviceRequestLabels}.service_request_id = ${serviceRequests}.id
), '[]'::json)`;

// Internal bookkeeping the dashboard never reads; a page of 50 rows is smaller without it.
const {
  searchText: _searchText,
  workOrdersClaimedAt: _workOrdersClaimedAt,
  ...dashboardColumns
} = getTableColumns(serviceRequests);

/** What to select for requests in the shape the dashboard reads; see `toServiceRequest`. */
export const requestWithLabels = { row: dashboardColumns, labels: labelsOfRequest };

export const toServiceRequest = ({
  row,
  labels,
}: {
  row: Omit<Row, 'searchText' | 'workOrdersClaimedAt'>;
  labels: RequestLabel[];
}): ServiceRequest => ({ ...row, reference: formatReference(row.id, row.createdAt), labels });

/**
 * The query of one page plus one row (to know whether a next page exists), not yet run;
 * `withCounts` adds the counts per status as a column.
 */
export const pageQuery = (
  db: Db,
  query: ListServiceRequestsQuery,
  options: { withCounts: boolean } = { withCounts: false },
) =>
  db
    .select({
      ...requestWithLabels,
      cursorTime,
      counts: options.withCounts ? countsColumn(db, query) : sql<null>`null`,
    })
    .from(serviceRequests)
    .where(
      and(
        searchCondition(query.search),
        archiveCondition(query.filter),
        query.status && eq(serviceRequests.status, query.status),
        decodeCursor(query.cursor),
      ),
    )
    .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
    .limit(query.limit + 1);

/** The page in the query's rows; the extra row only tells that a next page exists. */
function toPage(
  rows: Awaited<ReturnType<typeof pageQuery>>,
  query: ListServiceRequestsQuery,
): Omit<ServiceRequestList, 'counts'> {
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toServiceRequest),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor(last.cursorTime, last.row.id) : null,
  };
}

/**
 * One page of requests, newest first. Pages follow a keyset cursor, so requests arriving
 * meanwhile never shift or repeat rows on the next page.
 */
export async function listServiceRequestPage(db: Db, query: ListServiceRequestsQuery) {
  return toPage(await pageQuery(db, query), query);
}

/** The number of requests per status for the search and archive filter, not yet run. */
export const countQuery = (db: Db, query: ListServiceRequestsQuery) =>
  db
    .select({ status: serviceRequests.status, value: count().as('value') })
    .from(serviceRequests)
    .where(and(searchCondition(query.search), archiveCondition(query.filter)))
    .groupBy(serviceRequests.status);

type StatusCounts = ServiceRequestList['counts'];

/** The counts as one JSON value, for the page's query to carry. */
function countsColumn(db: Db, query: ListServiceRequestsQuery) {
  return sql<Partial<StatusCounts> | null>`(select json_object_agg(counted.status, counted.value) from (${countQuery(db, query)}) counted)`;
}

/**
 * A page of requests with the counts per status for the same search and archive filter, in
 * one query: every query is a round trip, and on a small server the round trips, not the
 * counting, were the larger part of a search (decision 005). PostgreSQL counts once per
 * query, however many rows the page has; only an empty page needs the count on its own.
 */
export async function listServiceRequests(
  db: Db,
  query: ListServiceRequestsQuery,
): Promise<ServiceRequestList> {
  const rows = await pageQuery(db, query, { withCounts: true });
  const counted =
    rows[0]?.counts ??
    Object.fromEntries((await countQuery(db, query)).map((row) => [row.status, row.value]));
  return { ...toPage(rows, query), counts: { pending: 0, approved: 0, rejected: 0, ...counted } };
}
