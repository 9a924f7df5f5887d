import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedUpTo } from '../test/old-database.ts';
import { connectDatabase, type Database } from './connect.ts';
import { bikeJourneys, requestFacts } from './schema.ts';

/**
 * Migration 0033 fills the insights' rollups from the history stored before it (decision 052):
 * the same rules as its triggers, replayed over the events in their order.
 */

const LAST_MIGRATION_BEFORE_INSIGHTS = 31;

// A customer's approved request whose bike became ready, then their second request, pending.
const SEED = `
insert into customers (id, email, full_name) values (1, 'oud@example.nl', 'Oud Verzoek');
insert into service_requests (id, customer_id, full_name, email, status, delivery_type, created_at) values
  (1, 1, 'Oud Verzoek', 'oud@example.nl', 'approved', 'workshop', '2026-11-20T17:55:00Z'),
  (2, 1, 'Oud Verzoek', 'oud@example.nl', 'pending', 'on_location', '2026-11-24T10:00:00Z');
select setval('service_requests_id_seq', 2);
insert into bikes (id, service_request_id, position, brand, issue_description, lease_company, lease_contract_number) values
  (1, 1, 0, 'Gazelle', 'Remmen slijten snel.', null, null),
  (2, 2, 0, 'Cortina', 'Licht doet het niet.', 'Lease a Bike', 'LAB-1');
select setval('bikes_id_seq', 2);
insert into bike_progress (bike_id, service_request_id, stage) values (1, 1, 'planned');
insert into request_events (service_request_id, type, actor, payload, created_at) values
  (1, 'request.submitted', 'customer', '{}', '2026-11-20T17:55:00Z'),
  (1, 'request.approved', 'beheer@werkplaats.test', '{}', '2026-11-23T12:10:00Z'),
  (1, 'bike.stage_changed', 'beheer@werkplaats.test',
    '{"bikeId": 1, "position": 1, "from": "planned", "to": "ready"}', '2026-11-24T12:10:00Z'),
  (2, 'request.submitted', 'customer', '{}', '2026-11-24T10:00:00Z');
`;

let database: Database;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'spaak-db-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const before = await databaseMigratedUpTo({
    lastIndex: LAST_MIGRATION_BEFORE_INSIGHTS,
    seed: SEED,
    dataDir,
  });
  cleanups.push(before.drop);
  database = await connectDatabase(
    before.environment.DATABASE_URL
      ? { databaseUrl: before.environment.DATABASE_URL }
      : { dataDir },
  );
  cleanups.push(() => database.close());
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe(`migration 0033 on a stored history (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gives each submitted request its facts: answer, promise, lease bike, return', async () => {
    const facts = await database.db
      .select()
      .from(requestFacts)
      .orderBy(requestFacts.serviceRequestId);
    expect(facts).toMatchObject([
      {
        serviceRequestId: 1,
        outcome: 'approved',
        answeredAt: new Date('2026-11-23T12:10:00Z'),
        // Friday 18:55 in Amsterdam: due on Wednesday at 16:55.
        answerDueAt: new Date('2026-11-25T15:55:00Z'),
        isReturning: false,
        hasLeaseBike: false,
      },
      {
        serviceRequestId: 2,
        deliveryType: 'on_location',
        outcome: null,
        answeredAt: null,
        isReturning: true,
        hasLeaseBike: true,
      },
    ]);
  });

  it("gives the approved request's bike its journey to ready", async () => {
    expect(await database.db.select().from(bikeJourneys)).toMatchObject([
      {
        bikeId: 1,
        approvedAt: new Date('2026-11-23T12:10:00Z'),
        readyAt: new Date('2026-11-24T12:10:00Z'),
        plannedSeconds: 24 * 3600,
      },
    ]);
  });
});
