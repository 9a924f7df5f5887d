import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  like,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { CustomerContact } from '../../../contract/customers.ts';
import { normalisePostcode } from '../../../contract/service-request-constants.ts';
import type { RequestLabel } from '../../../contract/service-requests/details.ts';
import {
  type ArchiveFilter,
  type ListServiceRequestsQuery,
  REQUEST_LIST_TOTAL_CAP,
  type ServiceRequestCounts,
  type ServiceRequestList,
} from '../../../contract/service-requests/list.ts';
import {
  decodeListCursor,
  encodeListCursor,
} from '../../../contract/service-requests/list-cursor.ts';
import type { Db } from '../../db/connect.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { customers, labels, serviceRequestLabels, serviceRequests } from '../../db/schema.ts';
import { presentServiceRequests } from './presenters.ts';

/**
 * "#SR-2026-012", "SR-12", "2026-012", "#12" and "12" all name request 12; only the bare
 * number may also be part of an address (a house number, a postcode), so only it is looked
 * for in the text.
 */
function ticketNumberOf(search: string) {
  const match = search.match(/^(#|#?SR-(?:\d{4}-)?|#?\d{4}-)?0*(\d{1,9})$/i);
  return match && { id: Number(match[2]), alsoText: match[1] === undefined };
}

const DUTCH_POSTCODE_AS_TYPED = /^\s*\d{4}\s*[a-z]{2}\s*$/i;

/**
 * Digits, with what people put between them in a phone number, at least six of them: fewer are
 * more likely a ticket, house number or postcode ("0012" is ticket 12, not "+12").
 */
const PHONE_AS_TYPED = /^[\s()+-]*(\d[\s()+-]*){6,}$/;

/**
 * A phone number as the search text holds it (`search_phone_forms`, migration 0022): its
 * digits, an international prefix (+ or 00) dropped, and a Dutch one in its national form. So
 * "+31 6 1234 5678", "0031 6-12345678" and "06 12 34 56 78" all look for "0612345678".
 */
function phoneDigitsOf(search: string) {
  const digits = search.replace(/\D/g, '');
  const international = /^\s*\+/.test(search)
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : undefined;
  if (international === undefined) return digits;
  return international.startsWith('31') ? `0${international.slice(2)}` : international;
}

/**
 * A list query split in two: `values`, bound to the SQL's placeholders, and `shape`, what
 * decides the SQL (which of them are bound). The SQL of each shape is built once
 * (`preparedList`), not per request.
 */
export function planListQuery(query: ListServiceRequestsQuery) {
  const values: Record<string, unknown> = { limit: query.limit + 1, ...searchValues(query.search) };
  let cursor: 'none' | 'after' | 'invalid' = 'none';
  if (query.cursor) {
    const position = decodeListCursor(query.cursor);
    cursor = position ? 'after' : 'invalid';
    Object.assign(values, position);
  }
  if (query.filter) values.isArchived = query.filter === 'archived';
  if (query.status) values.status = query.status;
  const shape = {
    ticket: 'ticketId' in values,
    pattern: 'pattern' in values,
    compactPattern: 'compactPattern' in values,
    archive: query.filter !== undefined,
    status: query.status !== undefined,
    cursor,
  };
  return { shape, values };
}

export type ListShape = ReturnType<typeof planListQuery>['shape'];

/**
 * "#SR-2026-012", "#12": the ticket only. A full Dutch postcode: stored as "1072MD", so one
 * pattern to look for, not the typed and the compact one. Anything else: a fragment of what the
 * search text holds (name, company, e-mail, address, phone, repair number, bikes, labels), also
 * without its spaces, or as a phone number's digits when it looks like one, and a bare number may
 * also be the ticket.
 */
function searchValues(search: string | undefined): Record<string, unknown> {
  if (!search) return {};
  const ticket = ticketNumberOf(search);
  if (ticket && !ticket.alsoText) return { ticketId: ticket.id };
  if (DUTCH_POSTCODE_AS_TYPED.test(search)) {
    return { pattern: containsPattern(normalisePostcode(search)) };
  }
  const compact = PHONE_AS_TYPED.test(search) ? phoneDigitsOf(search) : search.replace(/\s+/g, '');
  return {
    ...(ticket && { ticketId: ticket.id }),
    pattern: containsPattern(search),
    ...(compact !== search && { compactPattern: containsPattern(compact) }),
  };
}

/**
 * The search text holds a pattern, ignoring case. The column is stored lowercased, so only the
 * pattern is lowercased (by PostgreSQL, as it lowercased the column): ILIKE lowercased every
 * candidate row again, half of the time a common name took to count (decision 005).
 */
const containsText = (pattern: 'pattern' | 'compactPattern') =>
  like(serviceRequests.searchText, sql`lower(${sql.placeholder(pattern)})`);

/**
 * A bare number is the ticket staff most likely mean, so the list puts that ticket first
 * (`pinnedTicketQuery`) and the requests that only hold the number in their text after it.
 */
const pinsTicket = (shape: ListShape) => shape.ticket && shape.pattern;

const textCondition = (shape: ListShape): SQL | undefined =>
  or(
    shape.pattern ? containsText('pattern') : undefined,
    shape.compactPattern ? containsText('compactPattern') : undefined,
  );

const isTicket = eq(serviceRequests.id, sql.placeholder('ticketId'));

/**
 * Any of the bound search terms. All the text lives in one indexed column, `search_text`, so a
 * search is an index scan.
 */
const searchCondition = (shape: ListShape): SQL | undefined =>
  or(shape.ticket ? isTicket : undefined, textCondition(shape));

/** What the pages list: what the search finds, but for a pinned ticket, which leads the first. */
const listedCondition = (shape: ListShape): SQL | undefined =>
  pinsTicket(shape)
    ? and(textCondition(shape), ne(serviceRequests.id, sql.placeholder('ticketId')))
    : searchCondition(shape);

const archiveCondition = (shape: ListShape) =>
  shape.archive ? eq(serviceRequests.isArchived, sql.placeholder('isArchived')) : undefined;

/**
 * The cursor is the last row's position in the order: creation time, then id. The time is
 * PostgreSQL's own text (microseconds), since a JavaScript date would round it to ms.
 */
const cursorTime = sql<string>`to_char(${serviceRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function cursorCondition(shape: ListShape): SQL | undefined {
  if (shape.cursor === 'none') return undefined;
  // A cursor this server did not write matches no row.
  if (shape.cursor === 'invalid') return sql`false`;
  return sql`(${serviceRequests.createdAt}, ${serviceRequests.id}) < (${sql.placeholder('cursorTime')}::timestamptz, ${sql.placeholder('cursorId')})`;
}

/**
 * A request's labels by name, as a JSON array in the request's own row: no second query.
 * Columns are qualified by hand, since Drizzle leaves them bare in a one-table select.
 */
export const labelsOfRequest = sql<RequestLabel[]>`coalesce((
  select json_agg(json_build_object('id', ${labels}.id, 'name', ${labels}.name, 'color', ${labels}.color) order by ${labels}.name)
  from ${serviceRequestLabels} join ${labels} on ${labels}.id = ${serviceRequestLabels}.label_id
  where ${serviceRequestLabels}.service_request_id = ${serviceRequests}.id
), '[]'::json)`;

/**
 * The contact details of the request's customer record, as JSON in the request's own row (a
 * lookup by key), so that every answer can tell staff where the request differs from it.
 */
const contactOfCustomer = sql<CustomerContact | null>`(
  select json_build_object('fullName', ${customers}.full_name, 'phone', ${customers}.phone,
    'street', ${customers}.street, 'houseNumber', ${customers}.house_number,
    'houseNumberAddition', ${customers}.house_number_addition,
    'postalCode', ${customers}.postal_code, 'city', ${customers}.city)
  from ${customers} where ${customers}.id = ${serviceRequests}.customer_id
)`;

// Internal bookkeeping the dashboard never reads; a page of 50 rows is smaller without it.
const {
  searchText: _searchText,
  bikesAndLabelsText: _bikesAndLabelsText,
  workOrdersClaimedAt: _workOrdersClaimedAt,
  ...dashboardColumns
} = getTableColumns(serviceRequests);

/** What to select for requests in the shape the dashboard reads; see `presentServiceRequest`. */
export const requestWithLabels = {
  row: dashboardColumns,
  labels: labelsOfRequest,
  customerContact: contactOfCustomer,
};

const filterConditions = (shape: ListShape) => [
  archiveCondition(shape),
  shape.status ? eq(serviceRequests.status, sql.placeholder('status')) : undefined,
];

/**
 * The query of one page plus one row (to know whether a next page exists), with placeholders
 * for the values of `planListQuery`; `withTotal` adds the capped total as a column.
 */
export const pageQuery = (db: Db, shape: ListShape, options = { withTotal: false }) =>
  db
    .select({
      ...requestWithLabels,
      cursorTime,
      total: options.withTotal ? totalColumn(db, shape) : sql<null>`null`,
    })
    .from(serviceRequests)
    .where(inArray(serviceRequests.id, pageIdsQuery(db, shape)))
    .orderBy(...newestFirst);

const newestFirst = [desc(serviceRequests.createdAt), desc(serviceRequests.id)];

/**
 * The ids of the page's requests. Apart from the rows they name, so that PostgreSQL can find
 * them in the index of the newest requests alone, which holds the text and filters too, and
 * reads from the table only the page it lists (decision 025).
 */
const pageIdsQuery = (db: Db, shape: ListShape) =>
  db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(listedCondition(shape), ...filterConditions(shape), cursorCondition(shape)))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'));

/**
 * The ticket a bare number names, if the filters keep it. Its cursor lies after every request,
 * so a page that ends with it goes on with the newest of the others.
 */
export const pinnedTicketQuery = (db: Db, shape: ListShape) =>
  db
    .select({
      ...requestWithLabels,
      cursorTime: sql<string>`'9999-12-31T23:59:59.999999Z'`,
      total: sql<null>`null`,
    })
    .from(serviceRequests)
    .where(and(isTicket, ...filterConditions(shape)));

/**
 * The requests on all of the list's pages, counted up to one past the cap: beyond the cap
 * PostgreSQL stops visiting matches, so a common name costs no more than a rarer one.
 */
export const totalQuery = (db: Db, shape: ListShape) =>
  db.select({ value: count().as('value') }).from(
    db
      .select({ match: sql`1` })
      .from(serviceRequests)
      .where(and(searchCondition(shape), ...filterConditions(shape)))
      .limit(REQUEST_LIST_TOTAL_CAP + 1)
      .as('capped'),
  );

/** The capped total as a column, for the page's query to carry. */
const totalColumn = (db: Db, shape: ListShape) =>
  sql<number>`(${totalQuery(db, shape)})`.mapWith(Number);

const cappedTotal = (counted: number) => ({
  total: Math.min(counted, REQUEST_LIST_TOTAL_CAP),
  totalIsCapped: counted > REQUEST_LIST_TOTAL_CAP,
});

/** The number of requests per status under an archive filter (none: all requests). */
export const statusCountQuery = (db: Db, filter: ArchiveFilter | undefined) =>
  db
    .select({ status: serviceRequests.status, value: count().as('value') })
    .from(serviceRequests)
    .where(filter && eq(serviceRequests.isArchived, filter === 'archived'))
    .groupBy(serviceRequests.status);

/**
 * The list's statements, built once per shape and database: building the SQL took a fifth of
 * the server's time for a search. They are unnamed statements, so PostgreSQL plans each run
 * for its own values (a generic plan cannot tell a rare postcode from a common name).
 */
const preparedList = preparedPerDatabase((db) => {
  const statements = new Map<string, unknown>();
  const once = <Statement>(key: string, prepare: () => Statement) => {
    if (!statements.has(key)) statements.set(key, prepare());
    return statements.get(key) as Statement;
  };
  return {
    page: (shape: ListShape, withTotal: boolean) =>
      once(`page ${withTotal} ${JSON.stringify(shape)}`, () =>
        pageQuery(db, shape, { withTotal }).prepare(''),
      ),
    total: (shape: ListShape) =>
      once(`total ${JSON.stringify(shape)}`, () => totalQuery(db, shape).prepare('')),
    pinnedTicket: (shape: ListShape) =>
      once(`pinned ${JSON.stringify(shape)}`, () => pinnedTicketQuery(db, shape).prepare('')),
  };
});

/**
 * The rows of a page plus one, the pinned ticket first on the first page, and the total the
 * page's query carried (none when it found no rows).
 */
async function pageRows(
  db: Db,
  shape: ListShape,
  values: Record<string, unknown>,
  withTotal: boolean,
) {
  const statements = preparedList(db);
  const pinned =
    shape.cursor === 'none' && pinsTicket(shape)
      ? await statements.pinnedTicket(shape).execute(values)
      : [];
  const found = await statements.page(shape, withTotal).execute(values);
  return { rows: [...pinned, ...found], total: found[0]?.total };
}

/**
 * The page in the query's rows, with their bikes; the extra row only tells that a next page
 * exists.
 */
async function toPage(
  db: Db,
  rows: Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>,
  query: ListServiceRequestsQuery,
): Promise<Pick<ServiceRequestList, 'items' | 'nextCursor'>> {
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await presentServiceRequests(db, page),
    nextCursor:
      rows.length > query.limit && last
        ? encodeListCursor({ cursorTime: last.cursorTime, cursorId: last.row.id })
        : null,
  };
}

/**
 * One page of requests, newest first. Pages follow a keyset cursor, so requests arriving
 * meanwhile never shift or repeat rows on the next page.
 */
export async function listServiceRequestPage(db: Db, query: ListServiceRequestsQuery) {
  const { shape, values } = planListQuery(query);
  return toPage(db, (await pageRows(db, shape, values, false)).rows, query);
}

/**
 * A page of requests with the list's total, capped, in one query: every query is a round trip,
 * and on a small server the round trips were a large part of a search (decision 005). Only an
 * empty page needs the total on its own.
 */
export async function listServiceRequests(
  db: Db,
  query: ListServiceRequestsQuery,
): Promise<ServiceRequestList> {
  const { shape, values } = planListQuery(query);
  const { rows, total } = await pageRows(db, shape, values, true);
  const counted = total ?? (await preparedList(db).total(shape).execute(values))[0]?.value ?? 0;
  return { ...(await toPage(db, rows, query)), ...cappedTotal(counted) };
}

/**
 * The three counters of the dashboard (docs/product.md#requests-tab): requests per status under the
 * archive filter, whatever the search, so a search does not count them again. The status index
 * alone answers it (decision 005).
 */
export async function countServiceRequestsByStatus(
  db: Db,
  filter: ArchiveFilter | undefined,
): Promise<ServiceRequestCounts> {
  const rows = await statusCountQuery(db, filter);
  return {
    pending: 0,
    approved: 0,
    rejected: 0,
    ...Object.fromEntries(rows.map((row) => [row.status, row.value])),
  };
}
