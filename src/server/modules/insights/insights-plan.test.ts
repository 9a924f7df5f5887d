import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSIGHT_CHARTS,
  type InsightsQuery,
  insightsQuerySchema,
} from '../../../contract/insights.ts';
import type { Database, Db } from '../../db/connect.ts';
import { createTestDatabase } from '../../test/database.ts';
import { addDays } from '../capacity/calendar.ts';
import {
  answerPromise,
  bikeInsights,
  outcomes,
  requestsPerWeek,
  returningCustomers,
  stageDurations,
  unanswered,
} from './service.ts';

let database: Database;

// Two years of requests, one every hour or so. With this many the planner already reads a
// month of them by the index rather than the whole table, as it does on the bench's 100 000;
// with a few thousand, reading the table is honestly cheaper and it does. The rollups are
// written straight from SQL: built event by event through their triggers they took half a
// minute, and the figures are pinned on hand-made histories in insights.test.ts.
const SEEDED_REQUESTS = 20_000;
const SPAN_HOURS = 2 * 365 * 24;
/** The newest requests wait for their answer: the top bar's counter counts them. */
const WAITING = 40;
let labelId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const step = `${SPAN_HOURS / SEEDED_REQUESTS} * interval '1 hour'`;
  await database.executeSql(`
    insert into service_requests (full_name, email, street, postal_code, city, delivery_type, status, created_at)
    select 'Klant ' || n, 'klant' || n || '@example.nl', 'Overtoom', '1054AB', 'Amsterdam',
      case when n % 3 = 0 then 'on_location' else 'workshop' end,
      case when n > ${SEEDED_REQUESTS - WAITING} then 'pending' when n % 5 = 0 then 'rejected' else 'approved' end,
      now() - (${SEEDED_REQUESTS} - n) * ${step}
    from generate_series(1, ${SEEDED_REQUESTS}) as n`);
  const [label] = (
    await database.executeSql(
      "insert into labels (name, color) values ('Garantie', '#16a34a') returning id",
    )
  ).rows;
  labelId = Number(label?.id);
  await database.executeSql(
    `insert into service_request_labels (service_request_id, label_id)
     select id, $1 from service_requests where id % 10 = 0`,
    [labelId],
  );
  // The bikes' triggers write search text and lease facts row by row; the facts follow below.
  await database.transaction(async ({ executeSql }) => {
    await executeSql('alter table bikes disable trigger user');
    await executeSql(`
      insert into bikes (service_request_id, position, brand, issue_description, drive_system,
        lease_company, lease_contract_number)
      select id, 0, (array['Gazelle', 'Batavus', 'Cortina', 'VanMoof'])[1 + id % 4], 'Remt slecht.',
        case when id % 2 = 0 then 'Bosch' end, case when id % 5 = 1 then 'Athlon' end,
        case when id % 5 = 1 then 'LC-' || id end
      from service_requests`);
    await executeSql('alter table bikes enable trigger user');
  });
  await database.executeSql(`
    insert into request_facts (service_request_id, submitted_at, delivery_type, has_lease_bike,
      is_returning, answered_at, answer_warn_at, answer_due_at, outcome)
    select r.id, r.created_at, r.delivery_type, b.lease_company is not null, r.id % 3 = 0,
      case when r.status <> 'pending' then r.created_at + (r.id % 40) * interval '1 hour' end,
      r.created_at + interval '20 hours', r.created_at + interval '24 hours',
      case when r.status <> 'pending' then r.status end
    from service_requests r join bikes b on b.service_request_id = r.id`);
  await database.executeSql(`
    insert into bike_journeys (bike_id, service_request_id, approved_at, stage, stage_entered_at,
      ready_at, planned_seconds, in_repair_seconds)
    select b.id, r.id, f.answered_at, 'done', f.answered_at + interval '3 days',
      f.answered_at + interval '3 days', 172800, 86400
    from bikes b join service_requests r on r.id = b.service_request_id
    join request_facts f on f.service_request_id = r.id
    where r.status = 'approved'`);
  // As autovacuum (PostgreSQL) or the nightly job (embedded) leave it: statistics known.
  await database.executeSql('vacuum analyze');
}, 120_000);

afterAll(async () => {
  await database?.close();
});

type Recorded = { sql: string; params: unknown[] };

/**
 * `db` as the service uses it, recording the statement of every query it awaits: each chart is
 * planned as the app sends it, parameters included, whatever queries it is made of.
 */
function recording(target: object, queries: Recorded[]): object {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      if (property === 'then' && 'toSQL' in object && typeof object.toSQL === 'function') {
        queries.push(object.toSQL() as Recorded);
        return value.bind(object);
      }
      return (...args: unknown[]) => {
        const result: unknown = value.apply(object, args);
        return result !== null && typeof result === 'object' ? recording(result, queries) : result;
      };
    },
  });
}

/** The plans of the statements `read` sends. */
async function plansOf(read: (db: Db) => Promise<unknown>) {
  const queries: Recorded[] = [];
  await read(recording(database.db, queries) as Db);
  expect(queries.length).toBeGreaterThan(0);
  return Promise.all(
    queries.map(async (query) => {
      const { rows } = await database.executeSql(`explain ${query.sql}`, query.params);
      return rows.map((row) => Object.values(row)[0]).join('\n');
    }),
  );
}

const today = () => new Date().toISOString().slice(0, 10);
/** The page's 'last 4 weeks' with `filters`, as the route parses its query. */
const lastFourWeeks = (filters: Record<string, string> = {}): InsightsQuery =>
  insightsQuerySchema.parse({ from: addDays(today(), -27), to: today(), ...filters });

const CHART_READS = {
  'requests-per-week': requestsPerWeek,
  'answer-promise': (db: Db, query: InsightsQuery) => answerPromise(db, query),
  outcomes,
  bikes: bikeInsights,
  'returning-customers': returningCustomers,
};

describe('the insights query plans', () => {
  it.each(Object.entries(CHART_READS))(
    'reads the period of %s from the day counts by their key, and no table whole',
    async (_chart, read) => {
      const plans = await plansOf((db) => read(db, lastFourWeeks()));
      expect(plans.join('\n')).toMatch(/insight_days_key|insight_day_bikes_key/);
      for (const plan of plans) {
        expect(plan).not.toMatch(/Seq Scan on (request_facts|insight_days|insight_day_bikes)/);
      }
    },
  );

  it('charts every chart of the contract in these plans', () => {
    expect([...Object.keys(CHART_READS), 'stage-durations'].sort()).toEqual(
      [...INSIGHT_CHARTS].sort(),
    );
  });

  it("reads the bikes that became ready in the period by the journeys' ready-week index", async () => {
    const [plan] = await plansOf((db) => stageDurations(db, lastFourWeeks()));
    expect(plan).toContain('bike_journeys_ready_week_idx');
    expect(plan).not.toMatch(/Seq Scan on (bike_journeys|request_facts)/);
  });

  it.each([
    ['a label', () => ({ label: String(labelId) })],
    ['lease bikes only', () => ({ lease: 'only' })],
    ['a service type', () => ({ serviceType: 'on_location' })],
  ])(
    'never reads the whole table of requests of a period with %s as filter',
    async (_name, filter) => {
      for (const [chart, read] of Object.entries(CHART_READS)) {
        for (const plan of await plansOf((db) => read(db, lastFourWeeks(filter())))) {
          expect(plan, chart).not.toMatch(
            /Seq Scan on (request_facts|insight_days|insight_day_bikes)/,
          );
        }
      }
      // The journeys' requests are joined for the filter alone: hashing the facts it keeps may
      // be the cheaper way, and the planner takes it. The journeys are still read by their index.
      const [plan] = await plansOf((db) => stageDurations(db, lastFourWeeks(filter())));
      expect(plan).toContain('bike_journeys_ready_week_idx');
      expect(plan).not.toMatch(/Seq Scan on bike_journeys/);
    },
  );

  it('counts the requests waiting for an answer from the index of those alone', async () => {
    const [plan] = await plansOf((db) => unanswered(db));
    expect(plan).toContain('request_facts_unanswered_idx');
    expect(plan).not.toMatch(/Seq Scan on request_facts/);
    expect(await unanswered(database.db)).toMatchObject({ count: WAITING });
  });
});
