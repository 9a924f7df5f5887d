import { fillPlaceholders } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listServiceRequestsQuerySchema } from '../../../contract/service-requests/list.ts';
import type { Database } from '../../db/connect.ts';
import { createTestDatabase } from '../../test/database.ts';
import { insertServiceRequest } from '../../test/factories.ts';
import {
  listServiceRequestPage,
  pageQuery,
  pinnedTicketQuery,
  planListQuery,
  statusCountQuery,
  totalQuery,
} from './list.ts';

let database: Database;
/** The one request among the seeded ones whose bike is an e-bike on lease. */
let leaseEBikeRequestId: number;

// The issue's measure, 100 000 requests: with a few thousand, reading the whole table is
// honestly cheaper and PostgreSQL does it. Generated inside the database, so seeding takes seconds.
const SEEDED_REQUESTS = 100_000;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.executeSql(`
    insert into service_requests (full_name, email, street, postal_code, city, company_name, created_at)
    select 'Klant ' || n || ' ' || (array['Jansen','de Vries','Bakker','Visser','Smit'])[1 + n % 5],
           'klant' || n || '@example.nl',
           (array['Overtoom','Prinsengracht','Damrak','Ferdinand Bolstraat'])[1 + n % 4],
           lpad((1000 + n % 8000)::text, 4, '0') || chr(65 + n % 26) || chr(65 + (n / 26) % 26),
           'Amsterdam',
           case when n % 7 = 0 then 'Bedrijf ' || n end,
           now() - n * interval '1 minute'
    from generate_series(1, ${SEEDED_REQUESTS}) as n`);
  leaseEBikeRequestId = (
    await insertServiceRequest(database.db, {
      fullName: 'Lease Rijder',
      bikes: [
        {
          brand: 'Riese & Müller',
          issueDescription: 'Accu laadt niet meer op.',
          eBike: { driveSystem: 'Bosch', batterySerial: 'BAT-77-QXZ' },
          lease: { company: 'Athlon', contractNumber: 'LC-2024-8817' },
        },
      ],
    })
  ).id;
  // As autovacuum (PostgreSQL) or the nightly job (embedded) leave it: visibility known.
  await database.executeSql('vacuum analyze service_requests');
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/** The plan of the list's statement for `query`, with the values the app binds to it. */
async function planOf(
  build: typeof pageQuery | typeof totalQuery | typeof pinnedTicketQuery,
  query: Record<string, string>,
) {
  const { shape, values } = planListQuery(listServiceRequestsQuerySchema.parse(query));
  const built = build(database.db, shape).toSQL();
  const { rows } = await database.executeSql(
    `explain ${built.sql}`,
    fillPlaceholders(built.params, values),
  );
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

type PlanNode = { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };

/** The pages a query read, from the cache or from disk, by the root of its analysed plan. */
const pagesRead = (plan: PlanNode) => plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];

describe('the admin list query plans', () => {
  it.each([
    ['a name fragment', { search: 'Jansen', filter: 'active' }],
    ['a rare name fragment', { search: 'klant2999', filter: 'active' }],
    ['a postcode', { search: '1234 AB', filter: 'active' }],
    ['a ticket number', { search: '#SR-2026-12345', filter: 'active' }],
    ['a bare number, in the text besides its ticket', { search: '12345', filter: 'active' }],
    ['no search, by status', { status: 'pending', filter: 'active' }],
  ])('searches by %s through an index, never by reading the whole table', async (_name, query) => {
    const plan = await planOf(pageQuery, query);
    expect(plan).toMatch(/Index|Bitmap/);
    expect(plan).not.toMatch(/Seq Scan on service_requests/);
  });

  it.each([
    ['a name fragment', { search: 'Jansen', filter: 'active' }],
    ['a status', { status: 'pending', filter: 'active' }],
  ])(
    'finds the newest requests matching %s in the index of the newest requests alone',
    async (_name, query) => {
      const plan = await planOf(pageQuery, query);
      expect(plan).toMatch(/Index Only Scan Backward using service_requests_newest_search_idx/);
    },
  );

  it.each([
    ['a battery serial', 'BAT-77-QXZ'],
    ['a lease contract number', 'LC-2024-8817'],
    ['a lease contract number typed without its dashes', 'LC20248817'],
  ])(
    'finds the request by %s through the trigram index of the search text',
    async (_name, search) => {
      const query = { search, filter: 'active' };
      const page = await listServiceRequestPage(
        database.db,
        listServiceRequestsQuerySchema.parse(query),
      );
      expect(page.items.map((item) => item.id)).toEqual([leaseEBikeRequestId]);
      const plan = await planOf(pageQuery, query);
      expect(plan).toMatch(/service_requests_(active_)?search_text_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan on service_requests/);
    },
  );

  it('finds the ticket a bare number names by its key', async () => {
    const plan = await planOf(pinnedTicketQuery, { search: '12345', filter: 'active' });
    expect(plan).toContain('service_requests_pkey');
    expect(plan).not.toMatch(/Seq Scan on service_requests/);
  });

  it.each([
    ['a common name fragment', 'Jansen'],
    ['a rare name fragment', 'klant2999'],
    ['a postcode', '1234 AB'],
  ])(
    'totals the active tickets matching %s by their matches, reading a small part of the table',
    async (_name, search) => {
      const { shape, values } = planListQuery(
        listServiceRequestsQuerySchema.parse({ search, filter: 'active' }),
      );
      const built = totalQuery(database.db, shape).toSQL();
      const { rows } = await database.executeSql(
        `explain (analyze, buffers, format json) ${built.sql}`,
        fillPlaceholders(built.params, values),
      );
      const [{ Plan: plan }] = Object.values(rows[0] ?? {})[0] as [{ Plan: PlanNode }];
      const { rows: table } = await database.executeSql(
        "select relpages from pg_class where relname = 'service_requests'",
      );
      expect(pagesRead(plan)).toBeLessThan(Number(table[0]?.relpages) / 10);
    },
  );

  it('keeps the pending lists of the trigram indexes small, so searches stay fast right after many new requests', async () => {
    const { rows } = await database.executeSql(
      `select c.relname, c.reloptions from pg_class c join pg_am a on a.oid = c.relam
       where a.amname = 'gin' and c.relname like '%trgm_idx' order by c.relname`,
    );
    expect(rows.map((row) => row.relname)).toContain(
      'service_requests_active_search_text_trgm_idx',
    );
    for (const row of rows) expect(row.reloptions).toEqual(['gin_pending_list_limit=256']);
  });

  it.each(['active', 'archived'] as const)(
    'counts the %s tickets per status from the status index alone',
    async (filter) => {
      const built = statusCountQuery(database.db, filter).toSQL();
      const { rows } = await database.executeSql(`explain ${built.sql}`, built.params);
      const plan = rows.map((row) => Object.values(row)[0]).join('\n');
      expect(plan).toMatch(/Index Only Scan using service_requests_is_archived_status_idx/);
    },
  );
});
