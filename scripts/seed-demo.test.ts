import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIKE_STAGES } from '../src/contract/service-requests/stages.ts';
import type { Database } from '../src/server/db/connect.ts';
import { createTestDatabase } from '../src/server/test/database.ts';
import { seedDemoData } from './seed-demo.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { count: 300 });
});

afterAll(async () => {
  await database?.close();
});

describe('seedDemoData', () => {
  it('writes each request with the bikes and labels text the triggers would have written', async () => {
    const { rows } = await database.executeSql(
      `select count(*)::int as requests,
         count(*) filter (where bikes_and_labels_text = bikes_and_labels_text_of(id))::int as matching,
         count(*) filter (where bikes_and_labels_text <> '')::int as with_bikes
       from service_requests`,
    );
    expect(rows[0]).toEqual({ requests: 300, matching: 300, with_bikes: 300 });
  });

  it('leaves the search triggers on after seeding', async () => {
    const { rows } = await database.executeSql(
      `select tgname from pg_trigger where tgname like '%search_text' and tgenabled = 'D'`,
    );
    expect(rows).toEqual([]);
  });

  it('gives every bike of an approved request a stage, and no other bike one', async () => {
    const { rows } = await database.executeSql(
      `select count(*) filter (where r.status = 'approved')::int as approved_bikes,
         count(p.bike_id)::int as with_stage,
         count(p.bike_id) filter (where r.status <> 'approved')::int as stage_without_approval
       from bikes b join service_requests r on r.id = b.service_request_id
       left join bike_progress p on p.bike_id = b.id`,
    );
    const counts = rows[0] as Record<string, number>;
    expect(counts.with_stage).toBe(counts.approved_bikes);
    expect(counts.stage_without_approval).toBe(0);
  });

  it('spreads the open bikes over every stage, planned around today, archived repairs done', async () => {
    const { rows } = await database.executeSql(
      `select array_agg(distinct p.stage order by p.stage) as stages,
         bool_and(p.stage = 'done') filter (where r.is_archived) as archived_done,
         min(p.planned_date - current_date) filter (where p.stage <> 'done') as earliest,
         max(p.planned_date - current_date) filter (where p.stage <> 'done') as latest
       from bike_progress p join service_requests r on r.id = p.service_request_id`,
    );
    const found = rows[0] as {
      stages: string[];
      archived_done: boolean;
      earliest: number;
      latest: number;
    };
    expect([...found.stages].sort()).toEqual([...BIKE_STAGES].sort());
    expect(found.archived_done).toBe(true);
    expect(found.earliest).toBeLessThan(0);
    expect(found.latest).toBeGreaterThan(0);
  });
});
