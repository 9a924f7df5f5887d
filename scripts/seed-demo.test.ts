import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
